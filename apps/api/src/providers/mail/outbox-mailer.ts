import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { MAIL_FROM, type Mailer } from './mailer';

/**
 * Without SMTP, mail is written to an outbox folder: each message as a real .eml file (the same
 * MIME nodemailer would send) plus a .json summary the dev-only mailbox page lists.
 */
export function createOutboxMailer(outboxDir: string): Mailer {
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    async send(message) {
      const id = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}`;
      const info = await transport.sendMail({ from: MAIL_FROM, ...message });
      await mkdir(outboxDir, { recursive: true });
      await writeFile(join(outboxDir, `${id}.eml`), info.message as Buffer);
      await writeFile(
        join(outboxDir, `${id}.json`),
        JSON.stringify({
          id,
          to: message.to,
          subject: message.subject,
          text: message.text,
          sentAt: new Date().toISOString(),
        }),
      );
      return { id };
    },
  };
}

/** SMTP_URL, e.g. smtps://user:pass@smtp.example.com:465. */
export function createSmtpMailer(smtpUrl: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      const info = await transport.sendMail({ from: MAIL_FROM, ...message });
      return { id: info.messageId };
    },
  };
}
