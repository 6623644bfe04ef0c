import type { ReactNode } from 'react';

interface SectionHeadingProps {
  /** Id for the section's aria-labelledby. */
  id: string;
  eyebrow?: string;
  title: string;
  text?: string;
  /** A link or control shown on the right on wide screens (e.g. "Explore all"). */
  action?: ReactNode;
  tone?: 'dark' | 'light';
  align?: 'left' | 'center';
}

/** The one heading style of page sections (home, landing pages): eyebrow, h2, text, an action. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  text,
  action,
  tone = 'dark',
  align = 'left',
}: SectionHeadingProps) {
  const light = tone === 'light';
  const centered = align === 'center';
  return (
    <div
      className={`mb-6 flex flex-col gap-4 sm:mb-8 ${
        centered ? 'items-center text-center' : 'sm:flex-row sm:items-end sm:justify-between'
      }`}
    >
      <div className={centered ? 'max-w-2xl' : 'max-w-2xl'}>
        {eyebrow ? (
          <p
            className={`text-sm font-semibold tracking-wider uppercase ${
              light ? 'text-brand-300' : 'text-brand-700'
            }`}
          >
            {eyebrow}
          </p>
        ) : null}
        <h2
          id={id}
          className={`mt-1 text-2xl font-bold tracking-tight text-balance sm:text-3xl ${
            light ? 'text-white' : 'text-ink'
          }`}
        >
          {title}
        </h2>
        {text ? (
          <p className={`mt-2 text-base ${light ? 'text-slate-300' : 'text-slate-600'}`}>{text}</p>
        ) : null}
      </div>
      {action ? <div className="shrink-0">{action}</div> : null}
    </div>
  );
}
