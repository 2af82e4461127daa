/**
 * ajv-formats is CommonJS with an `exports.default`: under Node's own module resolution (the built kit)
 * its default import is the module object, under a bundler's it is the plugin. Either way, the plugin.
 */
import type { Ajv } from 'ajv';
import formats from 'ajv-formats';

type Plugin = (ajv: Ajv) => Ajv;
const loaded = formats as unknown as Plugin | { default: Plugin };

export const addFormats: Plugin = typeof loaded === 'function' ? loaded : loaded.default;
