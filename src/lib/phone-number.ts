import './zod-jitless';
import { z } from 'zod/mini';

/** People type phone numbers with spaces, dashes, brackets or a plus sign; the provider wants the digits. */
const digitsOnly = (value: string): string => value.replace(/[\s().+-]/g, '');

/**
 * A phone number the provider takes as 10 to 15 digits, as typed with spaces, dashes, brackets or a
 * plus sign, and sent as its digits (identity verification, password recovery). Its messages are keys
 * of the namespace of the screen that asks: `validation.phoneRequired`, `validation.phoneDigits`,
 * `validation.phoneMin` and `validation.phoneMax`.
 */
export const phoneDigitsSchema = z.pipe(
  z.pipe(z.string(), z.transform(digitsOnly)),
  z
    .string()
    .check(
      z.minLength(1, 'validation.phoneRequired'),
      z.regex(/^\d+$/, 'validation.phoneDigits'),
      z.minLength(10, 'validation.phoneMin'),
      z.maxLength(15, 'validation.phoneMax'),
    ),
);
