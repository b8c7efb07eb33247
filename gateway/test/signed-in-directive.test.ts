import {
  buildSchema,
  execute,
  getNamedType,
  type GraphQLField,
  type GraphQLObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  parse,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildExecutableSchema } from '../src/schema/build-executable-schema.ts';
import { withSignedInFields } from '../src/shared/auth/signed-in-directive.ts';
import type { GatewayContext } from '../src/shared/gateway-context.ts';
import type { Locale } from '../src/shared/gateway-messages.ts';
import { toGlobalId } from '../src/shared/relay/global-id.ts';

const schema = buildExecutableSchema();

/** Read straight from the schema's AST, not through the gateway's own helper: what schema.graphql marks. */
function marked(node: { astNode?: { directives?: readonly { name: { value: string } }[] } | null }) {
  return node.astNode?.directives?.some((directive) => directive.name.value === 'signedIn') ?? false;
}

function extensionMarked(type: GraphQLObjectType, fieldName: string) {
  return type.extensionASTNodes.some((extension) =>
    extension.fields?.some(
      (field) =>
        field.name.value === fieldName &&
        field.directives?.some((directive) => directive.name.value === 'signedIn'),
    ),
  );
}

const objectTypes = Object.values(schema.getTypeMap()).filter(
  (type): type is GraphQLObjectType => isObjectType(type) && !type.name.startsWith('__'),
);
const markedFields = objectTypes.flatMap((type) =>
  Object.values(type.getFields())
    .filter((field) => marked(field) || extensionMarked(type, field.name))
    .map((field) => ({ type, field })),
);
const markedTypes = objectTypes.filter((type) => marked(type));

/** A visitor's request context: every upstream call is recorded and fails, as no marked field may make one. */
function visitorContext(locale: Locale, signedIn = false) {
  const upstreamCalls: string[] = [];
  const client = (name: string) =>
    new Proxy(
      {},
      {
        get: (_, method) => (path: string) => {
          upstreamCalls.push(`${name} ${String(method)} ${path}`);
          return Promise.reject(new Error(`upstream ${name} called`));
        },
      },
    );
  const context = {
    locale,
    now: () => new Date('2026-12-01T08:00:00Z'),
    upstream: new Proxy({}, { get: (_, name) => client(String(name)) }),
    loaders: new Proxy({}, { get: () => ({ load: () => Promise.reject(new Error('loader called')) }) }),
    client: { userAgent: null },
    session: { signedIn, viaApiKey: false },
  } as unknown as GatewayContext;
  return { context, upstreamCalls };
}

const refusal = {
  'fa-IR': { field: [], code: 'UNAUTHENTICATED', message: 'برای این کار ابتدا وارد شوید.' },
  'en-US': { field: [], code: 'UNAUTHENTICATED', message: 'Sign in first.' },
} as const;

/** What every empty (non-error) answer may hold. */
function expectEmpty(value: unknown, where: string) {
  if (value === null || value === false || value === 0) return;
  if (Array.isArray(value)) return expect(value, where).toEqual([]);
  expect(typeof value, where).toBe('object');
  for (const [key, inner] of Object.entries(value as object)) expectEmpty(inner, `${where}.${key}`);
}

async function visitorAnswer(field: GraphQLField<unknown, GatewayContext>, locale: Locale) {
  const { context, upstreamCalls } = visitorContext(locale);
  const answer = await field.resolve!({}, {}, context, {} as never);
  return { answer, upstreamCalls };
}

describe('@signedIn: one way to require a viewer', () => {
  it('marks the fields and types that are for signed-in callers', () => {
    const names = markedFields.map(({ type, field }) => `${type.name}.${field.name}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'Query.viewer',
        'Query.checkoutQuote',
        'Mutation.savedGraphCreate',
        'Mutation.orderCreate',
        'Mutation.apiKeyCreate',
        'Lesson.notes',
        'CourseExam.unlocked',
      ]),
    );
    expect(names.length).toBeGreaterThanOrEqual(45);
    expect(markedTypes.map((type) => type.name).sort()).toEqual([
      'CompanyList',
      'ManagedCompany',
      'SavedGraph',
    ]);
  });

  describe.each(['fa-IR', 'en-US'] as const)('a visitor, in %s', (locale) => {
    it.each(markedFields.map(({ type, field }) => [`${type.name}.${field.name}`, field] as const))(
      'is refused %s without any upstream call',
      async (where, field) => {
        const { answer, upstreamCalls } = await visitorAnswer(field, locale);
        expect(upstreamCalls).toEqual([]);
        const type = field.type;
        const named = getNamedType(type);
        if (isObjectType(named) && 'userErrors' in named.getFields()) {
          // A payload: the one refusal, every other field of it empty.
          const { userErrors, ...rest } = answer as { userErrors: unknown };
          expect(userErrors).toEqual([refusal[locale]]);
          expectEmpty(rest, where);
        } else if (!isNonNullType(type)) expect(answer).toBeNull();
        else if (isListType(type.ofType)) expect(answer).toEqual([]);
        else if (named.name === 'Boolean') expect(answer).toBe(false);
        else {
          // A connection: no edges, no next page.
          expect(answer).toMatchObject({
            edges: [],
            pageInfo: { hasNextPage: false, hasPreviousPage: false },
          });
          expectEmpty(answer, where);
        }
      },
    );
  });

  it.each(markedTypes.map((type) => type.name))(
    'answers node(id:) of a %s with null to a visitor',
    async (name) => {
      const { context, upstreamCalls } = visitorContext('fa-IR');
      const result = await execute({
        schema,
        document: parse('query ($id: ID!) { node(id: $id) { id } nodes(ids: [$id]) { id } }'),
        variableValues: { id: toGlobalId(name, '1') },
        contextValue: context,
      });
      expect(result).toEqual({ data: { node: null, nodes: [null] } });
      expect(upstreamCalls).toEqual([]);
    },
  );

  it('answers a visitor through GraphQL in the shape the web app reads', async () => {
    const { context } = visitorContext('en-US');
    const result = await execute({
      schema,
      document: parse(`{
        viewer { uuid }
        checkoutQuote(input: { packageType: PROFESSIONAL, durationMonths: 12 }) {
          quote { __typename }
          userErrors { field code message }
        }
      }`),
      contextValue: context,
    });
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      viewer: null,
      checkoutQuote: { quote: null, userErrors: [refusal['en-US']] },
    });
  });

  it('runs the field itself for a signed-in caller', async () => {
    const { context, upstreamCalls } = visitorContext('fa-IR', true);
    const recentVisits = markedFields.find(({ field }) => field.name === 'recentEntityVisits')!.field;
    await expect(recentVisits.resolve!({}, {}, context, {} as never)).rejects.toThrow(
      'upstream business called',
    );
    expect(upstreamCalls).toEqual(['business get /v1/Profile/EntityPageVisitsAsync']);
  });

  it('refuses to start when a marked field has no visitor answer', () => {
    const unanswerable = buildSchema(`
      directive @signedIn on FIELD_DEFINITION | OBJECT
      type Query { name: String! @signedIn }
    `);
    expect(() => withSignedInFields(unanswerable)).toThrow('@signedIn on Query.name');
  });
});
