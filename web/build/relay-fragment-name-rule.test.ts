// @vitest-environment node
import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import { fragmentNameRule } from './relay-fragment-name-rule.mjs';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });

tester.run('relay-fragment-name', fragmentNameRule, {
  valid: [
    { code: 'graphql`fragment ProfileApiKeysFragment on Viewer { id }`;' },
    { code: 'graphql`fragment ProfileApiKeysItemFragment on ApiKey { id }`;' },
    // Hook modules start in lower case, and so do their fragments.
    { code: 'graphql`fragment useViewerFieldsFragment on Query { id }`;' },
    // Queries and mutations are not fragments.
    { code: 'graphql`query ProfilePage_Query { viewer { id } }`;' },
    // Another tag's text is not GraphQL for Relay.
    { code: 'gql`fragment Profile_viewer on Viewer { id }`;' },
  ],
  invalid: [
    {
      code: 'graphql`\n  fragment ProfileApiKeys_viewer on Viewer { id }\n`;',
      errors: [
        { messageId: 'badName', data: { name: 'ProfileApiKeys_viewer' }, line: 2, column: 12, endColumn: 33 },
      ],
    },
    {
      code: 'graphql`fragment ProfileApiKeys on Viewer { id }`;',
      errors: [{ messageId: 'badName', data: { name: 'ProfileApiKeys' } }],
    },
    {
      code: 'graphql`fragment ProfileFragment_item on Viewer { id }`;',
      errors: [{ messageId: 'badName', data: { name: 'ProfileFragment_item' } }],
    },
  ],
});
