/**
 * The security headers of the built app, from the same build-time settings the app reads
 * (VITE_API_BASE_URL, VITE_MARKET_WS_URL, VITE_KLINE_BASE_URL). `npm run preview` sends them
 * (vite.config.ts), the build writes them to `dist/_headers` (Netlify, Cloudflare Pages), and the
 * README shows the same values for nginx.
 *
 * Content-Security-Policy, directive by directive:
 * - scripts only from the app's own origin: index.html has no inline script (the theme is applied
 *   before the first paint by `/theme-boot.js`, a file), no `eval`;
 * - `connect-src`: the app's origin plus the origins of the API, the market socket and the candle
 *   history (a `wss:` socket URL adds exactly that host; `'self'` covers the same-origin `/ws` of
 *   the dev and preview servers);
 * - `style-src 'unsafe-inline'`: Chakra UI styles through emotion, which writes its rules into
 *   `<style>` elements at run time; a static host cannot give each response a nonce and the rules
 *   are not known at build time (no hashes), so without it the app has no styles. Inline styles
 *   cannot run script, and `script-src` stays strict;
 * - images from the app, the API host (relative asset paths), `data:` (inline icons) and `blob:`
 *   (the preview of a photo before it is uploaded);
 * - no plugins, no frames in the app, no framing of the app (`frame-ancestors 'none'`), forms and
 *   `<base>` only to the app's own origin.
 */
export interface HeaderSettings {
  VITE_API_BASE_URL?: string | undefined;
  VITE_MARKET_WS_URL?: string | undefined;
  VITE_KLINE_BASE_URL?: string | undefined;
}

/** The origin of a configured URL (`https://api.example.com/x` → `https://api.example.com`), or null. */
const originOf = (value: string | undefined): string | null => {
  const text = (value ?? '').trim();
  if (text === '') return null;
  try {
    const url = new URL(text);
    if (!['http:', 'https:', 'ws:', 'wss:'].includes(url.protocol)) return null;
    return `${url.protocol}//${url.host}`;
  } catch {
    throw new Error(`Not an absolute URL: ${text}`);
  }
};

const unique = (values: (string | null)[]): string[] => [
  ...new Set(values.filter((value): value is string => value !== null)),
];

export const contentSecurityPolicy = (settings: HeaderSettings): string => {
  const api = originOf(settings.VITE_API_BASE_URL);
  const socket = originOf(settings.VITE_MARKET_WS_URL);
  const kline = originOf(settings.VITE_KLINE_BASE_URL);
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'"]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', unique(["'self'", 'data:', 'blob:', api])],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', unique(["'self'", api, socket, kline])],
    ['manifest-src', ["'self'"]],
    ['worker-src', ["'self'"]],
    ['media-src', ["'none'"]],
    ['object-src', ["'none'"]],
    ['frame-src', ["'none'"]],
    ['frame-ancestors', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
};

/**
 * Powerful features the app never uses are switched off for it and anything it might embed;
 * writing to the clipboard (copy a deposit address) stays allowed for the app itself.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'encrypted-media=()',
  'fullscreen=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'picture-in-picture=()',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
  'clipboard-read=()',
  'clipboard-write=(self)',
].join(', ');

export const securityHeaders = (settings: HeaderSettings): Record<string, string> => ({
  'Content-Security-Policy': contentSecurityPolicy(settings),
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': PERMISSIONS_POLICY,
  'Cross-Origin-Opener-Policy': 'same-origin',
});

/** The `_headers` file of static hosts such as Netlify and Cloudflare Pages. */
export const headersFile = (settings: HeaderSettings): string =>
  `/*\n${Object.entries(securityHeaders(settings))
    .map(([name, value]) => `  ${name}: ${value}`)
    .join('\n')}\n`;
