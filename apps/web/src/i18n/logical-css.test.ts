import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The styles say start and end, never left and right, so that a right-to-left locale (`dir="rtl"`
 * on <html>, see ./direction.ts) mirrors the layout by itself: `ms-`/`me-`, `ps-`/`pe-`,
 * `start-`/`end-`, `text-start`, `border-s`, `rounded-s`… in Tailwind, `margin-inline-start`,
 * `inset-inline-end`, `text-align: start`… in CSS. Tailwind 4's `space-x-*` and `divide-x-*` are
 * logical already (margin-inline / border-inline), so they are allowed. A horizontal translation or
 * gradient is allowed when the same line gives its right-to-left counterpart (`rtl:-translate-x-6`).
 */
const SRC = fileURLToPath(new URL('..', import.meta.url));

/** Physical on purpose: file (from apps/web/src), the exact token, and why. */
const ALLOWED: { file: string; token: string; why: string }[] = [
  // The availability dot is centred under the day's number: the same in either direction.
  { file: 'features/attractions/availability-calendar.tsx', token: 'left-1/2', why: 'centred' },
  {
    file: 'features/attractions/availability-calendar.tsx',
    token: '-translate-x-1/2',
    why: 'centred',
  },
  // The map is a picture of the world, not mirrored in RTL; its credit stays in its corner.
  { file: 'features/itinerary-planner/day-map.tsx', token: 'right-2', why: 'map attribution' },
];

