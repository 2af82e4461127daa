import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardLast4, maskCard } from './card';

describe('card numbers on screen', () => {
  it('show the last 4 digits only', () => {
    expect(maskCard('19036728451011')).toBe('•••• 1011');
    expect(maskCard('4111 1111 1111 1234')).toBe('•••• 1234');
    expect(maskCard('123')).toBe('••••');
    expect(maskCard('')).toBe('');
    expect(maskCard(null)).toBe('');
    expect(cardLast4('0071001234567')).toBe('4567');
  });

  it('never show more than 4 of the digits, whatever the number', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{5,19}$/), (number) => {
        const shown = maskCard(number);
        expect(shown.replace(/\D/g, '')).toBe(number.slice(-4));
      }),
    );
  });
});
