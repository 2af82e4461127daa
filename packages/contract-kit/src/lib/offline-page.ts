/** The HTML reference made to open offline, and the checks that prove it fetches nothing. */

/**
 * What a page would fetch from the network when opened: stylesheets, scripts, images, frames, fonts and
 * `@import`s with an absolute http(s) or protocol-relative address. Plain hyperlinks (`<a href>`) are not
 * fetched and are not listed.
 */
export function externalResources(html: string): string[] {
  const found = new Set<string>();
  const remote = /^(?:https?:)?\/\//i;
  for (const match of html.matchAll(
    /<(link|script|img|iframe|source|video|audio|embed|object)\b[^>]*?\s(?:href|src|data|srcset)\s*=\s*["']([^"']+)["']/gi,
  )) {
    const url = match[2] ?? '';
    if (remote.test(url)) found.add(url);
  }
  for (const match of html.matchAll(/@import\s+(?:url\()?\s*["']?([^"')\s;]+)/gi)) {
    const url = match[1] ?? '';
    if (remote.test(url)) found.add(url);
  }
  for (const match of html.matchAll(/url\(\s*["']?((?:https?:)?\/\/[^"')\s]+)/gi)) {
    const url = match[1] ?? '';
    // XML namespaces inside inlined SVG are identifiers, not fetches
    if (!/^https?:\/\/www\.w3\.org\//i.test(url)) found.add(url);
  }
  return [...found];
}

/**
 * The policy the REST reference carries: scripts, styles, images and fonts only from the page itself
 * (inline, `data:` or `blob:`), no connection anywhere. The browser enforces it, so nothing the inlined
 * Redoc bundle might reach for (its logo, icon sets, telemetry) is fetched from the internet.
 */
export const OFFLINE_POLICY = [
  "default-src 'none'",
  "script-src 'unsafe-inline' blob:",
  "style-src 'unsafe-inline'",
  'img-src data: blob:',
  'font-src data:',
  'worker-src blob:',
  "connect-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

/** Redoc's "API docs by Redocly" logo comes from a CDN: an empty inline image stands in for it. */
const BLANK_SVG = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='1' height='1'/%3E";

/** The built page made to open offline: the policy ahead of every script, the CDN logo replaced. */
export function offlinePage(html: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${OFFLINE_POLICY}">`;
  const charset = /<meta\s+charset=[^>]*>/i;
  const withPolicy = charset.test(html)
    ? html.replace(charset, (tag) => `${tag}\n  ${meta}`)
    : html.replace(/<head([^>]*)>/i, (tag) => `${tag}${meta}`);
  return withPolicy.replace(/https:\/\/cdn\.redoc\.ly\/redoc\/logo-mini(?:-full)?\.svg/g, BLANK_SVG);
}

/** The Content-Security-Policy a page declares in a `<meta>` tag, if any. */
export const declaredPolicy = (html: string): string | undefined =>
  /<meta\s+http-equiv="Content-Security-Policy"\s+content="([^"]*)"/i.exec(html)?.[1];
