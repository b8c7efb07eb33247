import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { undescribedSchemaPaths } from './schema-descriptions.ts';

/**
 * `pnpm check:descriptions` (part of `pnpm checks`): every type, field, argument, input field, enum value and
 * directive of schema.graphql has a description, so GraphiQL and the generated glossary explain each of them.
 */
// Read as text: importing the executable schema would load every resolver for a description.
const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const schemaFile = path.join(repositoryRoot, 'schema.graphql');

let missing: string[];
try {
  missing = undescribedSchemaPaths(readFileSync(schemaFile, 'utf8'));
} catch (error: unknown) {
  console.error(
    `check:descriptions: schema.graphql does not build: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
}
if (missing.length > 0) {
  console.error(`schema.graphql has ${missing.length} element(s) without a description:`);
  for (const element of missing) console.error(`  ${element}`);
  console.error(
    'Write one short sentence above each in schema.graphql: what it is or does for a client (units, rials, ISO dates, what null means, who may see it).',
  );
  process.exit(1);
}
console.log(
  'check:descriptions: every type, field, argument, input field, enum value and directive of schema.graphql is described.',
);
