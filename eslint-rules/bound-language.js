// @ts-check
/**
 * A component formats through `useFormat()` (src/lib/use-format.ts), which reads the user's language
 * once and returns the formatters bound to it. It never hands a language to a format helper itself:
 * not `formatAmount(value, language)`, not `formatProviderTime(text, LOCALE_TAGS[language])`, not
 * `new Intl.DateTimeFormat(locale, …)`. Pure code (domain, sandbox, tests) keeps the explicit helpers.
 */

/** The modules whose helpers take the language as an argument: a component calls useFormat() instead. */
const HELPER_MODULE = /(^|\/)(lib\/format|domain\/provider-time|lib\/withdrawal-hours)$/;
const FORMAT_NAME = /^format[A-Z]/;
/** A name that holds a language or a locale tag: language, lng, lang, locale, uiLanguage, localeTag … */
const LANGUAGE_NAME = /^(language|lang|lng|locale|localeTag)$|(Language|Lang|Lng|Locale|LocaleTag)$/;
const LANGUAGE_PROPERTY = /^(language|resolvedLanguage|lng|locale)$/;
/** A language written out: 'en', 'vi-VN', 'zh-Hans-CN'. */
const LANGUAGE_TAG = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;

/** @param {import('estree').Node} node */
const propertyName = (node) =>
  node.type === 'MemberExpression' && !node.computed && node.property.type === 'Identifier'
    ? node.property.name
    : undefined;

/**
 * Whether an argument reads as a language: a variable or property named so, `LOCALE_TAGS[…]`, a
 * language tag written out, or an options object carrying one (`{ language }`).
 * @param {import('estree').Node} node
 * @returns {boolean}
 */
const isLanguage = (node) => {
  switch (node.type) {
    case 'Identifier':
      return LANGUAGE_NAME.test(node.name);
    case 'MemberExpression':
      if (node.computed && node.object.type === 'Identifier' && node.object.name === 'LOCALE_TAGS') return true;
      return LANGUAGE_PROPERTY.test(propertyName(node) ?? '');
    case 'Literal':
      return typeof node.value === 'string' && LANGUAGE_TAG.test(node.value);
    case 'ObjectExpression':
      return node.properties.some(
        (property) =>
          property.type === 'Property' &&
          property.key.type === 'Identifier' &&
          LANGUAGE_PROPERTY.test(property.key.name),
      );
    default: {
      // `language as Language`, `locale!`: what is wrapped
      const wrapped = /** @type {{ expression?: import('estree').Node }} */ (node).expression;
      return wrapped !== undefined && isLanguage(wrapped);
    }
  }
};

/** @param {import('estree').Node} callee */
const calleeName = (callee) => (callee.type === 'Identifier' ? callee.name : propertyName(callee));

/** @type {import('eslint').Rule.RuleModule} */
const boundLanguage = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Components format through useFormat(), never by passing the language to a helper' },
    messages: {
      languageArgument:
        "Do not pass the language to '{{name}}': call useFormat() once and use its bound formatters (format.amount(value), …).",
      helper:
        "'{{name}}' takes the language as an argument: in a component, use the formatter useFormat() returns instead.",
    },
    schema: [],
  },
  create(context) {
    /** Local names of the helpers imported from the modules whose helpers take a language. */
    const helpers = new Set();
    return {
      ImportDeclaration(node) {
        if (typeof node.source.value !== 'string' || !HELPER_MODULE.test(node.source.value)) return;
        for (const specifier of node.specifiers) {
          if (specifier.type !== 'ImportSpecifier') continue;
          const imported = specifier.imported.type === 'Identifier' ? specifier.imported.name : '';
          if (FORMAT_NAME.test(imported)) helpers.add(specifier.local.name);
        }
      },
      /** @param {import('estree').CallExpression | import('estree').NewExpression} node */
      'CallExpression, NewExpression'(node) {
        const name = calleeName(node.callee) ?? '';
        const intl =
          node.callee.type === 'MemberExpression' &&
          node.callee.object.type === 'Identifier' &&
          node.callee.object.name === 'Intl';
        if (node.callee.type === 'Identifier' && helpers.has(name)) {
          context.report({ node, messageId: 'helper', data: { name } });
          return;
        }
        if (!FORMAT_NAME.test(name) && !intl && name !== 'toLocaleString') return;
        if (node.arguments.some((argument) => isLanguage(argument)))
          context.report({ node, messageId: 'languageArgument', data: { name: intl ? `Intl.${name}` : name } });
      },
    };
  },
};

export default { rules: { 'bound-language': boundLanguage } };
