import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { codegen } from '@graphql-codegen/core';
import * as typescriptPlugin from '@graphql-codegen/typescript';
import * as typescriptResolversPlugin from '@graphql-codegen/typescript-resolvers';
import { buildSchema, parse, printSchema } from 'graphql';
import { resolverMappers } from './schema/resolver-mappers.ts';

/** Writes resolver types for schema.graphql, with each object type mapped to the upstream shape behind it. */
const here = path.dirname(fileURLToPath(import.meta.url));
const schemaFile = path.resolve(here, '../../schema.graphql');
const outputFile = path.resolve(here, '__generated__/resolver-types.ts');

const schema = buildSchema(readFileSync(schemaFile, 'utf8'));
const output = await codegen({
  filename: outputFile,
  schema: parse(printSchema(schema)),
  documents: [],
  plugins: [{ typescript: {} }, { typescriptResolvers: {} }],
  pluginMap: { typescript: typescriptPlugin, typescriptResolvers: typescriptResolversPlugin },
  config: {
    useTypeImports: true,
    enumsAsTypes: true,
    contextType: '../shared/gateway-context.ts#GatewayContext',
    mappers: resolverMappers,
    scalars: { DateTime: 'string', Date: 'string', Rial: 'number', ID: 'string' },
    avoidOptionals: { field: true, inputValue: false, object: false },
    maybeValue: 'T | null',
    inputMaybeValue: 'T | null | undefined',
  },
});
mkdirSync(path.dirname(outputFile), { recursive: true });
writeFileSync(outputFile, `// Generated from schema.graphql; do not edit.\n${output}`);
console.log(`resolver types: ${path.relative(process.cwd(), outputFile)}`);
