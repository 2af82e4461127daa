import { readFileSync } from 'node:fs';
import { defineConfig } from 'orval';
import { parse } from 'yaml';
import { withoutDescriptions } from './scripts/generate-response-input.ts';

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
            pagedOperations().map((id) => [
              id,
              { query: { useQuery: true, useInfinite: true, useInfiniteQueryParam: 'page' } },
            ]),
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
      override: { zod: { variant: 'mini' } },
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
