/** Conformance options for tests: few generated requests, a short feed session with frequent pings. */
import type { ConformanceOptions } from '../../../packages/contract-kit/src/conformance/run.ts';

export const testOptions = (over: Partial<ConformanceOptions>): ConformanceOptions => ({
  api: undefined,
  feed: undefined,
  spec: 'openapi.yaml',
  asyncapi: 'asyncapi.yaml',
  out: 'conformance-report',
  token: 'unused',
  lang: 'en',
  only: [],
  runs: 2,
  negativeLimit: 3,
  seed: 7,
  requireSuccess: true,
  strict: false,
  // generous: the machine may be busy; nothing here waits for a time-out to pass
  requestTimeoutMs: 30_000,
  feedListenMs: 3_500,
  feedAnswerWithinMs: 1_000,
  feedPingWithinMs: 1_500,
  ...over,
});
