// @ts-check
/**
 * The app's addresses come from one table (src/lib/route-paths.ts: `pathTo('contract', { symbol })`,
 * `pathOf('login')`): a `/pages/...` string written anywhere else (a link, a redirect, a `backTo`, an
 * address built in a template, `#/pages/...` included) is refused, so a renamed route or a misspelt
 * one cannot hide in a screen as a dead link.
 */
const ROUTE = /^#?\/pages(\/|\?|$)/i;

/** @type {import('eslint').Rule.RuleModule} */
const noRouteLiteral = {
  meta: {
    type: 'problem',
    docs: { description: "Route paths come from src/lib/route-paths.ts, not a '/pages/...' string" },
    messages: {
      literal: "Build the address with pathTo()/pathOf() from src/lib/route-paths.ts instead of the '{{text}}' string.",
    },
    schema: [],
  },
  create(context) {
    /** @param {import('estree').Node} node @param {string} text */
    const check = (node, text) => {
      if (ROUTE.test(text)) context.report({ node, messageId: 'literal', data: { text: text.slice(0, 40) } });
    };
    return {
      Literal(node) {
        if (typeof node.value === 'string') check(node, node.value);
      },
      TemplateElement(node) {
        check(node, node.value.cooked ?? node.value.raw);
      },
    };
  },
};

export default { rules: { 'no-path-literal': noRouteLiteral } };
