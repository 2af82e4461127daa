/// <reference types="vite/client" />
/**
 * Where the app calls the provider, read as the app reads it (src/lib/env.ts): the API's origin
 * ('' for the page's own) and the market socket's URL (the page's host without VITE_MARKET_WS_URL).
 */
const trimSlash = (value: unknown): string => (typeof value === 'string' ? value.trim().replace(/\/+$/, '') : '');

export const demoEnv = {
  apiHost: trimSlash(import.meta.env.VITE_API_BASE_URL),
  socketUrl:
    trimSlash(import.meta.env.VITE_MARKET_WS_URL) ||
    `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/ws`,
};
