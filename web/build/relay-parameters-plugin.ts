import type { Plugin } from 'vite';

const parametersArtifact = /[\\/]__generated__[\\/][^\\/]+\$parameters\.ts$/;

/**
 * relay-compiler writes a query's `$parameters` artifact (its persisted id, for the route loaders) with plain
 * `import { … }` of two types: the operation type from the full artifact and `PreloadableConcreteRequest`. Under
 * `verbatimModuleSyntax` those imports are kept, which would pull the full artifact (its normalisation AST) into
 * the entry chunk, the very thing the `$parameters` file exists to avoid. They are types only, so they are read
 * as `import type`.
 */
export function relayParametersPlugin(): Plugin {
  return {
    name: 'rasad:relay-parameters',
    enforce: 'pre',
    transform(code, id) {
      if (!parametersArtifact.test(id)) return null;
      return { code: code.replace(/^import \{/gm, 'import type {'), map: null };
    },
  };
}
