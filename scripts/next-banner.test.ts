import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { withoutNextBanner } from './next-banner.mjs';

// What `next start -p 38123 -H localhost` printed (Next 16.4.6), then what a page logged.
const STARTUP = [
  '▲ Next.js 16.4.6',
  '- Local:         http://localhost:38123',
  '- Network:       http://localhost:38123',
  '✓ Ready in 1499ms',
  '✓ Running next.config.ts took 411ms',
];
const LATER = [
  '[api-proxy] GET /api/v1/x failed: TypeError: fetch failed',
  '    at run (x.js:1:1)',
];

async function filter(chunks: (string | Buffer)[]): Promise<string> {
  let out = '';
  for await (const chunk of Readable.from(chunks).pipe(withoutNextBanner())) out += chunk;
  return out;
}

describe('Next’s output under npm start', () => {
  it('loses the banner that names Next’s private port, and keeps everything else', async () => {
    const output = await filter([[...STARTUP, ...LATER].join('\n')]);
    expect(output).toBe(`${LATER.join('\n')}`);
    expect(output).not.toContain('38123');
  });

  it('reads lines split across chunks, characters split across bytes, and colours', async () => {
    const text = `\x1b[1m\x1b[35m${STARTUP.join('\n')}\x1b[39m\x1b[22m\nkept\n`;
    const bytes = Buffer.from(text, 'utf8');
    for (let cut = 1; cut < bytes.length; cut += 7) {
      expect(await filter([bytes.subarray(0, cut), bytes.subarray(cut)]), `cut at ${cut}`).toBe(
        'kept\n',
      );
    }
  });

  it('drops the experiments Next lists, and an older Next’s indented banner', async () => {
    const output = await filter([
      '   ▲ Next.js 15.5.0\n   - Local:        http://localhost:3001\n',
      '- Experiments (use with caution):\n  ✓ viewTransition\n  · staleTimes: 30\n',
      ' ✓ Starting...\n ✓ Ready in 300ms\nListening\n',
    ]);
    expect(output).toBe('Listening\n');
  });
});
