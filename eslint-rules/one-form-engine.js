// @ts-check
/**
 * One form engine (docs/decisions/0039-one-form-engine.md): every form that writes runs on
 * react-hook-form with zod through `useReviewedForm` (src/lib/use-reviewed-form.ts). Two ways back
 * to a hand-rolled form are refused:
 * - `no-field-state`: a `useState` that starts as text (`useState('')`, `useState<string>(draft ?? '')`)
 *   in a form's module: what the user types is a field of the form, not a state of its own;
 * - `no-money-form`: importing the removed `use-money-form` (or any `use-*-form` helper but the
 *   reviewed one) from src/lib.
 */

/** @param {import('estree').Node | undefined} node */
const startsAsText = (node) => {
  if (!node) return false;
  if (node.type === 'Literal') return typeof node.value === 'string';
  if (node.type === 'TemplateLiteral') return true;
  if (node.type === 'LogicalExpression') return startsAsText(node.right);
  return false;
};

/** @type {import('eslint').Rule.RuleModule} */
const noFieldState = {
  meta: {
    type: 'problem',
    docs: { description: 'A typed value of a form is a react-hook-form field, not a useState' },
    messages: {
      state:
        'What the user types is a field of the form: register it with useReviewedForm (react-hook-form + zod), not useState.',
    },
    schema: [],
  },
  create(context) {
    return {
      CallExpression(node) {
        const callee = node.callee;
        const named =
          callee.type === 'Identifier'
            ? callee.name
            : callee.type === 'MemberExpression' && callee.property.type === 'Identifier'
              ? callee.property.name
              : null;
        if (named !== 'useState') return;
        const first = node.arguments[0];
        if (first && first.type !== 'SpreadElement' && startsAsText(first))
          context.report({ node, messageId: 'state' });
      },
    };
  },
};

const LIB_FORM = /(^|\/)lib\/use-(?!reviewed-form$)[\w-]*form$/;

/** @type {import('eslint').Rule.RuleModule} */
const noMoneyForm = {
  meta: {
    type: 'problem',
    docs: { description: 'Forms run on useReviewedForm, the one form engine' },
    messages: {
      engine:
        "Forms run on react-hook-form with zod through useReviewedForm (src/lib/use-reviewed-form.ts), not '{{source}}'.",
    },
    schema: [],
  },
  create(context) {
    return {
      ImportDeclaration(node) {
        const source = String(node.source.value);
        if (LIB_FORM.test(source)) context.report({ node, messageId: 'engine', data: { source } });
      },
    };
  },
};

export default { rules: { 'no-field-state': noFieldState, 'no-money-form': noMoneyForm } };
