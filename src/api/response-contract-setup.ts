import { config } from 'zod/mini';

/**
 * Evaluated before each tag's answer schemas are built (the generated response-checks/<tag>.ts
 * imports it ahead of the schemas). zod compiles object schemas with `new Function` unless told not
 * to, and it probes for that as the first object schema is built; under a Content-Security-Policy
 * without 'unsafe-eval', as the app's, the probe can be reported as a violation. zod's
 * configuration is one for zod mini and classic zod, so the forms' schemas (lib/zod-jitless.ts) and
 * these agree. No locale is set here: the English texts of problems download only when an answer
 * breaks the contract (response-problems.ts).
 */
config({ jitless: true });
