/** Media types of an answer: parsing a Content-Type and matching it against the documented ones. */

/** A media type and its parameters, lower-cased: `application/json; charset=UTF-8` → json + charset utf-8. */
export function parseMediaType(text: string): { type: string; params: Map<string, string> } {
  const [type = '', ...rest] = text.split(';').map((part) => part.trim());
  const params = new Map<string, string>();
  for (const part of rest) {
    const at = part.indexOf('=');
    if (at > 0)
      params.set(
        part.slice(0, at).trim().toLowerCase(),
        part
          .slice(at + 1)
          .trim()
          .replace(/^"|"$/g, '')
          .toLowerCase(),
      );
  }
  return { type: type.toLowerCase(), params };
}

/** Whether an answer's Content-Type is one of the documented media types (wildcards and a documented charset honoured). */
export function contentTypeAllowed(contentType: string, documented: readonly string[]): boolean {
  const sent = parseMediaType(contentType);
  return documented.some((entry) => {
    const wanted = parseMediaType(entry);
    const [wantedMain, wantedSub] = wanted.type.split('/');
    const [sentMain, sentSub] = sent.type.split('/');
    const typeOk = wanted.type === '*/*' || (wantedMain === sentMain && (wantedSub === '*' || wantedSub === sentSub));
    const charset = wanted.params.get('charset');
    return typeOk && (charset === undefined || sent.params.get('charset') === charset);
  });
}
