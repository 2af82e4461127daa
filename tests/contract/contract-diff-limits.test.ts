/**
 * contract:diff compares limits (length, pattern, range, size) in the direction they travel, and tells
 * a change to a shared component once with the operations it touches. The text and the command:
 * contract-diff-ci.test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../packages/contract-kit/src/lib/openapi.ts';
import { diffSpecs } from '../../packages/contract-kit/src/lib/spec-diff.ts';
import { renderDiff } from '../../packages/contract-kit/src/lib/spec-diff-render.ts';
import { groupByComponent } from '../../packages/contract-kit/src/lib/spec-diff-components.ts';
import { componentSpec, obj } from './support/diff-fixture.ts';

const edit = (
  change: (doc: {
    components: {
      schemas: Record<string, { properties: Record<string, Record<string, unknown>>; required?: string[] }>;
    };
  }) => void,
): JsonObject => {
  const doc = structuredClone(componentSpec());
  change(doc as unknown as Parameters<typeof change>[0]);
  return doc;
};

describe('limits', () => {
  it('a tighter request limit or a new pattern breaks clients; a looser one does not', () => {
    const head = edit((d) => {
      const nickname = d.components.schemas.Nickname?.properties ?? {};
      nickname.nickname = { type: 'string', minLength: 2, maxLength: 10, pattern: '^[\\p{L}\\d ]+$' };
      nickname.page = { type: 'integer', minimum: 1, maximum: 1000 };
    });
    const changes = diffSpecs(componentSpec(), head).map((c) => `${c.breaking ? '!' : '~'} ${c.kind}: ${c.message}`);
    expect(changes).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^! request-limit-tightened: request body field `nickname` maxLength 18 -> 10 \(requests that were valid may now be refused\)$/,
        ),
        expect.stringMatching(
          /^! request-limit-tightened: request body field `nickname` pattern none -> "\^\[\\p\{L\}\\d \]\+\$"/,
        ),
        '~ request-limit-loosened: request body field `page` maximum 100 -> 1000',
      ]),
    );
  });

  it('in a response the direction turns: a looser limit breaks clients (they validate answers), a tighter one does not', () => {
    const looser = diffSpecs(
      componentSpec(),
      edit((d) => ((d.components.schemas.Item?.properties ?? {}).code = { type: 'string', maxLength: 40 })),
    );
    expect(looser.map((c) => `${c.breaking ? '!' : '~'} ${c.kind}: ${c.message}`)).toContain(
      '! response-limit-loosened: response 200 field `code` maxLength 20 -> 40 (answers may now hold values clients of the older contract refuse)',
    );
    const tighter = diffSpecs(
      componentSpec(),
      edit((d) => ((d.components.schemas.Item?.properties ?? {}).code = { type: 'string', maxLength: 10 })),
    );
    expect(tighter.every((c) => !c.breaking && c.kind === 'response-limit-tightened')).toBe(true);
  });

  it('a changed pattern cannot be ordered: breaking in a request and in a response', () => {
    const withPatterns = (d: Parameters<Parameters<typeof edit>[0]>[0], code: string, nickname: string): void => {
      (d.components.schemas.Item?.properties ?? {}).code = { type: 'string', pattern: code };
      (d.components.schemas.Nickname?.properties ?? {}).nickname = { type: 'string', pattern: nickname };
    };
    const changes = diffSpecs(
      edit((d) => withPatterns(d, '^[A-Z]+$', '^[a-z]+$')),
      edit((d) => withPatterns(d, '^[A-Za-z]+$', '^[a-z0-9]+$')),
    );
    expect(new Set(changes.map((c) => `${c.breaking ? '!' : '~'} ${c.kind}`))).toEqual(
      new Set(['! response-limit-changed', '! request-limit-changed']),
    );
  });

  it('compares a limit behind an `allOf` part or inside a `oneOf` alternative', () => {
    const base = edit((d) => {
      (d.components.schemas.Nickname?.properties ?? {}).nickname = {
        allOf: [{ $ref: '#/components/schemas/Text' }],
        description: 'shown to others',
      };
      (d.components.schemas.Item?.properties ?? {}).code = {
        oneOf: [
          { type: 'string', maxLength: 20 },
          { type: 'integer', maximum: 99 },
        ],
      };
      Object.assign(d.components.schemas, { Text: { type: 'string', maxLength: 18 } });
    });
    const head = structuredClone(base) as typeof base & { components: { schemas: Record<string, JsonObject> } };
    Object.assign(head.components.schemas.Text ?? {}, { maxLength: 10 });
    const code = obj(head, 'components', 'schemas', 'Item', 'properties', 'code');
    code.oneOf = [
      { type: 'string', maxLength: 40 },
      { type: 'integer', maximum: 99 },
    ];
    const changes = diffSpecs(base, head).map((c) => `${c.breaking ? '!' : '~'} ${c.kind}: ${c.message}`);
    expect(changes).toEqual(
      expect.arrayContaining([
        '! request-limit-tightened: request body field `nickname` maxLength 18 -> 10 (requests that were valid may now be refused)',
        '! response-limit-loosened: response 200 field `code` maxLength 20 -> 40 (answers may now hold values clients of the older contract refuse)',
      ]),
    );
    // the integer alternative's maximum did not change, and no string limit is claimed for it
    expect(changes.filter((c) => c.includes('maximum'))).toEqual([]);
  });
});

describe('shared components', () => {
  it('tells one change to a component once, with every operation it touches', () => {
    const head = edit((d) => {
      const schema = d.components.schemas.Item;
      if (schema) {
        delete schema.properties.code;
        schema.required = ['id'];
      }
    });
    const changes = diffSpecs(componentSpec(), head);
    // three operations read Item: the plain diff repeats the removal three times
    expect(changes.filter((c) => c.kind === 'response-field-removed')).toHaveLength(3);
    const { shared, rest } = groupByComponent(componentSpec(), head, changes);
    expect(shared).toEqual([
      {
        component: 'Item',
        breaking: true,
        kind: 'response-field-removed',
        message: 'components.schemas.Item field `code` removed',
        operations: ['GET /items (getItems)', 'GET /item (getItem)', 'GET /favourite (getFavourite)'],
      },
    ]);
    expect(rest).toEqual([]);
    const text = renderDiff(rest, 'diff', shared);
    expect(text.match(/`code` removed/g)).toHaveLength(1);
    expect(text).toMatch(
      /touches 3 operations: GET \/items \(getItems\), GET \/item \(getItem\), GET \/favourite \(getFavourite\)/,
    );
    expect(text).not.toMatch(/No breaking changes for clients/);
  });
});
