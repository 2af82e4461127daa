import { describe, expect, it } from 'vitest';
import { nicknameSchema } from './schemas';

const check = (nickname: string) => {
  const result = nicknameSchema.safeParse({ nickname });
  return result.success ? null : result.error.issues[0]?.message;
};

describe('nickname rule', () => {
  it('accepts 2 to 10 letters of any script or digits, single inner spaces, trimmed', () => {
    for (const ok of [
      'Ab',
      'MinhAnh',
      'Minh Anh',
      'Nguyễn',
      'Nguyễn Vy',
      'トレーダー',
      '트레이더',
      '小明',
      '交易员小明2026',
      'abcdefghij',
      '  Trader7 ',
      '1234567890',
      '王A1',
    ]) {
      expect(check(ok), ok).toBeNull();
    }
    expect(nicknameSchema.parse({ nickname: '  Trader7 ' }).nickname).toBe('Trader7');
    // a decomposed "ễ" is sent composed
    expect(nicknameSchema.parse({ nickname: 'Nguye\u0302\u0303n' }).nickname).toBe('Nguyễn');
  });

  it('refuses an empty, too short or too long nickname', () => {
    expect(check('')).toBe('info.nickname.required');
    expect(check('   ')).toBe('info.nickname.required');
    expect(check('A')).toBe('info.nickname.length');
    expect(check('小')).toBe('info.nickname.length');
    expect(check('abcdefghijk')).toBe('info.nickname.length');
    expect(check('交易员交易员交易员交易')).toBe('info.nickname.length');
  });

  it('refuses other characters', () => {
    for (const bad of ['Minh  Anh', 'Minh Anh!', 'a_b', 'ab!', 'ab😀', 'a-b', 'a\tb']) {
      expect(check(bad), bad).toBe('info.nickname.chars');
    }
  });

  it('counts lengths by character for every length from 1 to 12', () => {
    for (let n = 1; n <= 12; n += 1) {
      const latin = 'a'.repeat(n);
      const han = '字'.repeat(n);
      const expected = n >= 2 && n <= 10 ? null : 'info.nickname.length';
      expect(check(latin)).toBe(expected);
      expect(check(han)).toBe(expected);
    }
  });
});
