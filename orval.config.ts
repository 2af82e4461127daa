import { defineConfig } from 'orval';

/**
 * One contract, two outputs: typed TanStack Query hooks (plus MSW handlers with faker data) and
 * zod schemas. Everything lands in src/api/generated/, which is never committed.
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
});
