import { readFileSync } from 'node:fs';
import { defineConfig, type InputTransformerFn } from 'orval';
import { parse } from 'yaml';

interface SpecOperation {
  operationId?: string;
  parameters?: { $ref?: string; name?: string }[];
}

/**
 * Operations paged with the shared `Page` parameter also get an infinite-query hook
 * (`useGetMessageListInfinite` …) that advances `page`; lists scroll without hand-written paging.
 */
const pagedOperations = (): string[] => {
  const spec = parse(readFileSync('openapi.yaml', 'utf8')) as { paths: Record<string, Record<string, SpecOperation>> };
  return Object.values(spec.paths)
    .flatMap((item) => Object.values(item))
    .filter((operation) => operation.parameters?.some((parameter) => parameter.$ref === '#/components/parameters/Page'))
    .map((operation) => operation.operationId)
    .filter((id): id is string => typeof id === 'string');
};

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

/**
 * One contract, three outputs: typed TanStack Query hooks (plus MSW handlers whose data are the
 * contract's first examples), zod schemas, and the success answers' schemas in zod mini.
 * Everything lands in src/api/generated/, never committed.
 */
export default defineConfig({
  provider: {
    input: { target: './openapi.yaml' },
    output: {
      mode: 'tags-split',
      target: 'src/api/generated/endpoints',
      schemas: 'src/api/generated/model',
      client: 'react-query',
      httpClient: 'fetch',
      clean: true,
      mock: true,
      override: {
        mutator: { path: 'src/api/http-client.ts', name: 'httpClient' },
        fetch: { includeHttpResponseReturnType: false },
        mock: { required: true, useExamples: true },
        operations: {
          ...Object.fromEntries(
            pagedOperations().map((id) => [id, { query: { useQuery: true, useInfinite: true, useInfiniteQueryParam: 'page' } }]),
          ),
          // A read the provider serves from a legacy POST: a query (cached, keyed, retried like any
          // read), never a mutation fired on arrival.
          getWelfareHtml: { query: { useQuery: true, useMutation: false } },
        },
      },
    },
  },
  providerZod: {
    input: { target: './openapi.yaml' },
    output: {
      mode: 'tags-split',
      target: 'src/api/generated/zod',
      client: 'zod',
      fileExtension: '.zod.ts',
      clean: true,
    },
  },
  // The success answers alone, in zod's tree-shakable "mini" API and without the contract's
  // descriptions: the contract check of every answer (src/api/response-contract.ts) is on the way to
  // each screen's first data, so it stays small.
  providerResponses: {
    input: { target: './openapi.yaml', override: { transformer: withoutDescriptions } },
    output: {
      mode: 'tags-split',
      target: 'src/api/generated/responses',
      client: 'zod',
      fileExtension: '.zod.ts',
      clean: true,
      override: {
        zod: { variant: 'mini', generate: { param: false, query: false, header: false, body: false, response: true } },
      },
    },
  },
});
