import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

/** Types the upstream clients from the OpenAPI documents the services publish (services/openapi/*.json). */
const here = path.dirname(fileURLToPath(import.meta.url));
const documentsFolder = path.resolve(here, '../../../services/openapi');
const outputFolder = path.resolve(here, '../__generated__/upstream');

mkdirSync(outputFolder, { recursive: true });
for (const file of readdirSync(documentsFolder).filter((name) => name.endsWith('.json'))) {
  const ast = await openapiTS(new URL(`file://${path.join(documentsFolder, file)}`));
  const target = path.join(outputFolder, file.replace(/\.json$/, '.ts'));
  writeFileSync(target, `// Generated from services/openapi/${file}; do not edit.\n${astToString(ast)}`);
  console.log(`upstream types: ${path.relative(process.cwd(), target)}`);
}
