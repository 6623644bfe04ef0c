import type { PromoSubmissionRequest } from '@tern/contracts';
import { isApiError, serverMessageOf } from '@/lib/api/api-error';
import { submitPromoForm } from '@/lib/api/browser/promotions';
import { getBrowserSessionUser } from '@/lib/session/browser-session-user';
import type { GuestDetails } from '@/lib/session/guest-login';
import { signInAsGuest } from '@/lib/session/guest-sign-in';

export type SubmitOutcome =
  | { kind: 'submitted'; orderId: string }
  | {
      kind: 'failed';
      /** The server's message, or null (then 'Error submitting form. Please try again.'). */
      message: string | null;
      /** The API's own field errors (400 VALIDATION_FAILED details.fields), by field id. */
      fieldErrors: Record<string, string>;
    };

/**
 * Spec §6: a traveller signed in with an account submits as themselves; anyone else (no session,
 * or a guest session) is first logged in as a guest with what the form says.
 */
async function submitterId(guest: GuestDetails): Promise<string> {
  const user = await getBrowserSessionUser();
  if (user && !user.isGuest) return user.id;
  return (await signInAsGuest(guest)).id;
}

function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!isApiError(error) || error.code !== 'VALIDATION_FAILED') return {};
  const fields = (error.details as { fields?: unknown } | undefined)?.fields;
  if (!fields || typeof fields !== 'object') return {};
  return Object.fromEntries(
    Object.entries(fields).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

/** Submits a checked partner form: the guest login when needed, then the submission (spec §7). */
export async function submitPartnerForm(
  body: (userId: string) => PromoSubmissionRequest,
  guest: GuestDetails,
): Promise<SubmitOutcome> {
  try {
    const { orderId } = await submitPromoForm(body(await submitterId(guest)));
    return { kind: 'submitted', orderId };
  } catch (error) {
    console.error('[promo] form submission failed', error);
    return { kind: 'failed', message: serverMessageOf(error), fieldErrors: fieldErrorsOf(error) };
  }
}
