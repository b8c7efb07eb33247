/**
 * Writes docs/glossary.md: for every Query and Mutation field of schema.graphql, and every other field whose
 * resolver calls a service, the resolver's file, the REST calls it can make (method and path), the service route
 * file that serves each path and the domain and repository functions behind it.
 *
 *   pnpm docs:glossary           write docs/glossary.md
 *   pnpm check:glossary          fail when docs/glossary.md is not what the code says (run by `pnpm checks`)
 *
 * The gateway side is read from the source with the TypeScript checker (a resolver's body and everything it refers
 * to inside gateway/src: helpers, loaders, shared loads such as the viewer); the routes come from the services
 * themselves, built in this process on an empty in-memory database, each route's file found from where it was
 * registered; the handler's domain functions are read from the source again.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSchema, isObjectType } from 'graphql';
import * as prettier from 'prettier';
import ts from 'typescript';
import { serviceDefinitions } from '@rasad/services/service-definitions.ts';
import { openDatabase } from '@rasad/services/shared/database/open-database.ts';
import { createServiceApp } from '@rasad/services/shared/http/create-service-app.ts';
import { viewerPlugin } from '@rasad/services/shared/auth/viewer-plugin.ts';
import {
  codeOf,
  declarationsOf,
  isFunctionLike,
  isInside,
  lineOf,
  nameOfDeclaration,
  openSourceProgram,
  relativeFile,
  walkReachable,
  type SourceProgram,
} from './source-walk.mts';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const glossaryFile = path.join(repositoryRoot, 'docs/glossary.md');
const upstreamNames = new Set(['accounts', 'business', 'courses', 'analytics', 'payments']);
const upstreamMethods: Record<string, string> = {
  get: 'GET',
  tryGet: 'GET',
  post: 'POST',
  put: 'PUT',
  delete: 'DELETE',
};
/** Cross-cutting gateway code (the client itself, token refresh, caches, plugins) is not a resolver's own step. */
const gatewayExcluded = ['shared/upstream/', 'shared/auth/', 'shared/caching/', 'shared/plugins/'];
/** A cell with more calls than this names their count (`node` reaches every type's fetcher). */
const mostCallsShown = 12;

interface UpstreamCall {
  service: string;
  method: string;
  path: string;
}

interface FieldEntry {
  typeName: string;
  fieldName: string;
  resolverFile: string | null;
  calls: UpstreamCall[];
}

interface RouteEntry {
  routeFile: string;
  domain: string[];
}

// ── The gateway: resolver maps and the calls each field can make ────────────────────────────────────────────

function unwrapExpression(node: ts.Expression): ts.Expression {
  let current = node;
  while (
    ts.isSatisfiesExpression(current) ||
    ts.isAsExpression(current) ||
    ts.isParenthesizedExpression(current)
  )
    current = current.expression;
  return current;
}

/** An object literal, also when it is handed to a wrapper (`invalidIdsAsUserErrors({ … })`). */
function objectLiteralOf(node: ts.Node | undefined): ts.ObjectLiteralExpression | null {
  if (!node || !ts.isExpression(node)) return null;
  const value = unwrapExpression(node);
  if (ts.isObjectLiteralExpression(value)) return value;
  if (ts.isCallExpression(value)) {
    const [first] = value.arguments;
    return first ? objectLiteralOf(first) : null;
  }
  return null;
}

/** The members of an object literal, spreads of other literals in the package followed. */
function membersOf(
  source: SourceProgram,
  literal: ts.ObjectLiteralExpression,
): ts.ObjectLiteralElementLike[] {
  const members: ts.ObjectLiteralElementLike[] = [];
  for (const member of literal.properties) {
    if (!ts.isSpreadAssignment(member)) {
      members.push(member);
      continue;
    }
    const spread = unwrapExpression(member.expression);
    if (!ts.isIdentifier(spread)) continue;
    for (const declaration of declarationsOf(source, spread)) {
      const value = objectLiteralOf(codeOf(declaration));
      if (value) members.push(...membersOf(source, value));
    }
  }
  return members;
}

/** The service a call's target names: `….upstream.courses`, or anything typed `RequestUpstream<'courses'>`. */
function upstreamNameOf(source: SourceProgram, target: ts.Expression): string | null {
  if (ts.isPropertyAccessExpression(target) && upstreamNames.has(target.name.text)) return target.name.text;
  const typed = /^RequestUpstream<"(\w+)">$/.exec(
    source.checker.typeToString(source.checker.getTypeAtLocation(target)),
  );
  return typed && upstreamNames.has(typed[1]!) ? typed[1]! : null;
}

