/**
 * Build-time configuration. Every value is optional: without them the app talks to its own origin,
 * where the dev and preview servers proxy the mock provider.
 *
 * - VITE_API_BASE_URL: the provider host, e.g. https://api.example.com (the app adds /api/).
 *   Relative asset paths in responses (avatars, icons, banners) are resolved against it too.
 * - VITE_MARKET_WS_URL: the market socket, e.g. wss://market.example.com/ws.
 * - VITE_KLINE_BASE_URL: the market-data host of the candle history, e.g. https://market.example.com.
 */
const trimSlash = (value: string | undefined): string => (value ?? '').trim().replace(/\/+$/, '');

const defaultSocketUrl = (): string => {
  if (typeof window === 'undefined') return 'ws://127.0.0.1:4020/ws';
  const scheme = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${window.location.host}/ws`;
};

export const env = {
  apiHost: trimSlash(import.meta.env.VITE_API_BASE_URL as string | undefined),
  klineHost: trimSlash(import.meta.env.VITE_KLINE_BASE_URL as string | undefined),
  marketSocketUrl:
    trimSlash(import.meta.env.VITE_MARKET_WS_URL as string | undefined) || defaultSocketUrl(),
} as const;

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
