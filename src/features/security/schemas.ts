import '../../lib/zod-jitless';
import { z } from 'zod/mini';
import { phoneDigitsSchema } from '../../lib/phone-number';

/**
 * Form rules of the password screens. Messages are keys of the `security` namespace. Limits follow
 * the contract: login passwords 6-64 characters, withdrawal passwords 6 digits, codes 6 digits,
 * phone numbers 10-15 digits.
 */
const PASSWORD_MIN = 6;
const PASSWORD_MAX = 64;

const newPassword = z
  .string()
  .check(
    z.minLength(1, 'validation.newRequired'),
    z.minLength(PASSWORD_MIN, 'validation.passwordMin'),
    z.maxLength(PASSWORD_MAX, 'validation.passwordMax'),
  );
const repeat = z.string().check(z.minLength(1, 'validation.repeatRequired'));
const matches = <T extends { repeat: string }>(field: keyof T) => ({
  check: (values: T) => values.repeat === '' || values[field] === values.repeat,
  params: { path: ['repeat'], message: 'validation.mismatch' },
});

const loginMatch = matches<{ newPassword: string; repeat: string }>('newPassword');
export const changePasswordSchema = z
  .object({
    oldPassword: z
      .string()
      .check(z.minLength(1, 'validation.oldRequired'), z.maxLength(PASSWORD_MAX, 'validation.passwordMax')),
    newPassword,
    repeat,
  })
  .check(
    z.refine(loginMatch.check, loginMatch.params),
    z.refine((values) => values.oldPassword === '' || values.newPassword !== values.oldPassword, {
      path: ['newPassword'],
      message: 'validation.sameAsOld',
    }),
  );
export type ChangePasswordValues = z.output<typeof changePasswordSchema>;

const payPassword = z
  .string()
  .check(z.minLength(1, 'validation.newRequired'), z.regex(/^\d{6}$/, 'validation.payDigits'));
const payMatch = matches<{ newPassword: string; repeat: string }>('newPassword');
/** With `hasOld` the current withdrawal password is required too. */
export const payPasswordSchema = (hasOld: boolean) =>
  z
    .object({
      oldPassword: hasOld
        ? z.string().check(z.minLength(1, 'validation.oldRequired'), z.maxLength(32, 'validation.passwordMax'))
        : z.string(),
      newPassword: payPassword,
      repeat,
    })
    .check(z.refine(payMatch.check, payMatch.params));
export type PayPasswordValues = z.output<ReturnType<typeof payPasswordSchema>>;

/** The phone number password recovery sends its code to. */
export const phoneSchema = phoneDigitsSchema;

const recoverMatch = matches<{ newPassword: string; repeat: string }>('newPassword');
export const recoverSchema = z
  .object({
    phone: phoneSchema,
    code: z
      .string()
      .check(z.trim(), z.minLength(1, 'validation.codeRequired'), z.regex(/^\d{6}$/, 'validation.codeDigits')),
    newPassword,
    repeat,
  })
  .check(z.refine(recoverMatch.check, recoverMatch.params));
export type RecoverInput = z.input<typeof recoverSchema>;
export type RecoverValues = z.output<typeof recoverSchema>;
