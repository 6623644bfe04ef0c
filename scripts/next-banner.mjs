// @ts-check
// `next start` opens with its own banner, naming the private loopback port it listens on
// ("▲ Next.js …", "- Local: http://localhost:<port>"). A newcomer who opened that address would
// get pages without the front server's headers and guards, so `npm start` passes Next's output
// on without those lines; anything else Next prints (errors and warnings go to stderr) passes.

import { Transform } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { stripVTControlCharacters } from 'node:util';

/** next/dist/server/lib/app-info-log.js and start-server.js, Next 16. */
const BANNER = [
  /^▲ Next\.js \d/,
  /^- (Local|Network|Debugger port|Environments):/,
  /^- (Cache Components enabled|Partial Prefetching enabled)$/,
  /^✓ (Starting\.\.\.|Ready in \d|Running next\.config\.\w+ took \d)/,
];
const EXPERIMENTS = /^- Experiments \(use with caution\):$/;
const EXPERIMENT = /^\s+[✓⨯·?] /;

/** A stream stage for Next's stdout: every line but the banner's. */
export function withoutNextBanner() {
  const decoder = new StringDecoder('utf8');
  let partial = '';
  let inExperiments = false;
  /** @param {string} line */
  const isBanner = (line) => {
    const plain = stripVTControlCharacters(line);
    if (inExperiments && EXPERIMENT.test(plain)) return true;
    inExperiments = EXPERIMENTS.test(plain.trim());
    return inExperiments || BANNER.some((pattern) => pattern.test(plain.trim()));
  };
  /** @param {string[]} lines */
  const kept = (lines) =>
    lines
      .filter((line) => !isBanner(line))
      .map((line) => `${line}\n`)
      .join('');
  return new Transform({
    transform(chunk, _encoding, callback) {
      const lines = (partial + decoder.write(chunk)).split('\n');
      partial = lines.pop() ?? '';
      callback(null, kept(lines));
    },
    flush(callback) {
      const rest = partial + decoder.end();
      callback(null, rest && kept([rest]).slice(0, -1));
    },
  });
}
