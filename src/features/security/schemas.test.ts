import { describe, expect, it } from 'vitest';
import { changePasswordSchema, payPasswordSchema, phoneSchema, recoverSchema } from './schemas';

const firstIssue = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.success ? null : result.error?.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);

describe('login password change rules', () => {
  it('needs the old password, a new one of 6-64 characters and a matching repeat', () => {
    expect(
      firstIssue(
        changePasswordSchema.safeParse({ oldPassword: 'Trade@2026', newPassword: 'Trade@2027', repeat: 'Trade@2027' }),
      ),
    ).toBeNull();
    expect(firstIssue(changePasswordSchema.safeParse({ oldPassword: '', newPassword: '', repeat: '' }))).toEqual([
      'oldPassword:validation.oldRequired',
      'newPassword:validation.newRequired',
      'newPassword:validation.passwordMin',
      'repeat:validation.repeatRequired',
    ]);
    expect(
      firstIssue(changePasswordSchema.safeParse({ oldPassword: 'a', newPassword: '12345', repeat: '12345' })),
    ).toEqual(['newPassword:validation.passwordMin']);
    expect(
      firstIssue(
        changePasswordSchema.safeParse({ oldPassword: 'a', newPassword: 'x'.repeat(65), repeat: 'x'.repeat(65) }),
      ),
    ).toEqual(['newPassword:validation.passwordMax']);
    expect(
      firstIssue(changePasswordSchema.safeParse({ oldPassword: 'a', newPassword: 'Secret1', repeat: 'Secret2' })),
    ).toEqual(['repeat:validation.mismatch']);
    expect(
      firstIssue(changePasswordSchema.safeParse({ oldPassword: 'Secret1', newPassword: 'Secret1', repeat: 'Secret1' })),
    ).toEqual(['newPassword:validation.sameAsOld']);
  });
});

describe('withdrawal password rules', () => {
  it('is six digits, repeated; the old one is needed only when one exists', () => {
    expect(
      firstIssue(payPasswordSchema(false).safeParse({ oldPassword: '', newPassword: '246801', repeat: '246801' })),
    ).toBeNull();
    expect(
      firstIssue(payPasswordSchema(true).safeParse({ oldPassword: '', newPassword: '246801', repeat: '246801' })),
    ).toEqual(['oldPassword:validation.oldRequired']);
    for (const bad of ['12345', '1234567', 'abcdef', '12 456', '12345a']) {
      expect(
        firstIssue(payPasswordSchema(false).safeParse({ oldPassword: '', newPassword: bad, repeat: bad })),
        bad,
      ).toEqual(['newPassword:validation.payDigits']);
    }
    expect(
      firstIssue(payPasswordSchema(false).safeParse({ oldPassword: '', newPassword: '246801', repeat: '246802' })),
    ).toEqual(['repeat:validation.mismatch']);
  });
});

describe('password recovery rules', () => {
  it('needs a phone of at least 10 digits, a six-digit code and matching passwords', () => {
    expect(
      recoverSchema.parse({
        phone: '090 123-4567',
        code: ' 482913 ',
        newPassword: 'NewTrade#2026',
        repeat: 'NewTrade#2026',
      }),
    ).toEqual({
      phone: '0901234567',
      code: '482913',
      newPassword: 'NewTrade#2026',
      repeat: 'NewTrade#2026',
    });
    expect(
      firstIssue(
        recoverSchema.safeParse({ phone: '090123456', code: '12345', newPassword: 'abcdef', repeat: 'abcdeg' }),
      ),
    ).toEqual(['phone:validation.phoneMin', 'code:validation.codeDigits', 'repeat:validation.mismatch']);
  });

  it('counts phone digits: 10 to 15', () => {
    for (let n = 1; n <= 17; n += 1) {
      const result = phoneSchema.safeParse('9'.repeat(n));
      expect(result.success, String(n)).toBe(n >= 10 && n <= 15);
    }
    expect(phoneSchema.safeParse('09012345ab').success).toBe(false);
  });
});
