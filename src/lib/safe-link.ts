/**
 * The one check for every link the provider (or the build configuration) supplies: customer-service
 * channels, links inside server HTML, store pages. Only `https:` opens. The provider documents no
 * other scheme (its channels are https live chat, t.me, wa.me and line.me pages; provider-api.md
 * §12), so `http:`, `data:`, `javascript:`, `vbscript:`, `blob:`, `file:` and relative or malformed
 * URLs are refused. Returns the normalised URL to open, or null.
 */
const OPENABLE_SCHEMES: readonly string[] = ['https:'];

export const openableUrl = (value: unknown): string | null => {
  if (typeof value !== 'string') return null;
  // Browsers strip ASCII control characters and surrounding spaces before reading a scheme
  // ("java\tscript:", " javascript:"): the URL parser reads exactly what the browser would, and
  // refuses an empty text and an https: address without a host.
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (!OPENABLE_SCHEMES.includes(url.protocol)) return null;
  // no credentials in a link (https://bank.example@evil.example reads as a bank's address)
  if (url.username !== '' || url.password !== '') return null;
  return url.href;
};