function upstreamCallOf(source: SourceProgram, node: ts.Node): UpstreamCall | null {
  if (!ts.isCallExpression(node) || !ts.isPropertyAccessExpression(node.expression)) return null;
  const method = upstreamMethods[node.expression.name.text];
  const [first] = node.arguments;
  if (!method || !first || !(ts.isStringLiteral(first) || ts.isNoSubstitutionTemplateLiteral(first)))
    return null;
  if (!first.text.startsWith('/')) return null;
  const service = upstreamNameOf(source, node.expression.expression);
  return service ? { service, method, path: first.text } : null;
}

function gatewayFields(schemaTypes: Set<string>): FieldEntry[] {
  const gatewayRoot = path.join(repositoryRoot, 'gateway');
  const source = openSourceProgram(path.join(gatewayRoot, 'tsconfig.json'), path.join(gatewayRoot, 'src'));
  const entries: FieldEntry[] = [];
  const follow = (declaration: ts.Declaration) => isInside(source, declaration, gatewayExcluded);
  for (const file of source.program.getSourceFiles()) {
    if (!file.fileName.startsWith(source.root + path.sep) || file.fileName.includes('__generated__'))
      continue;
    for (const statement of file.statements) {
      if (!ts.isVariableStatement(statement)) continue;
      if (!statement.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)) continue;
      for (const declaration of statement.declarationList.declarations) {
        const value = objectLiteralOf(declaration.initializer);
        if (!value) continue;
        for (const typeMember of membersOf(source, value)) {
          if (!ts.isPropertyAssignment(typeMember) || !schemaTypes.has(typeMember.name.getText())) continue;
          const fields = objectLiteralOf(typeMember.initializer);
          if (!fields) continue;
          for (const field of membersOf(source, fields)) {
            if (!field.name || field.name.getText().startsWith('__')) continue;
            if (
              entries.some(
                (entry) =>
                  entry.typeName === typeMember.name.getText() && entry.fieldName === field.name!.getText(),
              )
            )
              continue;
            const calls = new Map<string, UpstreamCall>();
            walkReachable(source, field, follow, (node) => {
              const call = upstreamCallOf(source, node);
              if (call) calls.set(`${call.service} ${call.method} ${call.path}`, call);
            });
            entries.push({
              typeName: typeMember.name.getText(),
              fieldName: field.name.getText(),
              resolverFile: relativeFile(source, field, repositoryRoot),
              calls: [...calls.values()].sort(compareCalls),
            });
          }
        }
      }
    }
  }
  return entries;
}

function compareCalls(a: UpstreamCall, b: UpstreamCall): number {
  return `${a.service} ${a.path} ${a.method}`.localeCompare(`${b.service} ${b.path} ${b.method}`);
}

// ── The services: each route's file, from where it was registered, and its handler's domain functions ─────

interface RegisteredRoute {
  service: string;
  method: string;
  url: string;
  file: string;
  line: number;
}

const frameLocation = /\(?((?:file:\/\/)?\/[^():]+):(\d+):\d+\)?$/;

/** The first stack frame in a service's own code outside `shared/`: the line that declared the route. */
function registrationPlace(stack: string, servicesSource: string): { file: string; line: number } | null {
  for (const frame of stack.split('\n').slice(1)) {
    const match = frameLocation.exec(frame.trim());
    if (!match) continue;
    const file = match[1]!.replace(/^file:\/\//, '');
    if (!file.startsWith(servicesSource + path.sep) || file.includes(`${path.sep}shared${path.sep}`))
      continue;
    return { file, line: Number(match[2]) };
  }
  return null;
}

async function registeredRoutes(): Promise<RegisteredRoute[]> {
  const servicesSource = path.join(repositoryRoot, 'services/src');
  const routes: RegisteredRoute[] = [];
  // Routes never touch the database while they are registered (as when the OpenAPI documents are written).
  const database = await openDatabase({ pgliteDirectory: 'memory://' });
  try {
    for (const definition of Object.values(serviceDefinitions)) {
      const app = await createServiceApp({ title: definition.title, description: definition.description });
      app.addHook('onRoute', (route) => {
        const place = registrationPlace(new Error().stack ?? '', servicesSource);
        if (!place) return;
        for (const method of [route.method].flat()) {
          if (method === 'HEAD') continue;
          // Fastify writes a path parameter `:id`, the OpenAPI paths the gateway calls `{id}`.
          routes.push({
            service: definition.name,
            method,
            url: route.url.replace(/:(\w+)/g, '{$1}'),
            ...place,
          });
        }
      });
      const context = {
        db: database.db,
        now: () => new Date(),
        publicUrl: `http://127.0.0.1:${definition.defaultPort}`,
      };
      await app.register(viewerPlugin, { context });
      await definition.registerRoutes(app, context);
      await app.ready();
      await app.close();
    }
  } finally {
    await database.close();
  }
  return routes;
}

const routeMethods = new Set(['get', 'post', 'put', 'delete', 'patch', 'route']);

/** The `app.get(…)` (or post, put, …) call that starts on a line of a route file. */
function routeCallAt(file: ts.SourceFile, line: number): ts.CallExpression | null {
  let found: ts.CallExpression | null = null;
  const visit = (node: ts.Node): void => {
    if (found) return;
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      routeMethods.has(node.expression.name.text) &&
      lineOf(node.expression.name) === line
    ) {
      found = node;
      return;
    }
    node.forEachChild(visit);
  };
  visit(file);
  return found;
}

