import type { MailMessage } from '../../providers/mail/mailer';

/** The sign-in e-mail: the code up front, how long it lasts, and what to do if it wasn't you. */
export function loginCodeEmail(to: string, code: string, minutes: number): MailMessage {
  return {
    to,
    subject: `${code} is your Tern sign-in code`,
    text: [
      `Your Tern sign-in code is ${code}.`,
      '',
      `It works once, for the next ${minutes} minutes.`,
      'If you did not ask to sign in, you can ignore this e-mail: nobody can sign in without the code.',
      '',
      'Tern · help@tern.travel',
    ].join('\n'),
    html: `<p>Your Tern sign-in code is</p><p style="font-size:28px;font-weight:700;letter-spacing:4px">${code}</p><p>It works once, for the next ${minutes} minutes.</p><p>If you did not ask to sign in, you can ignore this e-mail: nobody can sign in without the code.</p>`,
  };
}
