/**
 * The REST contract's examples are believable: every example (request, response, parameter and schema;
 * named, inline or referenced from components/examples) validates against its schema, carries no
 * placeholder text, and points only at images that exist in mocks/assets.
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { collectExamples, contractAjv, root, SPEC_FILE, strings } from './support/openapi-doc.ts';

const assetsRoot = `${root}mocks/assets`;

describe(`${SPEC_FILE}: examples`, () => {
  it('finds examples to check', () => {
    expect(collectExamples().length).toBeGreaterThan(200);
  });

  it('validates every example against its schema', () => {
    const failures: string[] = [];
    for (const site of collectExamples()) {
      const ajv = contractAjv();
      const validate =
        ajv.getSchema(`openapi#${site.schemaPointer}`) ?? ajv.compile({ $ref: `openapi#${site.schemaPointer}` });
      if (!validate(site.value)) failures.push(`${site.where}: ${ajv.errorsText(validate.errors)}`);
    }
    expect(failures).toEqual([]);
  });

  it('uses no placeholder text', () => {
    const failures = collectExamples().flatMap((site) =>
      strings(site.value)
        .filter(([, s]) => s === 'string' || /lorem ipsum/i.test(s))
        .map(([at]) => `${site.where}${at}`),
    );
    expect(failures).toEqual([]);
  });

  it('points only at images that exist under mocks/assets', () => {
    const missing = new Set<string>();
    let seen = 0;
    for (const site of collectExamples()) {
      for (const [, s] of strings(site.value)) {
        for (const match of s.matchAll(/\/uploads\/[A-Za-z0-9._\-/]+/g)) {
          seen++;
          if (!existsSync(`${assetsRoot}${match[0]}`)) missing.add(match[0]);
        }
      }
    }
    expect(seen).toBeGreaterThan(0);
    expect([...missing]).toEqual([]);
  });
});
