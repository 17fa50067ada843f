import { z } from 'zod';
import { aliasLength, aliasPattern, emailMaxLength, emailPattern, passwordLength } from './account-rules.ts';

export const aliasSchema = z
  .string()
  .trim()
  .min(aliasLength.min, `alias must have at least ${aliasLength.min} characters`)
  .max(aliasLength.max, `alias must have at most ${aliasLength.max} characters`)
  .regex(aliasPattern, 'alias may contain only letters, digits, "_", "." and "-"');

export const emailSchema = z
  .string()
  .trim()
  .max(emailMaxLength, 'e-mail address is too long')
  .regex(emailPattern, 'must be a valid e-mail address')
  .transform((email) => email.toLowerCase());

export const registerBodySchema = z.object({ email: emailSchema, alias: aliasSchema });
export type RegisterBody = z.infer<typeof registerBodySchema>;

/** Codes are typed by people: case, spaces and dashes do not matter. */
export const codeSchema = z
  .string()
  .max(64, 'code is too long')
  .transform((code) => code.replace(/[\s-]/g, '').toUpperCase())
  .pipe(z.string().min(1, 'code is missing'));
export const codeParamsSchema = z.object({ code: codeSchema });
/**
 * With the address the code was mailed to, wrong tries count against that one code (it dies after
 * five). Without it (the spec's own call) the code alone is looked up; those codes are long and
 * the server's failed look-ups are budgeted, so guessing stays hopeless either way.
 */
export const codeQuerySchema = z.object({ email: emailSchema.optional() });
export const recoverBeginParamsSchema = z.object({ email: emailSchema });

/** "Auf neuem Gerät anmelden": `PUT /auth/device/{email}/begin` mails a code. */
export const deviceBeginParamsSchema = z.object({ email: emailSchema });
/** `POST /auth/device/finish`: the code with its address → a new session; other sessions stay. */
export const deviceFinishBodySchema = z.object({ email: emailSchema, code: codeSchema });
export type DeviceFinishBody = z.input<typeof deviceFinishBodySchema>;

export const publicUserSchema = z.object({
  id: z.uuid(),
  alias: z.string(),
  email: z.string(),
});
export const userWithPasskeySchema = publicUserSchema.extend({ passkey: z.string() });
export type UserWithPasskey = z.infer<typeof userWithPasskeySchema>;

export const activatedResponseSchema = z.object({ message: z.literal('activated'), user: userWithPasskeySchema });
export const recoveredResponseSchema = z.object({ message: z.literal('recovered'), user: userWithPasskeySchema });

/** Password login, the alternative to the `X-User-ID` + `X-User-Passkey` headers. */
export const passwordLoginBodySchema = z.object({
  login: z.string().trim().min(1, 'alias or e-mail is missing').max(254),
  password: z.string().min(1, 'password is missing').max(200),
});

/** `exp` is the access token's expiry in milliseconds since the Unix epoch. */
export const sessionTokensSchema = z.object({
  accessToken: z.string(),
  exp: z.number().int().positive(),
  refreshToken: z.string(),
});
export type SessionTokens = z.infer<typeof sessionTokensSchema>;
export const loginResponseSchema = sessionTokensSchema.extend({ message: z.literal('logged in') });

export const refreshQuerySchema = z.object({ rtk: z.string().min(1, 'refresh token (rtk) is missing').max(200) });

export const meResponseSchema = publicUserSchema.extend({
  /** The spec's client shows "logged in as {username}"; it is the alias. */
  username: z.string(),
  hasPassword: z.boolean(),
});
export type Me = z.infer<typeof meResponseSchema>;

export const minPasswordLength = passwordLength.min;
export const changePasswordBodySchema = z.object({
  password: z
    .string()
    .min(passwordLength.min, `password must have at least ${passwordLength.min} characters`)
    .max(passwordLength.max, `password must have at most ${passwordLength.max} characters`),
  /** The proof: the current password, or a code mailed now (`POST /users/@me/codes`). */
  oldPassword: z.string().max(200).optional(),
  code: codeSchema.optional(),
});
export type ChangePasswordBody = z.input<typeof changePasswordBodySchema>;

/** Codes a logged-in user can have mailed: to set or change the password, or to delete the account. */
export const accountCodePurposes = ['password', 'delete_account'] as const;
export type AccountCodePurpose = (typeof accountCodePurposes)[number];
export const requestCodeBodySchema = z.object({ purpose: z.enum(accountCodePurposes) });
export const deleteAccountBodySchema = z.object({ code: codeSchema });
