export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Inline images are referenced from the HTML as cid:<cid>. */
  attachments?: { filename: string; content: Buffer; contentType: string; cid?: string }[];
}

/** Sends an e-mail; resolves with an id once the message is handed over (or written). */
export interface Mailer {
  send(message: MailMessage): Promise<{ id: string }>;
}

export const MAIL_FROM = 'Tern <hello@tern.travel>';
