import { Kind, parse } from 'graphql';

/**
 * One fragment naming style for the web app: `<ModuleName>Fragment`, or `<ModuleName><Subject>Fragment` when a module
 * holds several fragments (`ProfileApiKeysFragment`, `ProfileApiKeysItemFragment`). Relay requires the name to
 * start with the module's name, which relay/graphql-naming already checks; this rule refuses the other style
 * (`ProfileApiKeys_viewer`) and anything else not ending in `Fragment`.
 */
export const fragmentNamePattern = /^[A-Za-z][A-Za-z0-9]*Fragment$/;

/** @type {import('eslint').Rule.RuleModule} */
export const fragmentNameRule = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Fragment names are `<ModuleName>Fragment` or `<ModuleName><Subject>Fragment`.' },
    schema: [],
    messages: {
      badName:
        'Fragment `{{name}}` does not follow the naming style: call it `<ModuleName>Fragment`, or ' +
        '`<ModuleName><Subject>Fragment` when the module holds several fragments (see docs/contributing.md).',
    },
  },
  create(context) {
    return {
      TaggedTemplateExpression(node) {
        // Only whole `graphql` templates: one with substitutions is refused by relay/graphql-syntax.
        if (node.tag.type !== 'Identifier' || node.tag.name !== 'graphql' || node.quasi.quasis.length !== 1)
          return;
        const text = node.quasi.quasis[0].value.raw;
        let document;
        try {
          document = parse(text);
        } catch {
          return; // Invalid GraphQL is relay/graphql-syntax's to report.
        }
        // The template's text starts one character (the backtick) after the quasi.
        const textStart = node.quasi.quasis[0].range[0] + 1;
        for (const definition of document.definitions) {
          if (definition.kind !== Kind.FRAGMENT_DEFINITION) continue;
          const name = definition.name;
          if (fragmentNamePattern.test(name.value)) continue;
          const start = textStart + (name.loc?.start ?? 0);
          const end = textStart + (name.loc?.end ?? 0);
          context.report({
            messageId: 'badName',
            data: { name: name.value },
            loc: {
              start: context.sourceCode.getLocFromIndex(start),
              end: context.sourceCode.getLocFromIndex(end),
            },
          });
        }
      },
    };
  },
};

/** The local ESLint plugin that carries the rule (`rasad/relay-fragment-name`). */
export const rasadLintPlugin = { rules: { 'relay-fragment-name': fragmentNameRule } };