/** `personRepository(db)` makes the repository; its functions are the steps worth naming. */
function isRepositoryFactory(declaration: ts.Declaration): boolean {
  return /Repository$/.test(nameOfDeclaration(declaration));
}

function isRouteFile(file: string): boolean {
  return /-routes\.ts$/.test(file);
}

/**
 * The functions a route's handler uses from its domain: repository functions wherever they are reached, and the
 * other domain functions (outside route files and `shared/`) the handler calls itself.
 */
function domainFunctions(source: SourceProgram, call: ts.CallExpression): string[] {
  const found = new Set<string>();
  const place = (declaration: ts.Declaration) =>
    `${relativeFile(source, declaration, path.join(repositoryRoot, 'services/src'))}: ${nameOfDeclaration(declaration)}`;
  const inService = (declaration: ts.Declaration) => isInside(source, declaration, ['shared/']);
  const visitIdentifiers = (node: ts.Node, direct: boolean): void => {
    if (ts.isIdentifier(node)) {
      for (const declaration of declarationsOf(source, node)) {
        if (!inService(declaration) || !isFunctionLike(declaration) || isRepositoryFactory(declaration))
          continue;
        const file = declaration.getSourceFile().fileName;
        if (/-repository\.ts$/.test(file)) found.add(place(declaration));
        else if (direct && !isRouteFile(file)) found.add(place(declaration));
      }
    }
    node.forEachChild((child) => visitIdentifiers(child, direct));
  };
  for (const argument of call.arguments) visitIdentifiers(argument, true);
  // Repository functions reached through helpers (a summary loader, a cache) count too.
  for (const argument of call.arguments)
    walkReachable(
      source,
      argument,
      (declaration) =>
        inService(declaration) && !/-repository\.ts$/.test(declaration.getSourceFile().fileName),
      (node) => {
        if (!ts.isIdentifier(node)) return;
        for (const declaration of declarationsOf(source, node))
          if (
            inService(declaration) &&
            isFunctionLike(declaration) &&
            !isRepositoryFactory(declaration) &&
            /-repository\.ts$/.test(declaration.getSourceFile().fileName)
          )
            found.add(place(declaration));
      },
      // The handler's own helpers, not theirs: a lifecycle's every branch would bury the step's own functions.
      1,
    );
  return [...found].sort();
}

function routeIndex(routes: RegisteredRoute[]): Map<string, RouteEntry> {
  const servicesRoot = path.join(repositoryRoot, 'services');
  const source = openSourceProgram(path.join(servicesRoot, 'tsconfig.json'), path.join(servicesRoot, 'src'));
  const index = new Map<string, RouteEntry>();
  for (const route of routes) {
    const file = source.program.getSourceFile(route.file);
    const call = file ? routeCallAt(file, route.line) : null;
    index.set(`${route.service} ${route.method} ${route.url}`, {
      routeFile: path.relative(repositoryRoot, route.file).split(path.sep).join('/'),
      domain: call ? domainFunctions(source, call) : [],
    });
  }
  return index;
}

// ── The page ───────────────────────────────────────────────────────────────────────────────────────────────

function code(text: string): string {
  return `\`${text}\``;
}

function cell(lines: string[]): string {
  return lines.length === 0 ? '—' : lines.join('<br>');
}

