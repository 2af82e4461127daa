/**
 * The contract as orval reads it for the success answers' checks (orval.config.ts,
 * `providerResponses`): an orval input transformer, in a module of its own so that tests need not
 * load orval.
 */
import type { InputTransformerFn } from 'orval';

/** Members whose values are data (examples, defaults, values), not schemas: kept as they are. */
const DATA_MEMBERS = new Set(['example', 'examples', 'default', 'const', 'enum']);

/**
 * The contract without its descriptions, for the success answers' checks: orval writes each
 * description into the schema (`.check(zod.describe('…'))`), where it documents and checks nothing,
 * yet it was most of the bytes a tag's checks download and it registers every schema in zod's global
 * registry as the chunk loads. Each text-valued `description` becomes empty (orval writes none for an
 * empty one, and the document stays valid where a description is required); a property named
 * `description` is a schema (an object) and stays, and so does every example.
 */
export const withoutDescriptions: InputTransformerFn = (spec) => {
  const strip = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(strip);
    if (typeof node !== 'object' || node === null) return node;
    return Object.fromEntries(
      Object.entries(node).map(([key, value]) => {
        if (key === 'description' && typeof value === 'string') return [key, ''];
        return [key, DATA_MEMBERS.has(key) ? value : strip(value)];
      }),
    );
  };
  return strip(spec) as typeof spec;
};
