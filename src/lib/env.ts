/**
 * Build-time configuration. Every value is optional: without them the app talks to its own origin,
 * where the dev and preview servers proxy the mock provider.
 *
 * - VITE_API_BASE_URL: the provider host, e.g. https://api.example.com (the app adds /api/).
 *   Relative asset paths in responses (avatars, icons, banners) are resolved against it too.
 * - VITE_MARKET_WS_URL: the market socket, e.g. wss://market.example.com/ws.
 * - VITE_KLINE_BASE_URL: the market-data host of the candle history, e.g. https://market.example.com.
 */
const trimSlash = (value: unknown): string => (typeof value === 'string' ? value.trim().replace(/\/+$/, '') : '');

/** Without VITE_MARKET_WS_URL the socket is on the page's own host (`wss:` under https), or the local mock outside a browser. */
const defaultSocketUrl = (location: Pick<Location, 'protocol' | 'host'> | undefined): string => {
  if (!location) return 'ws://127.0.0.1:4020/ws';
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}/ws`;
};

export interface Env {
  apiHost: string;
  klineHost: string;
  marketSocketUrl: string;
}

/** The configuration from build-time variables and the page's location (undefined outside a browser). */
export const readEnv = (
  vars: Record<string, unknown>,
  location: Pick<Location, 'protocol' | 'host'> | undefined,
): Env => ({
  apiHost: trimSlash(vars.VITE_API_BASE_URL),
  klineHost: trimSlash(vars.VITE_KLINE_BASE_URL),
  marketSocketUrl: trimSlash(vars.VITE_MARKET_WS_URL) || defaultSocketUrl(location),
});

export const env: Readonly<Env> = readEnv(import.meta.env, globalThis.location);

/** The API root: `<host>/api`. */
export const apiRoot = (): string => `${env.apiHost}/api`;

/**
 * Resolves an image or file path from a response. The provider sends relative paths that live on
 * the API host without `/api`; some (staking images) are already absolute.
 */
export const assetUrl = (path: string | null | undefined): string | undefined => {
  if (!path) return undefined;
  if (/^(https?:)?\/\//i.test(path) || path.startsWith('data:')) return path;
  return `${env.apiHost}${path.startsWith('/') ? '' : '/'}${path}`;
};
