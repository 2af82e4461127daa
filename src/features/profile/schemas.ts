import '../../lib/zod-jitless';
import { z } from 'zod/mini';

/**
 * The nickname rule (docs/decisions/0016-nickname-rule.md): 2 to 10 characters, letters of any script
 * and digits, words separated by single spaces, so the provider's own "Minh Anh" and any Vietnamese
 * name are accepted; sent trimmed and in composed (NFC) form.
 */
const NICKNAME_MIN = 2;
const NICKNAME_MAX = 10;
const NICKNAME_CHARS = /^[\p{L}\p{M}\p{N}]+( [\p{L}\p{M}\p{N}]+)*$/u;

/** Counts characters as people do (a Chinese character or an emoji is one). */
const length = (value: string): number => [...value].length;

export const nicknameSchema = z.object({
  nickname: z
    .pipe(
      z.pipe(
        z.string().check(z.trim()),
        z.transform((value: string) => value.normalize('NFC')),
      ),
      z.string().check(z.minLength(1, 'info.nickname.required')),
    )
    .check(
      z.refine((value) => length(value) >= NICKNAME_MIN && length(value) <= NICKNAME_MAX, 'info.nickname.length'),
      z.refine((value) => NICKNAME_CHARS.test(value), 'info.nickname.chars'),
    ),
});
export type NicknameFormInput = z.input<typeof nicknameSchema>;
export type NicknameFormValues = z.output<typeof nicknameSchema>;
