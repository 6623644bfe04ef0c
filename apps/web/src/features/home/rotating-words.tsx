import type { CSSProperties } from 'react';

/** Each word shows for this long; the cycle is words × this. */
const WORD_SECONDS = 2.5;

/**
 * Every word is visible for the first quarter-ish of its own cycle, fading out before the next
 * one fades in. Negative delays start each word mid-cycle, so the first word is on screen from
 * the first paint and the others are waiting their turn (no "backwards" fill flash).
 */
const KEYFRAMES = `@keyframes tern-word{0%,22%{opacity:1;transform:none}25%{opacity:0;transform:translateY(-.3em)}97%{opacity:0;transform:translateY(.3em)}100%{opacity:1;transform:none}}`;

/**
 * The hero's rotating ending ("calling you", "on your list", …), in CSS alone: no JavaScript
 * to download or hydrate. Screen readers get one stable sentence (the first word, visually
 * hidden) and never hear the rotation. All words share one grid cell, so the box is as big as
 * the longest word from the first paint and nothing shifts. The rotation pauses while the
 * pointer or keyboard focus is in the hero (the hero carries `group/hero`) and does not
 * run at all for visitors who prefer reduced motion: they see the first word.
 */
export function RotatingWords({ words }: { words: string[] }) {
  const cycle = words.length * WORD_SECONDS;
  return (
    <span className="relative grid justify-items-center">
      <style href="tern-rotating-words" precedence="default">
        {KEYFRAMES}
      </style>
      <span className="sr-only">{words[0]}</span>
      {words.map((word, i) => (
        <span
          key={word}
          aria-hidden="true"
          data-testid="rotating-word"
          // Timing via custom properties, so the classes below can still pause or remove it.
          style={
            {
              '--word-cycle': `${cycle}s`,
              '--word-delay': `${i * WORD_SECONDS - (i === 0 ? 0 : cycle)}s`,
            } as CSSProperties
          }
          className={`[grid-area:1/1] text-brand-700 [animation:tern-word_var(--word-cycle)_ease-in-out_var(--word-delay)_infinite] group-focus-within/hero:[animation-play-state:paused] group-hover/hero:[animation-play-state:paused] motion-reduce:[animation:none] ${
            i === 0 ? '' : 'opacity-0'
          }`}
        >
          {word}
        </span>
      ))}
    </span>
  );
}