const VARIANTS = String.raw`(?:[\w[\]@&*=>~().#%-]+:)*!?`;
const VALUE = String.raw`[\w./[\]%()-]+`;
/** Physical Tailwind utilities, with any variants: `md:pl-4`, `-ml-2`, `focus:left-4`. */
const PHYSICAL_UTILITY = new RegExp(
  String.raw`(?<![\w/.$-])${VARIANTS}-?(?:` +
    [
      String.raw`(?:m[lr]|p[lr]|left|right|scroll-m[lr]|scroll-p[lr]|translate-x)-${VALUE}`,
      String.raw`(?:border-[lr]|rounded-(?:[lr]|tl|tr|bl|br))(?:-${VALUE})?`,
      '(?:text|float|clear)-(?:left|right)',
      'bg-(?:gradient|linear)-to-(?:[lr]|tl|tr|bl|br)',
      'origin-(?:top-|bottom-)?(?:left|right)',
      'bg-(?:left|right)(?:-top|-bottom)?',
      String.raw`\[(?:margin|padding|border|scroll-margin|scroll-padding)-(?:left|right)[:-]${VALUE}`,
      String.raw`\[(?:left|right|float|text-align):${VALUE}`,
      String.raw`\[transform:translateX\(${VALUE}`,
      // A gradient or position given as an arbitrary value: `bg-[radial-gradient(ellipse_at_top_right,…)]`.
      String.raw`bg-\[[^\s"'\`]*(?:left|right)[^\s"'\`]*`,
    ].join('|') +
    String.raw`)(?![\w-])`,
  'g',
);
/** Physical CSS properties and values, in .css files. */
const PHYSICAL_CSS =
  /(?<![\w-])(?:(?:margin|padding|border|scroll-margin|scroll-padding)-(?:left|right)(?:-[a-z]+)?|border-(?:top|bottom)-(?:left|right)-radius|left|right)\s*:|(?:text-align|float|clear)\s*:\s*(?:left|right)\b|translateX\(/g;
/** The same in React style objects. */
const PHYSICAL_STYLE =
  /\b(?:margin|padding|border|scrollMargin|scrollPadding)(?:Left|Right)\w*\s*:|\b(?:textAlign|float|clear)\s*:\s*['"](?:left|right)['"]|style=\{\{[^}]*\b(?:left|right)\s*:/g;

/** A translation or gradient whose right-to-left counterpart is on the same line. */
function hasRtlCounterpart(token: string, line: string): boolean {
  if (/(?:^|:)rtl:/.test(token)) return true;
  if (/translate-x-/.test(token)) return /rtl:-?translate-x-/.test(line);
  if (/bg-(?:gradient|linear)-to-/.test(token)) return /rtl:bg-(?:gradient|linear)-to-/.test(line);
  if (/\[transform:translateX/.test(token)) return /rtl:\[transform:translateX/.test(line);
  if (/bg-\[/.test(token)) return /rtl:bg-\[/.test(line);
  return false;
}

function isComment(line: string): boolean {
  return /^\s*(?:\/\/|\/\*|\*|\{\/\*)/.test(line);
}

/** Each physical direction on a line of a file: Tailwind classes, CSS, style objects. */
export function physicalOn(line: string, css: boolean): string[] {
  if (isComment(line)) return [];
  const found = [...line.matchAll(PHYSICAL_UTILITY)]
    .map((m) => m[0])
    .filter((token) => !hasRtlCounterpart(token, line));
  const properties = css ? PHYSICAL_CSS : PHYSICAL_STYLE;
  // `@apply` lines are Tailwind classes; other CSS lines are properties.
  if (!css || !/@apply/.test(line)) {
    for (const m of line.matchAll(properties)) {
      if (!(css && /translateX/.test(m[0]) && /:dir\(rtl\)|\[dir=/.test(line))) found.push(m[0]);
    }
  }
  return found;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(?:tsx?|css)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('logical CSS (right-to-left readiness)', () => {
  it('finds the physical forms it is meant to forbid', () => {
    const tsx = (line: string) => physicalOn(line, false);
    expect(tsx('className="mb-2 md:ml-4 -mr-1 pl-4 hover:pr-2"')).toEqual([
      'md:ml-4',
      '-mr-1',
      'pl-4',
      'hover:pr-2',
    ]);
    expect(tsx('"absolute left-0 focus:right-4 top-0 text-left sm:text-right"')).toEqual([
      'left-0',
      'focus:right-4',
      'text-left',
      'sm:text-right',
    ]);
    expect(
      tsx('"border-l-2 border-r rounded-tl-lg rounded-r float-left bg-linear-to-r"'),
    ).toHaveLength(6);
    expect(tsx("'translate-x-6'")).toEqual(['translate-x-6']);
    expect(tsx("'[margin-left:3px] [left:2px]'")).toHaveLength(2);
    expect(tsx('"bg-[radial-gradient(ellipse_at_top_right,red,transparent)]"')).toHaveLength(1);
    expect(tsx('<div style={{ marginLeft: 4 }} />')).toEqual(['marginLeft:']);
    expect(tsx('<div style={{ top: 0, left: 4 }} />')).toHaveLength(1);
    expect(physicalOn('  margin-left: 4px;', true)).toEqual(['margin-left:']);
    expect(physicalOn('  text-align: right;', true)).toHaveLength(1);
    expect(physicalOn('  left: 0;', true)).toHaveLength(1);
  });

  it('lets the logical forms and right-to-left counterparts through', () => {
    const tsx = (line: string) => physicalOn(line, false);
    expect(
      tsx('"ms-2 me-2 ps-4 pe-4 start-0 end-3 text-start text-end border-s-2 rounded-ss-lg"'),
    ).toEqual([]);
    expect(tsx('"space-x-2 divide-x inset-x-0 px-4 mx-auto text-center justify-end"')).toEqual([]);
    expect(
      tsx("visiting ? 'translate-x-6 rtl:-translate-x-6' : 'translate-x-1 rtl:-translate-x-1'"),
    ).toEqual([]);
    expect(tsx('"bg-gradient-to-br rtl:bg-gradient-to-bl"')).toEqual([]);
    expect(
      tsx('"bg-[linear-gradient(to_right,red,blue)] rtl:bg-[linear-gradient(to_left,red,blue)]"'),
    ).toEqual([]);
    expect(tsx('// the pl-4 of old, left-aligned')).toEqual([]);
    expect(tsx('const view = { left: 0, top: 0 };')).toEqual([]);
    expect(tsx("'data-left bar', percentLeft, rightNow, 'bottom-left'")).toEqual([]);
    expect(physicalOn('  margin-inline-start: 4px; inset-inline-end: 0;', true)).toEqual([]);
    expect(physicalOn('  @apply absolute end-4 top-4;', true)).toEqual([]);
  });

  it('apps/web/src uses no left or right outside its allowlist', () => {
    const offences: string[] = [];
    const used = new Set<(typeof ALLOWED)[number]>();
    for (const path of sourceFiles(SRC)) {
      const file = relative(SRC, path).split('\\').join('/');
      const lines = readFileSync(path, 'utf8').split('\n');
      lines.forEach((line, i) => {
        for (const token of physicalOn(line, path.endsWith('.css'))) {
          const allowed = ALLOWED.find((a) => a.file === file && a.token === token);
          if (allowed) used.add(allowed);
          else offences.push(`${file}:${i + 1}: ${token}`);
        }
      });
    }
    expect(offences, 'use start/end (ms-, ps-, start-, text-start, border-s…) instead').toEqual([]);
    // An allowlist entry whose line is gone would let a new physical use in unnoticed.
    expect(ALLOWED.filter((a) => !used.has(a))).toEqual([]);
  });
});
