import '../../lib/zod-jitless';
import { z } from 'zod/mini';
import { loginUserBodyPasswordMax, registerUserBodyInviteCodeMax } from '../../api/generated/zod/auth/auth.zod';

/**
 * Form rules of the sign-in and registration screens. Messages are locale keys of the `auth`
 * namespace, translated where they are shown. Limits come from the contract where it has them.
 */
const PHONE_MIN_DIGITS = 10;
const PHONE_MAX_DIGITS = 15;
const PASSWORD_MIN = 6;
const PASSWORD_MAX = Math.min(32, loginUserBodyPasswordMax);

/** People type phone numbers with spaces, dashes or brackets; the provider wants the digits. */
const normalizePhone = (value: string): string => value.replace(/[\s().-]/g, '');

const phone = z.pipe(
  z.pipe(z.string(), z.transform(normalizePhone)),
  z.string().check(
    z.minLength(1, 'validation.phoneRequired'),
    z.regex(/^\+?\d+$/, 'validation.phoneDigits'),
    z.refine((value) => value.replace('+', '').length >= PHONE_MIN_DIGITS, 'validation.phoneMin'),
    z.refine((value) => value.replace('+', '').length <= PHONE_MAX_DIGITS, 'validation.phoneMax'),
  ),
);

export const loginSchema = z.object({
  phone,
  password: z
    .string()
    .check(z.minLength(1, 'validation.passwordRequired'), z.maxLength(PASSWORD_MAX, 'validation.passwordMax')),
});
export type LoginFormInput = z.input<typeof loginSchema>;
export type LoginFormValues = z.output<typeof loginSchema>;

export const registerSchema = z
  .object({
    phone,
    password: z
      .string()
      .check(
        z.minLength(1, 'validation.passwordRequired'),
        z.minLength(PASSWORD_MIN, 'validation.passwordMin'),
        z.maxLength(PASSWORD_MAX, 'validation.passwordMax'),
      ),
    confirmPassword: z.string().check(z.minLength(1, 'validation.repeatRequired')),
    inviteCode: z
      .string()
      .check(
        z.trim(),
        z.maxLength(registerUserBodyInviteCodeMax, 'validation.inviteCodeFormat'),
        z.regex(/^[A-Za-z0-9]*$/, 'validation.inviteCodeFormat'),
      ),
    agree: z.boolean().check(z.refine(Boolean, 'validation.agreeRequired')),
  })
  .check(
    z.refine((values) => values.confirmPassword === '' || values.password === values.confirmPassword, {
      path: ['confirmPassword'],
      message: 'validation.mismatch',
    }),
  );
export type RegisterFormInput = z.input<typeof registerSchema>;
export type RegisterFormValues = z.output<typeof registerSchema>;
