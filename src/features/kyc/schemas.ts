import '../../lib/zod-jitless';
import { z } from 'zod/mini';

/** Form rules of the verification screens; messages are keys of the `kyc` namespace. */
const phoneSchema = z.pipe(
  z.pipe(
    z.string(),
    z.transform((value: string) => value.replace(/[\s().+-]/g, '')),
  ),
  z
    .string()
    .check(
      z.minLength(1, 'validation.phoneRequired'),
      z.regex(/^\d+$/, 'validation.phoneDigits'),
      z.minLength(10, 'validation.phoneMin'),
      z.maxLength(15, 'validation.phoneMax'),
    ),
);

export const realNameSchema = z.object({ phone: phoneSchema });
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
