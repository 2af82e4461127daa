import { config } from 'zod/mini';
import { en } from 'zod/locales';

/**
 * zod compiles object schemas with `new Function` unless told not to; under the app's
 * Content-Security-Policy (no 'unsafe-eval') its probe for that is a reported violation. Every module
 * that parses with zod imports this first, so no schema is ever compiled that way. Every schema of
 * the app is zod mini (docs/decisions/0048-forms-on-zod-mini.md), which sets no messages of its own:
 * the English ones are set here.
 */
config({ jitless: true, ...en() });
