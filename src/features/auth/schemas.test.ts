import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import { loginSchema, registerSchema } from './schemas';

/** Field and message key of each issue, e.g. `phone:validation.phoneMin`. */
const issues = (result: z.util.SafeParseResult<unknown>): string[] =>
  result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);

const signIn = (phone: string) => loginSchema.safeParse({ phone, password: 'Trade@2026' });
const register = (phone: string) =>
  registerSchema.safeParse({
    phone,
    password: 'Trade@2026',
    confirmPassword: 'Trade@2026',
    inviteCode: '',
    agree: true,
  });

describe('the phone number of sign-in and registration', () => {
  it('takes 10 to 15 digits, as typed with spaces, dashes or brackets, sent as digits', () => {
    expect(signIn('090 123-4567')).toMatchObject({ success: true, data: { phone: '0901234567' } });
    expect(signIn('(090) 1234567')).toMatchObject({ success: true, data: { phone: '0901234567' } });
    expect(signIn('+84 901 234 567')).toMatchObject({ success: true, data: { phone: '+84901234567' } });
    expect(signIn('123456789012345').success).toBe(true);
    expect(register('0901234567').success).toBe(true);
  });

  it('refuses 9 digits, with or without the plus sign', () => {
    expect(issues(signIn('090123456'))).toEqual(['phone:validation.phoneMin']);
    expect(issues(signIn('090 123 456'))).toEqual(['phone:validation.phoneMin']);
    // the plus sign is not a digit
    expect(issues(signIn('+849012345'))).toEqual(['phone:validation.phoneMin']);
    expect(issues(register('090123456'))).toEqual(['phone:validation.phoneMin']);
  });

  it('refuses 16 digits, letters and nothing', () => {
    expect(issues(signIn('1234567890123456'))).toEqual(['phone:validation.phoneMax']);
    expect(issues(signIn('09012345ab'))).toContain('phone:validation.phoneDigits');
    expect(issues(signIn(''))[0]).toBe('phone:validation.phoneRequired');
  });
});
