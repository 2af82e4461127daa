import type { RequestHandler } from 'msw';

/**
 * Every generated MSW handler (one per operation, answering the contract's first example), found
 * by convention so a new tag in openapi.yaml needs no change here.
 */
const modules = import.meta.glob<Record<string, unknown>>('../../src/api/generated/endpoints/**/*.msw.ts', {
  eager: true,
});

export const generatedHandlers = (): RequestHandler[] =>
  Object.values(modules).flatMap((module) =>
    Object.entries(module)
      .filter(
        ([name, value]) =>
          /^get[A-Z]\w*Mock$/.test(name) && typeof value === 'function' && !name.endsWith('ResponseMock'),
      )
      .flatMap(([, factory]) => (factory as () => RequestHandler[])()),
  );
