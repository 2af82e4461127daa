/** The contract reader lives in the contract kit; the app's scripts and the sandbox read it from there. */
export * from '../../packages/contract-kit/src/lib/openapi.ts';