function row(entry: FieldEntry, routes: Map<string, RouteEntry>): string {
  const calls =
    entry.calls.length > mostCallsShown
      ? [`${entry.calls.length} calls: the fetcher of every node type (see each type's fields)`]
      : entry.calls.map((call) => `${call.service} ${code(`${call.method} ${call.path}`)}`);
  const shown = entry.calls.length > mostCallsShown ? [] : entry.calls;
  const routeFiles = shown.map((call) => {
    const route = routes.get(`${call.service} ${call.method} ${call.path}`);
    return route ? code(route.routeFile.replace(/^services\/src\//, '')) : 'not a route of the services';
  });
  const domain = shown.flatMap((call) =>
    (routes.get(`${call.service} ${call.method} ${call.path}`)?.domain ?? []).map(code),
  );
  return `| ${code(`${entry.typeName}.${entry.fieldName}`)} | ${entry.resolverFile ? code(entry.resolverFile.replace(/^gateway\/src\//, '')) : 'default (a property of its parent)'} | ${cell(calls)} | ${cell(routeFiles)} | ${cell([...new Set(domain)])} |`;
}

function table(entries: FieldEntry[], routes: Map<string, RouteEntry>): string {
  return [
    '| operation | resolver (`gateway/src/`) | REST calls | route file (`services/src/`) | domain and repository functions (`services/src/`) |',
    '| --- | --- | --- | --- | --- |',
    ...entries.map((entry) => row(entry, routes)),
  ].join('\n');
}

export async function renderGlossary(): Promise<string> {
  const schema = buildSchema(readFileSync(path.join(repositoryRoot, 'schema.graphql'), 'utf8'));
  const typeNames = new Set(Object.keys(schema.getTypeMap()).filter((name) => !name.startsWith('__')));
  const resolved = gatewayFields(typeNames);
  const byField = new Map(resolved.map((entry) => [`${entry.typeName}.${entry.fieldName}`, entry]));
  const routes = routeIndex(await registeredRoutes());
  const rootEntries = (typeName: 'Query' | 'Mutation') =>
    Object.keys(schema.getQueryType() && typeName === 'Query' ? schema.getQueryType()!.getFields() : {})
      .concat(typeName === 'Mutation' ? Object.keys(schema.getMutationType()?.getFields() ?? {}) : [])
      .sort()
      .map(
        (fieldName): FieldEntry =>
          byField.get(`${typeName}.${fieldName}`) ?? { typeName, fieldName, resolverFile: null, calls: [] },
      );
  const objectEntries = resolved
    .filter(
      (entry) =>
        entry.typeName !== 'Query' &&
        entry.typeName !== 'Mutation' &&
        entry.calls.length > 0 &&
        isObjectType(schema.getType(entry.typeName)),
    )
    .sort((a, b) => `${a.typeName}.${a.fieldName}`.localeCompare(`${b.typeName}.${b.fieldName}`));
  const page = `# Glossary: GraphQL operation → REST call → domain function

<!-- Generated by \`pnpm docs:glossary\` (scripts/docs/generate-glossary.mts); \`pnpm checks\` fails when it is stale. Do not edit by hand. -->

One step of the product has up to four names: the web's GraphQL field (\`orderPay\`), the spec's REST call
(\`POST /v3/Pricing/GotoIPG\`), the service's route file and the domain functions behind it. This table joins
them. A walk through every layer for one screen: [from a screen to its SQL](architecture.md#from-a-screen-to-its-sql).

- **resolver**: the file under \`gateway/src/\` that resolves the field.
- **REST calls**: every call the resolver can make, directly or through the helpers and loaders it uses (read
  from the source, so a call made only on some branch is listed too); the service's name first. Token refresh,
  caches and other cross-cutting calls are left out.
- **route file**: the service file that registers that method and path.
- **domain and repository functions**: what the route's handler calls from its domain (file: function); the SQL
  is in the \`*-repository.ts\` functions.

## Queries

${table(rootEntries('Query'), routes)}

## Mutations

${table(rootEntries('Mutation'), routes)}

## Other fields that call a service

Fields of the objects a query returns whose resolver makes a REST call of its own (a tab of the company page, a
course's sections…); fields read from their parent's answer are not listed.

${table(objectEntries, routes)}
`;
  const options = (await prettier.resolveConfig(glossaryFile)) ?? {};
  return prettier.format(page, { ...options, parser: 'markdown' });
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const rendered = await renderGlossary();
  if (process.argv.includes('--check')) {
    const current = (() => {
      try {
        return readFileSync(glossaryFile, 'utf8');
      } catch {
        return '';
      }
    })();
    if (current !== rendered) {
      console.error(
        'docs/glossary.md is not what the code says: run `npx -y pnpm@10 docs:glossary` and commit the result.',
      );
      process.exit(1);
    }
    console.log('docs/glossary.md is up to date.');
  } else {
    writeFileSync(glossaryFile, rendered);
    console.log(`wrote ${path.relative(repositoryRoot, glossaryFile)}`);
  }
}
