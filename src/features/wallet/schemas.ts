import '../../lib/zod-jitless';
import { z } from 'zod/mini';
import {
  bindBankBodyBanknameMax,
  bindBankBodyBanknameMin,
  bindBankBodyBankAddressMax,
  bindBankBodyBankzhinameMax,
  bindBankBodyBranchOtpRegExp,
  bindBankBodyCardnoRegExp,
  bindBankBodyIfscCodeRegExp,
  bindBankBodyRealnameMax,
  bindBankBodyRealnameMin,
} from '../../api/generated/zod/wallet/wallet.zod';
import { isValidAddress } from './address-format';

/** BIC/SWIFT (8 or 11 characters) or, for Indian banks, IFSC (4 letters, 0, 6 characters). */
const BANK_CODE = /^([A-Za-z]{6}[A-Za-z0-9]{2}([A-Za-z0-9]{3})?|[A-Za-z]{4}0[A-Za-z0-9]{6})$/;

const text = (min: number, max: number, key: string) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, `validation.${key}Required`),
      z.minLength(min, `validation.${key}Length`),
      z.maxLength(max, `validation.${key}Length`),
    );

/** The bank card form; messages are keys of the `wallet` namespace. Limits come from the contract. */
export const bankSchema = z.object({
  cryptoprotocol: z.string(),
  realname: text(bindBankBodyRealnameMin, bindBankBodyRealnameMax, 'realname'),
  bankname: text(bindBankBodyBanknameMin, bindBankBodyBanknameMax, 'bankname'),
  bankzhiname: text(1, bindBankBodyBankzhinameMax, 'branch'),
  code: z
    .string()
    .check(z.trim(), z.minLength(1, 'validation.codeRequired'), z.regex(BANK_CODE, 'validation.codeFormat')),
  cardno: z.string().check(
    z.trim(),
    z.minLength(1, 'validation.cardnoRequired'),
    z.regex(bindBankBodyCardnoRegExp, 'validation.cardnoFormat'),
    z.refine((value) => value.replace(/\D/g, '').length >= 4, 'validation.cardnoFormat'),
  ),
  // Optional: only banks that have them (the provider's own fields are the five above).
  ifsc_code: z.string().check(
    z.trim(),
    z.refine((value) => value === '' || bindBankBodyIfscCodeRegExp.test(value), 'validation.ifscFormat'),
  ),
  bank_address: z.string().check(z.trim(), z.maxLength(bindBankBodyBankAddressMax, 'validation.bankAddressLength')),
  branch_otp: z.string().check(
    z.trim(),
    z.refine((value) => value === '' || bindBankBodyBranchOtpRegExp.test(value), 'validation.branchOtpFormat'),
  ),
});
export type BankFormValues = z.infer<typeof bankSchema>;

/** The address form; the address is checked against the network of the chosen channel. */
export const addressSchema = (networkOfChannel: (channel: string) => string) =>
  z
    .object({
      channel: z.string().check(z.minLength(1, 'validation.channelRequired')),
      address: z.string().check(z.trim(), z.minLength(1, 'validation.addressRequired')),
    })
    .check(
      z.refine(
        (values) => values.address.trim() === '' || isValidAddress(values.address, networkOfChannel(values.channel)),
        {
          path: ['address'],
          message: 'validation.addressFormat',
        },
      ),
    );
export type AddressFormValues = z.infer<ReturnType<typeof addressSchema>>;
