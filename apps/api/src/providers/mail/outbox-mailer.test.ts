import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createOutboxMailer } from './outbox-mailer';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('outbox mailer', () => {
  it('writes each message as a real .eml with its attachments, plus a JSON summary', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tern-outbox-'));
    dirs.push(dir);
    const { id } = await createOutboxMailer(dir).send({
      to: 'ana@example.com',
      subject: 'Your Tern eSIM is ready',
      text: 'Plain text',
      html: '<p><img src="cid:esim-qr"></p>',
      attachments: [
        {
          filename: 'qr.png',
          content: Buffer.from('PNGDATA'),
          contentType: 'image/png',
          cid: 'esim-qr',
        },
      ],
    });
    expect(readdirSync(dir).sort()).toEqual([`${id}.eml`, `${id}.json`]);
    const eml = readFileSync(join(dir, `${id}.eml`), 'utf8');
    expect(eml).toContain('To: ana@example.com');
    expect(eml).toContain('Content-Type: image/png');
    expect(eml).toContain('Content-ID: <esim-qr>');
    expect(JSON.parse(readFileSync(join(dir, `${id}.json`), 'utf8'))).toMatchObject({
      id,
      to: 'ana@example.com',
      subject: 'Your Tern eSIM is ready',
    });
  });
});
