'use client';
import { type CSSProperties, type ReactNode, useRef } from 'react';
import { CarouselControls, type CarouselLabels } from './carousel-controls';
import { useCarousel } from './use-carousel';

export type { CarouselLabels };

interface CarouselProps {
  /** Accessible name of the carousel region. */
  label: string;
  /** One accessible name per slide, e.g. "2 of 3". */
  slideLabels: string[];
  children: ReactNode[];
  /** 'fade' stacks the slides in one grid cell and cross-fades; 'slide' moves a track. */
  effect?: 'slide' | 'fade';
  speedMs: number;
  intervalMs: number;
  /**
   * Static Tailwind classes setting --per-view per breakpoint, e.g. "[--per-view:1] lg:[--per-view:8]".
   * CSS, not JS, decides the slide width, so the server HTML already has the final layout (no CLS).
   */
  perViewClassName?: string;
  /** Media query under which the carousel is off (the caller styles that state). */
  disabledQuery?: string;
  /** Static Tailwind classes for the track in the disabled state, e.g. "max-md:grid max-md:[transform:none]". */
  disabledTrackClassName?: string;
  labels: CarouselLabels;
  tone?: 'light' | 'dark';
  dots?: boolean;
  controlsClassName?: string;
  className?: string;
}

const SWIPE_PX = 40;

/**
 * A small carousel written for this site rather than a library: the whole thing is ~2 kB where
 * embla (plus autoplay and fade) would cost ~10 kB gzip of a 160 kB page budget. Follows the
 * WAI-ARIA carousel pattern: a labelled region, labelled slides, off-screen slides inert, a
 * pause button, and polite announcements only while autoplay is off.
 */
export function Carousel(props: CarouselProps) {
  const { children, effect = 'slide', labels, tone = 'dark', className = '' } = props;
  const viewport = useRef<HTMLDivElement>(null);
  const swipeStart = useRef<number | null>(null);
  const carousel = useCarousel(viewport, {
    count: children.length,
    intervalMs: props.intervalMs,
    disabledQuery: props.disabledQuery,
  });
  const { index, perView, scrollable } = carousel;
  const fade = effect === 'fade';
  // Slides out of view are inert: not focusable, not read out, not clickable.
  const isActive = (i: number) =>
    fade ? i === index : !scrollable || (i >= index && i < index + perView);

  return (
    <section
      aria-roledescription="carousel"
      aria-label={props.label}
      className={`relative ${className}`}
      onMouseEnter={() => carousel.setHovered(true)}
      onMouseLeave={() => carousel.setHovered(false)}
      onFocus={() => carousel.setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) carousel.setFocused(false);
      }}
    >
      <div
        ref={viewport}
        className={`touch-pan-y overflow-hidden ${fade ? '[--per-view:1]' : (props.perViewClassName ?? '')}`}
        onPointerDown={(event) => {
          swipeStart.current = event.clientX;
        }}
        onPointerUp={(event) => {
          if (swipeStart.current === null || !scrollable) return;
          // A swipe towards the reading direction's end goes back: rightwards in LTR, leftwards in RTL.
          const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
          const distance = (event.clientX - swipeStart.current) * (rtl ? -1 : 1);
          swipeStart.current = null;
          if (distance > SWIPE_PX) carousel.previous();
          if (distance < -SWIPE_PX) carousel.next();
        }}
      >
        <div
          aria-live={carousel.playing ? 'off' : 'polite'}
          style={{ '--index': index, transitionDuration: `${props.speedMs}ms` } as CSSProperties}
          className={
            fade
              ? 'grid'
              : `flex [transform:translateX(calc(var(--index)*-100%/var(--per-view)))] rtl:[transform:translateX(calc(var(--index)*100%/var(--per-view)))] transition-transform ease-out motion-reduce:transition-none ${props.disabledTrackClassName ?? ''}`
          }
        >
          {children.map((slide, i) => (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern's slide is a div with role group; a fieldset is for form controls.
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: slides are a fixed list given by position.
              key={i}
              role="group"
              aria-roledescription="slide"
              aria-label={props.slideLabels[i]}
              inert={!isActive(i)}
              style={fade ? { transitionDuration: `${props.speedMs}ms` } : undefined}
              className={
                fade
                  ? `[grid-area:1/1] transition-opacity motion-reduce:transition-none ${
                      i === index ? 'z-10 opacity-100' : 'pointer-events-none opacity-0'
                    }`
                  : 'min-w-0 shrink-0 basis-[calc(100%/var(--per-view))]'
              }
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      <CarouselControls
        labels={labels}
        tone={tone}
        playing={carousel.playing}
        index={index}
        visible={scrollable}
        dots={props.dots ?? false}
        onPrevious={carousel.previous}
        onNext={carousel.next}
        onTogglePlaying={carousel.togglePlaying}
        onGoTo={carousel.goTo}
        className={props.controlsClassName}
      />
    </section>
  );
}
