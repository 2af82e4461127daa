import { describe, expect, it } from 'vitest';
import { advancedSchema, realNameSchema } from './schemas';

const issues = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.success ? [] : (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}:${issue.message}`);

const valid = {
  type: '1',
  fullname: 'Nguyen Minh Anh',
  cardid: '079203004512',
  front_img: '/uploads/files/f.svg',
  back_img: '/uploads/files/b.svg',
};

describe('identity verification rules', () => {
  it('real-name: a phone number of 10 to 15 digits', () => {
    expect(realNameSchema.parse({ phone: '090 123 4567' })).toEqual({ phone: '0901234567' });
    expect(issues(realNameSchema.safeParse({ phone: '' }))[0]).toBe('phone:validation.phoneRequired');
    expect(issues(realNameSchema.safeParse({ phone: '090123456' }))).toEqual(['phone:validation.phoneMin']);
  });

  it('advanced: ID card, passport or driver licence, a name, an ID number and both images', () => {
    for (const type of ['1', '2', '3']) expect(issues(advancedSchema.safeParse({ ...valid, type }))).toEqual([]);
    expect(issues(advancedSchema.safeParse({ ...valid, type: '4' }))).toEqual(['type:validation.typeRequired']);
    expect(
      issues(advancedSchema.safeParse({ type: '1', fullname: ' ', cardid: '', front_img: '', back_img: '' })),
    ).toEqual([
      'fullname:validation.nameRequired',
      'fullname:validation.nameLength',
      'cardid:validation.idRequired',
      'cardid:validation.idFormat',
      'front_img:validation.frontRequired',
      'back_img:validation.backRequired',
    ]);
    expect(issues(advancedSchema.safeParse({ ...valid, fullname: 'A' }))).toEqual(['fullname:validation.nameLength']);
    expect(issues(advancedSchema.safeParse({ ...valid, cardid: '12 3' }))).toEqual(['cardid:validation.idFormat']);
    expect(issues(advancedSchema.safeParse({ ...valid, cardid: 'x'.repeat(41) }))).toEqual([
      'cardid:validation.idFormat',
    ]);
  });
});
