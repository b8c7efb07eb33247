// relay-compiler refuses to start unless its output folders and persisted-operations file exist;
// both are generated (git-ignored), so a fresh clone needs them made first.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

mkdirSync('web/src/__generated__', { recursive: true });
mkdirSync('gateway/src/__generated__', { recursive: true });
const persisted = 'gateway/src/__generated__/persisted-operations.json';
if (!existsSync(persisted)) writeFileSync(persisted, '{}\n');

// Relay treats `extend type …` in its schema as client-only fields: it strips them from the operations
// it persists. Domains extend Query, Mutation and Viewer in schema.graphql, so Relay reads the same
// schema with every extension merged into its type (graphql-js comes from the gateway, which serves it).
const { buildSchema, printSchema } = createRequire(path.resolve('gateway/package.json'))('graphql');
writeFileSync(
  'gateway/src/__generated__/relay-schema.graphql',
  `${printSchema(buildSchema(readFileSync('schema.graphql', 'utf8')))}\n`,
);
