/** Matching a refusal's message against the documented examples of the response that documents it. */
import { derefObject, isObject, type Json, type JsonObject } from '../lib/openapi.ts';

/** Words of a refusal that depends on the time it is asked at (trading or withdrawal hours, a closed market). */
const CLOCK_BOUND = /hours?\b|outside ?hours|closed|market ?(is )?shut|weekend|holiday|\b\d{1,2}:\d{2}\b/i;

/**
 * The documented example of `response` whose message is `message`, figures aside. `clock` when the
 * example depends on the time of day (a withdrawal outside its hours, a closed market).
 */
export function refusalExample(
  doc: JsonObject,
  response: JsonObject,
  message: string,
): { example: string; message: string; clock: boolean } | undefined {
  if (!isObject(response.content)) return undefined;
  const norm = (text: string): string => text.trim().toLowerCase().replace(/\d+/g, '#');
  for (const mediaNode of Object.values(response.content)) {
    const media = derefObject(doc, mediaNode);
    const examples: Array<{ name: string; summary: string; value: Json | undefined }> = [];
    if ('example' in media) examples.push({ name: 'example', summary: '', value: media.example });
    if (isObject(media.examples)) {
      for (const [name, node] of Object.entries(media.examples)) {
        const example = derefObject(doc, node);
        examples.push({
          name,
          summary: typeof example.summary === 'string' ? example.summary : '',
          value: example.value,
        });
      }
    }
    for (const example of examples) {
      if (
        !isObject(example.value) ||
        typeof example.value.message !== 'string' ||
        norm(example.value.message) !== norm(message)
      )
        continue;
      const clock = CLOCK_BOUND.test(`${example.name} ${example.summary} ${example.value.message}`);
      return { example: example.name, message, clock };
    }
  }
  return undefined;
}
