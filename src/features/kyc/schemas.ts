import '../../lib/zod-jitless';
import { z } from 'zod/mini';
import { phoneDigitsSchema } from '../../lib/phone-number';

/** Form rules of the verification screens; messages are keys of the `kyc` namespace. */
export const realNameSchema = z.object({ phone: phoneDigitsSchema });
export type RealNameInput = z.input<typeof realNameSchema>;
export type RealNameValues = z.output<typeof realNameSchema>;

/** '1' ID card, '2' passport, '3' driver's licence (sent as a string). */
export const DOCUMENT_TYPES = ['1', '2', '3'] as const;

export const advancedSchema = z.object({
  type: z.enum(DOCUMENT_TYPES, { message: 'validation.typeRequired' }),
  fullname: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'validation.nameRequired'),
      z.minLength(2, 'validation.nameLength'),
      z.maxLength(100, 'validation.nameLength'),
    ),
  cardid: z
    .string()
    .check(z.trim(), z.minLength(1, 'validation.idRequired'), z.regex(/^[A-Za-z0-9-]{4,40}$/, 'validation.idFormat')),
  front_img: z.string().check(z.minLength(1, 'validation.frontRequired')),
  back_img: z.string().check(z.minLength(1, 'validation.backRequired')),
});
export type AdvancedInput = z.input<typeof advancedSchema>;
export type AdvancedValues = z.output<typeof advancedSchema>;
