// @ts-check
/**
 * A `hooks/` folder holds hooks only: each module in it is a `use-*.ts(x)` file (or its test). A
 * schema, a status table or a formatter lives next to the feature (`schemas.ts`, `statuses.ts`), where
 * a reader of the feature looks for it, not among its hooks.
 */
const IN_HOOKS = /[\\/]hooks[\\/](?:.*[\\/])?([^\\/]+)$/;
const HOOK_FILE = /^use-[\w-]+(\.test)?\.tsx?$/;

/** @type {import('eslint').Rule.RuleModule} */
const hooksOnly = {
  meta: {
    type: 'suggestion',
    docs: { description: 'A hooks/ folder holds use-* modules only' },
    messages: {
      notHook: "'{{name}}' is not a hook: move it next to the feature (e.g. schemas.ts), out of hooks/.",
    },
    schema: [],
  },
  create(context) {
    const name = IN_HOOKS.exec(context.filename)?.[1];
    if (!name || HOOK_FILE.test(name)) return {};
    return {
      Program(node) {
        context.report({ node, messageId: 'notHook', data: { name } });
      },
    };
  },
};

export default { rules: { 'hooks-only': hooksOnly } };
