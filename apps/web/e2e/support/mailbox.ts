import type { BrowserContext } from 'playwright-core';

/** The sign-in code last e-mailed to `email`, read from /dev/mailbox as a local developer does. */
export async function mailedSignInCode(
  context: BrowserContext,
  base: string,
  email: string,
): Promise<string> {
  const mailbox = await context.newPage();
  try {
    await mailbox.goto(`${base}/dev/mailbox`);
    const subject = await mailbox
      .getByRole('listitem')
      .filter({ hasText: email })
      .first()
      .textContent();
    const code = subject?.match(/(\d{6}) is your Tern sign-in code/)?.[1];
    if (!code) throw new Error(`no sign-in e-mail for ${email} in the mailbox`);
    return code;
  } finally {
    await mailbox.close();
  }
}
