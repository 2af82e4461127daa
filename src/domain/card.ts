/**
 * A bank card or account number as shown on screen: only its last 4 digits, the rest as dots
 * ("•••• 1011"), as banks print it. The number itself is sent as typed; it is never shown whole
 * once bound (wallet, withdrawal form and confirmation, records). Fewer than 5 digits are all dots.
 */
export const maskCard = (cardno: string | null | undefined): string => {
  const digits = String(cardno ?? '').replace(/\D/g, '');
  if (digits === '') return '';
  return digits.length <= 4 ? '••••' : `•••• ${digits.slice(-4)}`;
};

/** The last 4 digits of a card number, for a spoken label ("Card ending 1011"); null without 5 or more digits. */
export const cardLast4 = (cardno: string | null | undefined): string | null => {
  const digits = String(cardno ?? '').replace(/\D/g, '');
  return digits.length > 4 ? digits.slice(-4) : null;
};
