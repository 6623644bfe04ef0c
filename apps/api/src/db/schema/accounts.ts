import { LOCALES, type Locale, ROLES, type Role } from '@tern/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { oneOf } from './one-of';

/**
 * A traveller. Guests (created by the guest login, never verified) may share an e-mail with each
 * other and with one verified account; signing in with a code to that e-mail joins their orders
 * to the account (accounts.service).
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lowercased and trimmed. */
    email: text('email').notNull(),
    fullName: text('full_name'),
    /** E.164, e.g. +84912345678; parsed and validated with libphonenumber-js. */
    phoneNumber: text('phone_number'),
    isGuest: boolean('is_guest').notNull(),
    /** traveller, or admin (the back office): granted by ADMIN_EMAILS or `npm run admin`, never the web. */
    role: text('role').$type<Role>().notNull().default('traveller'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** The language the traveller last used (an order, a verified sign-in): later e-mails use it. */
    locale: text('locale').$type<Locale>().notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_account_email').on(table.email).where(sql`not ${table.isGuest}`),
    index('users_email').on(table.email),
    check('users_role_known', oneOf(table.role, ROLES)),
    check('users_locale_known', oneOf(table.locale, LOCALES)),
  ],
);

/** An opaque session token (256 bits) is given out once; only its SHA-256 is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    /** cookie (web) or bearer (apps). */
    transport: text('transport').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('sessions_user').on(table.userId)],
);

/** One-time sign-in codes: HMAC of the code, 10 minutes, single use, at most 5 guesses. */
export const loginCodes = pgTable(
  'login_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The address that asked for the code. Limits count per (e-mail, address) and per address, so a
     * stranger who knows an e-mail cannot use up its owner's codes (issue 9).
     */
    requestedBy: text('requested_by'),
    /** The language it was asked in: its e-mail's, and the account's once the code is used. */
    locale: text('locale').$type<Locale>().notNull().default('en'),
  },
  (table) => [
    index('login_codes_email').on(table.email, table.createdAt),
    index('login_codes_requested_by').on(table.requestedBy, table.createdAt),
    check('login_codes_locale_known', oneOf(table.locale, LOCALES)),
  ],
);
