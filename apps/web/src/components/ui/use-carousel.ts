'use client';
import { type RefObject, startTransition, useCallback, useEffect, useState } from 'react';
import { useInView } from '@/lib/use-in-view';

interface CarouselOptions {
  count: number;
  intervalMs: number;
  /** Media query under which the carousel is switched off and its slides are a plain list. */
  disabledQuery?: string;
}

/** Slides per view come from CSS (--per-view set per breakpoint), so server HTML is already right. */
function readPerView(viewport: HTMLElement | null, count: number): number {
  if (!viewport) return count;
  const value = Number(getComputedStyle(viewport).getPropertyValue('--per-view'));
  return Number.isFinite(value) && value >= 1 ? Math.min(value, count) : 1;
}

/**
 * Position, autoplay and pausing for a carousel. Autoplay stops while the pointer or keyboard
 * focus is inside (so nothing moves under the reader), while the tab is hidden or the carousel
 * is scrolled out of view, and never starts for visitors who ask for reduced motion (they can
 * still press play).
 */
export function useCarousel(viewport: RefObject<HTMLElement | null>, options: CarouselOptions) {
  const { count, intervalMs, disabledQuery } = options;
  const [index, setIndex] = useState(0);
  const [perView, setPerView] = useState(count);
  const [disabled, setDisabled] = useState(false);
  const [playing, setPlaying] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const inView = useInView(viewport);
  const held = hovered || focused;

  // Measure after mount and on every resize; the server renders the first slides in place, so
  // the catch-up is a transition and React renders it in slices after the page's effects.
  useEffect(() => {
    const measure = () => {
      const measured = readPerView(viewport.current, count);
      const off = disabledQuery ? window.matchMedia(disabledQuery).matches : false;
      startTransition(() => {
        setPerView(measured);
        setDisabled(off);
      });
    };
    measure();
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) setPlaying(false);
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [viewport, count, disabledQuery]);

  const lastIndex = Math.max(0, count - perView);
  const scrollable = !disabled && lastIndex > 0;
  // A resize can leave the position past the new end.
  const current = Math.min(index, lastIndex);

  // Past the end it rewinds to the start, and backwards from the start to the end.
  const next = useCallback(() => setIndex((i) => (i >= lastIndex ? 0 : i + 1)), [lastIndex]);
  const previous = useCallback(() => setIndex((i) => (i <= 0 ? lastIndex : i - 1)), [lastIndex]);

  // Autoplay runs only while the carousel is on screen: one below the fold costs nothing.
  useEffect(() => {
    if (!scrollable || !playing || held || !inView) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') next();
    }, intervalMs);
    return () => window.clearInterval(timer);
  }, [scrollable, playing, held, inView, intervalMs, next]);

  return {
    index: current,
    perView,
    scrollable,
    playing: playing && scrollable,
    goTo: setIndex,
    next,
    previous,
    togglePlaying: () => setPlaying((value) => !value),
    /** Hover or focus inside holds the autoplay without forgetting the visitor's play choice. */
    setHovered,
    setFocused,
  };
}
