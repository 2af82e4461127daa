import { config } from 'zod/mini';
import { en } from 'zod/locales';

/**
 * zod compiles object schemas with `new Function` unless told not to; under the app's
 * Content-Security-Policy (no 'unsafe-eval') its probe for that is a reported violation. Every module
 * that parses with zod imports this first, so no schema is ever compiled that way. Set through zod
 * mini (the one configuration is shared with classic zod), which also leaves the English messages
 * to be set here: classic zod sets them when it loads, zod mini does not.
 */
config({ jitless: true, ...en() });
