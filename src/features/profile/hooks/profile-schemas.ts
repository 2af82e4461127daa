import { z } from 'zod';

/** The product's nickname rule: 2 to 10 characters, each a Chinese character, an English letter or a digit. */
export const NICKNAME_MIN = 2;
export const NICKNAME_MAX = 10;
const NICKNAME_CHARS = /^[\p{Script=Han}A-Za-z0-9]+$/u;

/** Counts characters as people do (a Chinese character or an emoji is one). */
const length = (value: string): number => [...value].length;

export const nicknameSchema = z.object({
  nickname: z
    .string()
    .trim()
    .min(1, 'info.nickname.required')
    .refine((value) => length(value) >= NICKNAME_MIN && length(value) <= NICKNAME_MAX, 'info.nickname.length')
    .refine((value) => NICKNAME_CHARS.test(value), 'info.nickname.chars'),
});
export type NicknameFormInput = z.input<typeof nicknameSchema>;
export type NicknameFormValues = z.output<typeof nicknameSchema>;
