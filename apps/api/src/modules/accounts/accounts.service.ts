import { type Locale, type PublicUser, type Transport, toE164 } from '@tern/contracts';
import { countryOfE164 } from '@tern/contracts/phone';
import type { Database } from '../../db/client';
import { ApiError } from '../../plugins/errors';
import type { Mailer } from '../../providers/mail/mailer';
import * as repo from './accounts.repository';
import { loginCodeEmail } from './login-code-email';
import {
  hashLoginCode,
  hashSessionToken,
  newLoginCode,
  newSessionToken,
  sameHash,
} from './session-tokens';

const CODE_TTL_SECONDS = 10 * 60;
const MAX_GUESSES = 5;
const HOUR_MS = 3_600_000;
/**
 * Code limits count per (e-mail, requesting address) and per address, never per e-mail alone: a
 * stranger who knows an e-mail uses up only their own quota, and the owner can always ask for a
 * fresh code, which replaces a locked one (issue 9). The per-address cap bounds mailbox flooding.
 */
const MAX_CODES_PER_EMAIL_AND_ADDRESS = 5;
const MAX_CODES_PER_ADDRESS = 20;

export interface AccountsDeps {
  db: Database;
  mailer: Mailer;
  authSecret: string;
  sessionDays: number;
  /** Moves a guest's orders to the account that signs in with the same e-mail. */
  onAccountSignIn?: (account: { id: string; email: string }) => Promise<void>;
}

export const toPublicUser = (u: repo.UserRow): PublicUser => ({
  id: u.id,
  fullName: u.fullName,
  email: u.email,
  phoneNumber: u.phoneNumber,
  country: u.phoneNumber ? countryOfE164(u.phoneNumber) : null,
  isGuest: u.isGuest,
  role: u.role,
});

export function createAccountsService(deps: AccountsDeps) {
  const { db } = deps;

  async function startSession(userId: string, transport: Transport) {
    const token = newSessionToken();
    const expiresAt = new Date(Date.now() + deps.sessionDays * 86_400_000);
    await repo.insertSession(db, {
      userId,
      tokenHash: hashSessionToken(token),
      transport,
      expiresAt,
    });
    return { token, expiresAt };
  }

  return {
    /** Spec §6: the promo form and checkout log a traveller in as a guest with what they typed. */
    async guestLogin(
      input: {
        fullName: string;
        email: string;
        countryCode: string;
        phoneNumber: string;
      },
      transport: Transport,
    ) {
      const phoneNumber = toE164(input.countryCode, input.phoneNumber);
      if (!phoneNumber) throw new ApiError(400, 'INVALID_PHONE', 'Invalid phone number');
      const user = await repo.insertGuest(db, {
        email: input.email,
        fullName: input.fullName,
        phoneNumber,
      });
      const session = await startSession(user.id, transport);
      return { user: toPublicUser(user), ...session };
    },

    /** Always the same answer, whether or not an account exists: no e-mail enumeration. */
    async requestLoginCode(email: string, requestedBy: string, locale: Locale) {
      const since = new Date(Date.now() - HOUR_MS);
      const mine = await repo.recentCodes(db, { email, requestedBy }, since);
      const fromHere = await repo.recentCodes(db, { requestedBy }, since);
      const over =
        mine.n >= MAX_CODES_PER_EMAIL_AND_ADDRESS
          ? { ...mine, what: `${MAX_CODES_PER_EMAIL_AND_ADDRESS} codes for this e-mail` }
          : fromHere.n >= MAX_CODES_PER_ADDRESS
            ? { ...fromHere, what: `${MAX_CODES_PER_ADDRESS} codes from this network` }
            : undefined;
      if (over) {
        const retryAt = new Date((over.oldest?.getTime() ?? Date.now()) + HOUR_MS);
        const minutes = Math.max(1, Math.ceil((retryAt.getTime() - Date.now()) / 60_000));
        throw new ApiError(
          429,
          'TOO_MANY_CODES',
          `${over.what} were asked for in the last hour. You can ask again in ${minutes} minute${minutes === 1 ? '' : 's'} (at ${retryAt.toISOString().slice(11, 16)} UTC); a code already sent still works.`,
          { retryAt: retryAt.toISOString() },
        );
      }
      const code = newLoginCode();
      await repo.insertLoginCode(db, {
        email,
        codeHash: hashLoginCode(deps.authSecret, email, code),
        expiresAt: new Date(Date.now() + CODE_TTL_SECONDS * 1000),
        requestedBy,
        locale,
      });
      await deps.mailer.send(loginCodeEmail(email, code, CODE_TTL_SECONDS / 60, locale));
      return { sent: true as const, expiresInSeconds: CODE_TTL_SECONDS };
    },

    /**
     * carryFrom: the guest session this browser already had. Only its details (typed by whoever
     * now proved they own the e-mail) may fill the account's empty name and phone; any other
     * guest profile under the e-mail is unverified and never touches the account (issue 9).
     */
    async verifyLoginCode(
      email: string,
      code: string,
      transport: Transport,
      carryFrom?: repo.UserRow,
    ) {
      const active = await repo.findActiveCode(db, email);
      const invalid = new ApiError(
        400,
        'INVALID_CODE',
        'That code is wrong or has expired. Check the e-mail or ask for a new code.',
      );
      if (!active) throw invalid;
      // Count the guess before checking it, atomically, so parallel guesses cannot exceed five.
      const attempts = await repo.recordGuess(db, active.id);
      if (attempts === null) throw invalid;
      if (attempts > MAX_GUESSES) {
        throw new ApiError(
          429,
          'CODE_LOCKED',
          'This code was guessed wrongly 5 times, so it no longer works. Ask for a new code: it replaces this one and works at once.',
        );
      }
      if (!sameHash(hashLoginCode(deps.authSecret, email, code), active.codeHash)) throw invalid;
      if (!(await repo.consumeCode(db, active.id))) throw invalid;

      const account = await repo.upsertAccount(db, email);
      // Only a used code speaks for the owner: a stranger asking in another language changes nothing.
      await repo.rememberLocale(db, account.id, active.locale);
      if (carryFrom?.isGuest && carryFrom.email === email) {
        await repo.fillAccountProfile(db, account.id, carryFrom);
      }
      await deps.onAccountSignIn?.({ id: account.id, email });
      const session = await startSession(account.id, transport);
      // Re-read: the profile may just have been filled from the guest details.
      const fresh = await repo.upsertAccount(db, email);
      return { user: toPublicUser(fresh), ...session };
    },

    async userForToken(token: string) {
      return repo.findUserBySessionHash(db, hashSessionToken(token));
    },

    signOut: (sessionId: string) => repo.revokeSession(db, sessionId),
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
