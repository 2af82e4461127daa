/**
 * A `?from=` return path is only followed when it is one of the app's own routes (`/pages/...` or
 * `/`), never an outside address; anything else falls back.
 */
export const safeReturnPath = (from: string | null | undefined, fallback: string): string =>
  from && /^\/(pages\/[A-Za-z0-9/_-]*)?(\?[A-Za-z0-9=&%/_.-]*)?$/.test(from) && !from.startsWith('//') ? from : fallback;

/** A route with `?from=<current route>` appended, for a setup screen that should come back. */
export const withReturn = (path: string, from: string): string => `${path}?from=${from.split('?')[0] ?? from}`;
