/**
 * A `?from=` return path is only followed when it is one of the app's own routes (`/pages/...` or
 * `/`), never an outside address; anything else falls back.
 */
export const safeReturnPath = (from: string | null | undefined, fallback: string): string =>
  from && /^\/(pages\/[A-Za-z0-9/_-]*)?(\?[A-Za-z0-9=&%/_.-]*)?$/.test(from) && !from.startsWith('//')
    ? from
    : fallback;

/**
 * A route with `?from=<current route>` appended, for a setup screen that should come back. The
 * route's own query (a draft such as `?method=bank&amount=300`) is kept, encoded inside `from`.
 */
export const withReturn = (path: string, from: string): string =>
  `${path}?from=${encodeURIComponent(from).replace(/%2F/g, '/')}`;
