import type { Mailer, MailMessage } from './mailer';

/** Keeps messages in memory, for tests that read what was sent. */
export function createMemoryMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    sent,
    async send(message) {
      sent.push(message);
      return { id: `memory-${sent.length}` };
    },
  };
}
