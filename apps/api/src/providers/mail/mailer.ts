export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Sends an e-mail; resolves with an id once the message is handed over (or written). */
export interface Mailer {
  send(message: MailMessage): Promise<{ id: string }>;
}

export const MAIL_FROM = 'Tern <hello@tern.travel>';
