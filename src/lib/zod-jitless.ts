import { config } from 'zod';

/**
 * zod compiles object schemas with `new Function` unless told not to; under the app's
 * Content-Security-Policy (no 'unsafe-eval') its probe for that is a reported violation. Every module
 * that parses with zod imports this first, so no schema is ever compiled that way.
 */
config({ jitless: true });
