import { type PublicUser, toE164 } from '@tern/contracts';
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
/** More codes than this per e-mail per hour is someone flooding a mailbox. */
const MAX_CODES_PER_HOUR = 5;

export type Transport = 'cookie' | 'bearer';
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
  isGuest: u.isGuest,
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
    async guestLogin(input: {
      fullName: string;
      email: string;
      countryCode: string;
      phoneNumber: string;
      deviceType: string;
    }) {
      const phoneNumber = toE164(input.countryCode, input.phoneNumber);
      if (!phoneNumber) throw new ApiError(400, 'INVALID_PHONE', 'Invalid phone number');
      const user = await repo.insertGuest(db, {
        email: input.email,
        fullName: input.fullName,
        phoneNumber,
      });
      const session = await startSession(user.id, input.deviceType === 'web' ? 'cookie' : 'bearer');
      return { user: toPublicUser(user), ...session };
    },

    /** Always the same answer, whether or not an account exists: no e-mail enumeration. */
    async requestLoginCode(email: string) {
      const recent = await repo.countRecentCodes(db, email, new Date(Date.now() - 3_600_000));
      if (recent >= MAX_CODES_PER_HOUR) {
        throw new ApiError(
          429,
          'TOO_MANY_CODES',
          'Too many codes were requested for this e-mail. Try again in an hour.',
        );
      }
      const code = newLoginCode();
      await repo.insertLoginCode(db, {
        email,
        codeHash: hashLoginCode(deps.authSecret, email, code),
        expiresAt: new Date(Date.now() + CODE_TTL_SECONDS * 1000),
      });
      await deps.mailer.send(loginCodeEmail(email, code, CODE_TTL_SECONDS / 60));
      return { sent: true as const, expiresInSeconds: CODE_TTL_SECONDS };
    },

    async verifyLoginCode(email: string, code: string, transport: Transport) {
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
        throw new ApiError(429, 'CODE_LOCKED', 'Too many wrong guesses. Ask for a new code.');
      }
      if (!sameHash(hashLoginCode(deps.authSecret, email, code), active.codeHash)) throw invalid;
      if (!(await repo.consumeCode(db, active.id))) throw invalid;

      const account = await repo.upsertAccount(db, email);
      const guest = await repo.latestGuestProfile(db, email);
      if (guest) await repo.fillAccountProfile(db, account.id, guest);
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
