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
  // ("java\tscript:", " javascript:"): parse exactly what the browser would.
  const text = value.trim();
  if (text === '') return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (!OPENABLE_SCHEMES.includes(url.protocol)) return null;
  if (url.hostname === '' || url.username !== '' || url.password !== '') return null;
  return url.href;
};
