// CommonJS on purpose: relay-compiler does not load ESM configs (see TOOLCHAIN.md).
module.exports = {
  src: './web/src',
  // schema.graphql with its `extend type` blocks merged (scripts/prepare-relay-output.mjs).
  schema: './gateway/src/__generated__/relay-schema.graphql',
  language: 'typescript',
  artifactDirectory: './web/src/__generated__',
  excludes: ['**/node_modules/**', '**/__generated__/**'],
  eagerEsModules: true,
  // Browsers send only a hash; the gateway looks the operation up in this file (persisted operations).
  persistConfig: { file: './gateway/src/__generated__/persisted-operations.json', algorithm: 'SHA256' },
  customScalarTypes: { DateTime: 'string', Date: 'string', Rial: 'number' },
};
