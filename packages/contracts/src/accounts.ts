import { z } from 'zod';
import { LocaleSchema, plainText } from './common';
import { toE164 } from './phone';

export { toE164 };

export const EmailSchema = z
  .string()
  .trim()
  .max(254, { error: 'email must be at most 254 characters' })
  .pipe(z.email({ error: 'email must be a valid e-mail address' }))
  .transform((email) => email.toLowerCase());

/** A calling code as the spec's forms split it: "+84", "84". */
const CallingCodeSchema = z
  .string()
  .trim()
  .regex(/^\+?\d{1,4}$/, { error: 'countryCode must be a calling code such as +84' });

/** Admins run the back office; the role is never granted from the web (ADMIN_EMAILS, npm run admin). */
export const ROLES = ['traveller', 'admin'] as const;
export const RoleSchema = z.enum(ROLES);
export type Role = z.infer<typeof RoleSchema>;

export const PublicUserSchema = z.object({
  id: z.string().uuid(),
  fullName: z.string().nullable(),
  email: z.string(),
  phoneNumber: z.string().nullable().describe('E.164'),
  country: z
    .string()
    .length(2)
    .nullable()
    .describe('ISO 3166-1 alpha-2 of the phone number: the country on the account, if any'),
  isGuest: z.boolean(),
  role: RoleSchema,
});
export type PublicUser = z.infer<typeof PublicUserSchema>;

/** How a client holds its session: the web in an httpOnly cookie, apps as a bearer token. */
export const TransportSchema = z.enum(['cookie', 'bearer'], {
  error: 'transport must be cookie or bearer',
});
export type Transport = z.infer<typeof TransportSchema>;

export const SessionResponseSchema = z.object({
  data: z.object({
    accessToken: z
      .string()
      .optional()
      .describe(
        'Bearer token, only for transport=bearer (apps). A cookie client never sees its token: it is in an httpOnly cookie, out of reach of page scripts',
      ),
    user: PublicUserSchema,
  }),
});
export type SessionResponse = z.infer<typeof SessionResponseSchema>;

/** Spec §6/§7 guest login. isEmailVerified is accepted for compatibility and never trusted. */
export const GuestLoginBodySchema = z
  .object({
    fullName: plainText('fullName').trim().min(1, { error: 'fullName is required' }).max(100),
    email: EmailSchema,
    countryCode: CallingCodeSchema,
    phoneNumber: z.string().trim().min(4, { error: 'phoneNumber is too short' }).max(20),
    deviceType: z.enum(['web', 'ios', 'android'], {
      error: 'deviceType must be web, ios or android',
    }),
    deviceToken: z.string().max(512).optional(),
    isEmailVerified: z.boolean().optional(),
    transport: TransportSchema.optional().describe(
      'Default: cookie for deviceType web, bearer for the apps',
    ),
  })
  .refine((body) => toE164(body.countryCode, body.phoneNumber) !== null, {
    error: 'Invalid phone number',
    path: ['phoneNumber'],
  });

export const LoginCodeRequestBodySchema = z.object({
  email: EmailSchema,
  locale: LocaleSchema.describe(
    'Language the code e-mail is written in; the account keeps it for later e-mails once signed in',
  ),
});
export const LoginCodeRequestResponseSchema = z.object({
  data: z.object({ sent: z.literal(true), expiresInSeconds: z.number().int() }),
});

export const LoginCodeVerifyBodySchema = z.object({
  email: EmailSchema,
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, { error: 'code must be the 6 digits from the e-mail' }),
  /** Apps ask for a bearer token; the web keeps the cookie. */
  transport: TransportSchema.default('cookie'),
});

export const MeResponseSchema = z.object({ data: z.object({ user: PublicUserSchema }) });
export const SignOutResponseSchema = z.object({ data: z.object({ signedOut: z.literal(true) }) });
