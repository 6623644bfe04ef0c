export interface CarouselLabels {
  previous: string;
  next: string;
  pause: string;
  play: string;
  /** One per slide, e.g. "Go to slide 2 of 3"; only needed with dots. */
  goTo?: string[];
}

interface CarouselControlsProps {
  labels: CarouselLabels;
  tone: 'light' | 'dark';
  playing: boolean;
  index: number;
  /** Shown only while there is somewhere to go; kept in the layout so nothing moves. */
  visible: boolean;
  dots: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onTogglePlaying: () => void;
  onGoTo: (index: number) => void;
  className?: string;
}

const TONES = {
  light: 'text-white ring-white/40 hover:bg-white/15',
  dark: 'text-ink ring-slate-300 bg-white hover:bg-slate-100',
} as const;

/** `mirrored`: a direction (previous, next) that points the other way in right-to-left text. */
function Icon({ path, mirrored = false }: { path: string; mirrored?: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className={mirrored ? 'size-4 rtl:-scale-x-100' : 'size-4'}
      fill="currentColor"
    >
      <path d={path} />
    </svg>
  );
}

const ICONS = {
  previous:
    'M12.7 4.3a1 1 0 0 1 0 1.4L8.4 10l4.3 4.3a1 1 0 0 1-1.4 1.4l-5-5a1 1 0 0 1 0-1.4l5-5a1 1 0 0 1 1.4 0z',
  next: 'M7.3 15.7a1 1 0 0 1 0-1.4l4.3-4.3-4.3-4.3a1 1 0 0 1 1.4-1.4l5 5a1 1 0 0 1 0 1.4l-5 5a1 1 0 0 1-1.4 0z',
  pause: 'M6 4h3v12H6zM11 4h3v12h-3z',
  play: 'M6 4.5v11a.5.5 0 0 0 .8.4l8.5-5.5a.5.5 0 0 0 0-.8L6.8 4.1a.5.5 0 0 0-.8.4z',
} as const;

/** Previous / pause-play / next, and optional dots: every control is a labelled button. */
export function CarouselControls(props: CarouselControlsProps) {
  const { labels, tone, playing, index, visible, dots, className = '' } = props;
  const button = `grid size-9 place-items-center rounded-full ring-1 transition-colors ${TONES[tone]}`;
  return (
    <div className={`flex items-center gap-2 ${visible ? '' : 'invisible'} ${className}`}>
      {dots && labels.goTo ? (
        <div className="me-2 flex items-center">
          {labels.goTo.map((label, i) => (
            <button
              key={label}
              type="button"
              aria-label={label}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => props.onGoTo(i)}
              className="grid size-6 place-items-center"
            >
              <span
                aria-hidden="true"
                className={`block h-2 rounded-full transition-all ${
                  i === index ? 'w-6 bg-current' : 'w-2 bg-current opacity-50'
                } ${tone === 'light' ? 'text-white' : 'text-brand-700'}`}
              />
            </button>
          ))}
        </div>
      ) : null}
      <button
        type="button"
        aria-label={labels.previous}
        onClick={props.onPrevious}
        className={button}
      >
        <Icon path={ICONS.previous} mirrored />
      </button>
      <button
        type="button"
        aria-label={playing ? labels.pause : labels.play}
        onClick={props.onTogglePlaying}
        className={button}
      >
        <Icon path={playing ? ICONS.pause : ICONS.play} />
      </button>
      <button type="button" aria-label={labels.next} onClick={props.onNext} className={button}>
        <Icon path={ICONS.next} mirrored />
      </button>
    </div>
  );
}
