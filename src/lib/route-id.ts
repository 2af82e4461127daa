/**
 * The id a screen was opened with (`?id=`), or null when there is none to send: missing, empty,
 * zero, negative, fractional or not a number. A screen never asks the provider for an id it does
 * not have (`Number(null)` is 0, `Number('')` is 0).
 */
export const routeId = (value: string | null): number | null => {
  if (value === null || !/^\d+$/.test(value.trim())) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};
