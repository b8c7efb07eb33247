import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway, type Gateway } from '../src/create-gateway.ts';
import { gatewayProtectionFromEnvironment } from '../src/gateway-config.ts';
import { toGlobalId } from '../src/shared/relay/global-id.ts';
import { startPlatformUnderTest, type PlatformUnderTest } from './platform-under-test.ts';

let platform: PlatformUnderTest;
let production: Gateway;
beforeAll(async () => {
  platform = await startPlatformUnderTest();
  // The gateway as NODE_ENV=production configures it, over the same services.
  production = createGateway({
    pools: platform.pools,
    persistedOperations: {},
    protection: gatewayProtectionFromEnvironment({ NODE_ENV: 'production' }),
    logError: () => {},
  });
});
afterAll(() => platform.close());

const persianLetters = /[\u0600-\u06FF]/;
const endpoint = 'http://gateway.test/graphql';

interface Answer {
  status: number;
  contentType: string | null;
  data?: Record<string, any> | null;
  errors: { message: string; path?: (string | number)[]; extensions?: { code?: string } }[];
  text: string;
}

async function answer(response: Response): Promise<Answer> {
  const text = await response.text();
  const body = JSON.parse(text) as { data?: Answer['data']; errors?: Answer['errors'] };
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    data: body.data,
    errors: body.errors ?? [],
    text,
  };
}

async function post(
  body: unknown,
  options: { locale?: string; accept?: string; gateway?: Gateway; cookie?: string } = {},
): Promise<Answer> {
  const response = await (options.gateway ?? platform.gateway).fetch(endpoint, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-rasad-client': 'rasad-test',
      ...(options.locale ? { 'accept-language': options.locale } : {}),
      ...(options.accept ? { accept: options.accept } : {}),
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return answer(response);
}

async function get(search: string, headers: Record<string, string> = {}): Promise<Answer> {
  return answer(await platform.gateway.fetch(`${endpoint}?${search}`, { headers }));
}

/** Documents that fail before anything runs, with graphql-js's English wording (less its suggestions). */
const documentErrors = [
  {
    name: 'a syntax error',
    query: '{ viewer { uuid ',
    code: 'GRAPHQL_PARSE_FAILED',
    english: 'Syntax Error: Expected Name, found <EOF>.',
    persian: 'سند GraphQL نحو درستی ندارد (سطر ۱، ستون ۱۷): این‌جا یک نام لازم بود اما پایان سند آمد.',
  },
  {
    name: 'an unknown field',
    query: '{ viewr { uuid } }',
    code: 'GRAPHQL_VALIDATION_FAILED',
    english: 'Cannot query field "viewr" on type "Query".',
    persian: 'فیلد «viewr» در نوع «Query» وجود ندارد.',
  },
  {
    name: 'an argument of the wrong type',
    query: '{ search(text: "فولاد", first: "ده") { totalCount } }',
    code: 'GRAPHQL_VALIDATION_FAILED',
    english: 'Int cannot represent non-integer value: "ده"',
    persian: 'مقدار "ده" برای نوع Int معتبر نیست؛ یک عدد صحیح (۳۲ بیتی) لازم است.',
  },
  {
    name: 'an unknown argument',
    query: '{ search(txt: "فولاد", text: "فولاد") { totalCount } }',
    code: 'GRAPHQL_VALIDATION_FAILED',
    english: 'Unknown argument "txt" on field "Query.search".',
    persian: 'آرگومان «txt» برای فیلد «Query.search» تعریف نشده است.',
  },
  {
    name: 'an unknown enum value',
    query: '{ search(text: "فولاد", type: COMPANYY) { totalCount } }',
    code: 'GRAPHQL_VALIDATION_FAILED',
    english: 'Value "COMPANYY" does not exist in "SearchEntityType" enum.',
    persian: 'مقدار «COMPANYY» در فهرست مقادیر «SearchEntityType» نیست.',
  },
  {
    name: 'a fragment that spreads itself',
    query:
      'query { viewer { ...A } } fragment A on Viewer { ...B } fragment B on Viewer { ...C } fragment C on Viewer { ...A }',
    code: 'GRAPHQL_VALIDATION_FAILED',
    english: 'Cannot spread fragment "A" within itself via "B", "C".',
    persian: 'قطعهٔ «A» از راه «B»، «C» به خودش برمی‌گردد؛ قطعه‌ها نباید دور بزنند.',
  },
  {
    name: 'a directive twice in one place',
    query: '{ viewer @include(if: true) @include(if: true) { uuid } }',
    code: 'GRAPHQL_VALIDATION_FAILED',
    english: 'The directive "@include" can only be used once at this location.',
    persian: 'رهنمود «@include» در یک جا فقط یک بار می‌تواند بیاید.',
  },
  {
    name: 'introspection nested too deep',
    // Through __type: through __schema the same nesting costs more than a request may (it is refused for its cost).
    query: '{ __type(name: "Query") { fields { type { fields { type { fields { name } } } } } } }',
    code: 'GRAPHQL_VALIDATION_FAILED',
    english: 'Maximum introspection depth exceeded',
    persian: 'پرس‌وجوی ساختار API (introspection) بیش از حد مجاز تو در تو است.',
  },
  {
    name: 'a subscription',
    query: 'subscription { viewer { uuid } }',
    code: 'BAD_USER_INPUT',
    english: 'Schema is not configured to execute subscription operation.',
    persian: 'این API عملیات اشتراک (subscription) را نمی‌پذیرد.',
  },
  {
    name: 'an amount of rials that is not whole',
    query: '{ companySearch(filter: { capitalMin: 1.5 }) { totalCount } }',
    code: 'GRAPHQL_VALIDATION_FAILED',
    english: 'Rial cannot represent value: 1.5',
    persian: 'مقدار 1.5 برای نوع Rial معتبر نیست؛ مبلغی به ریال، به صورت عدد صحیح لازم است.',
  },
];

describe('errors in the GraphQL document', () => {
  for (const example of documentErrors) {
    it(`answers ${example.name} with 400 in Persian, in English on request, and never suggests a name`, async () => {
      platform.resetCalls();
      const persian = await post({ query: example.query }, { locale: 'fa-IR' });
      expect(persian.status).toBe(400);
      expect(persian.errors).toHaveLength(1);
      expect(persian.errors[0]!.message).toBe(example.persian);
      expect(persian.errors[0]!.extensions?.code).toBe(example.code);
      const english = await post({ query: example.query }, { locale: 'en-US' });
      expect(english.status).toBe(400);
      expect(english.errors[0]!.message).toBe(example.english);
      for (const text of [persian.text, english.text])
        expect(text).not.toMatch(/Did you mean|viewer|COMPANY"/);
      expect(platform.upstreamCalls).toHaveLength(0);
    });
  }

  it('answers variables that do not fit their types with 400 BAD_USER_INPUT', async () => {
    const query = 'query ($first: Int) { search(text: "فولاد", first: $first) { totalCount } }';
    const persian = await post({ query, variables: { first: 2.5 } });
    expect(persian.status).toBe(400);
    expect(persian.errors[0]!.extensions?.code).toBe('BAD_USER_INPUT');
    expect(persian.errors[0]!.message).toBe(
      'مقدار متغیر «$first» معتبر نیست: مقدار 2.5 برای نوع Int معتبر نیست؛ یک عدد صحیح (۳۲ بیتی) لازم است.',
    );
    const english = await post({ query, variables: { first: 2.5 } }, { locale: 'en' });
    expect(english.errors[0]!.message).toBe(
      'Variable "$first" got invalid value 2.5; Int cannot represent non-integer value: 2.5',
    );
  });

  it('words a variable our own scalar refuses wholly in Persian', async () => {
    const query = 'query ($filter: CompanySearchFilter) { companySearch(filter: $filter) { totalCount } }';
    const persian = await post({ query, variables: { filter: { capitalMin: 1.5 } } });
    expect(persian.status).toBe(400);
    expect(persian.errors[0]!.message).toBe(
      'مقدار متغیر «$filter» (در «filter.capitalMin») معتبر نیست: مقدار 1.5 برای نوع Rial معتبر نیست؛ مبلغی به ریال، به صورت عدد صحیح لازم است.',
    );
  });

  it('stops at graphql-js’s limit of errors in Persian', async () => {
    const fields = Array.from({ length: 101 }, (_, index) => `f${index}`).join(' ');
    const { errors } = await post({ query: `{ ${fields} }` });
    expect(errors).toHaveLength(101);
    expect(errors.at(-1)!.message).toBe('خطاهای سند بیش از حد است؛ بررسی سند متوقف شد.');
    for (const error of errors) expect(error.message).not.toMatch(/[A-Za-z]{4,} [a-z]{3,}/);
  });

  it('keeps the GraphQL-over-HTTP media types: 400 for application/graphql-response+json, 200 for a legacy application/json client', async () => {
    const modern = await post({ query: '{ viewr }' }, { accept: 'application/graphql-response+json' });
    expect(modern.status).toBe(400);
    expect(modern.contentType).toContain('application/graphql-response+json');
    // A client that names application/json gets 200 for a document error, as the spec asks; the message is the same.
    const legacy = await post({ query: '{ viewr }' }, { accept: 'application/json' });
    expect(legacy.status).toBe(200);
    expect(legacy.errors[0]!.message).toBe(modern.errors[0]!.message);
    expect(legacy.errors[0]!.message).toMatch(persianLetters);
  });
});

describe('ids, cursors and filters a resolver refuses', () => {
  const course = toGlobalId('Course', 1);
  const idInvalid = 'شناسهٔ فرستاده‌شده معتبر نیست.';
  const refusals = [
    {
      name: 'a course id that is none',
      query: '{ course(id: "abc") { title } courseCategories(first: 1) { totalCount } }',
      persian: idInvalid,
      english: 'The id sent is not valid.',
    },
    {
      name: 'a lesson id that is none',
      query: `{ course(id: "${course}", lessonId: "zzz") { title } courseCategories(first: 1) { totalCount } }`,
      persian: idInvalid,
      english: 'The id sent is not valid.',
    },
    {
      name: 'a province id that is none',
      query: '{ companySearch(filter: { provinceId: "x" }) { totalCount } }',
      persian: idInvalid,
      english: 'The id sent is not valid.',
    },
    {
      name: 'a cursor that is none',
      query: '{ companySearch(filter: { text: "فولاد" }, after: "garbage") { totalCount } }',
      persian: 'نشانگر صفحه (after) معتبر نیست؛ endCursor همین فهرست را بفرستید.',
      english: 'The cursor (after) is not valid; send an endCursor of this same list.',
    },
    {
      name: 'a Solar Hijri date that is none',
      query: '{ companySearch(filter: { registeredFrom: "2020-13-45" }) { totalCount } }',
      persian: 'تاریخ را به شکل ۱۴۰۰/۰۱/۰۱ وارد کنید.',
      english: 'Enter the date as 1400/01/01 (Solar Hijri).',
    },
    {
      name: 'an ISIC code that is none',
      query: '{ companySearch(filter: { industryCode: "zz" }) { totalCount } }',
      persian: 'کد فعالیت باید ۲ تا ۴ رقم باشد.',
      english: 'The activity code must have 2 to 4 digits.',
    },
  ];
  for (const refusal of refusals) {
    it(`words ${refusal.name} in Persian, in English on request, as BAD_REQUEST`, async () => {
      const persian = await post({ query: refusal.query });
      expect(persian.errors).toHaveLength(1);
      expect(persian.errors[0]!.message).toBe(refusal.persian);
      expect(persian.errors[0]!.extensions?.code).toBe('BAD_REQUEST');
      const english = await post({ query: refusal.query }, { locale: 'en-US' });
      expect(english.errors[0]!.message).toBe(refusal.english);
    });
  }

  it('still serves the rest of a course page whose course id is none', async () => {
    const { data } = await post({
      query: '{ course(id: "abc") { title } courseCategories(first: 1) { totalCount } }',
    });
    expect(data!.course).toBeNull();
    expect(data!.courseCategories.totalCount).toBeGreaterThan(0);
  });

  it('words the signed-in screens’ id refusals in Persian: a progress report and sent prefactor requests', async () => {
    const admin = await platform.signInCookie('09121000004');
    const report = await post(
      {
        query:
          '{ viewer { companyAdministration { progressReport(courseId: "abc") { rows { fullName } } } } }',
      },
      { cookie: admin },
    );
    expect(report.errors.map((error) => error.message)).toEqual([idInvalid]);
    const sent = await post(
      { query: '{ viewer { sentPrefactorRequests(companyId: "abc") { totalCount } } }' },
      { cookie: admin },
    );
    expect(sent.errors.map((error) => error.message)).toEqual([idInvalid]);
  });
});

describe('malformed requests', () => {
  it('answers each with 400 and a Persian message, never 500', async () => {
    const answers = {
      'GET variables that are not JSON': await get('query=%7B__typename%7D&variables=x'),
      'GET extensions that are not JSON': await get('query=%7B__typename%7D&extensions=%7B'),
      'GET without a query': await get('variables=%7B%7D'),
      'POST without a query': await post({ variables: {} }),
      'POST with a number for the query': await post({ query: 1 }),
      'POST with an object for the query': await post({ query: { text: '{ __typename }' } }),
      'POST with a body that is not JSON': await post('{ "query": '),
      'POST with null in a batch': await post([null]),
      'POST with a string body': await post('"{ __typename }"'),
      'POST with a string for the variables': await post({ query: '{ __typename }', variables: 'x' }),
      'POST with an unknown operation name': await post({ query: '{ __typename }', operationName: 'Nope' }),
    };
    for (const [name, { status, errors }] of Object.entries(answers)) {
      expect(status, name).toBe(400);
      expect(errors[0]?.message, name).toMatch(persianLetters);
      expect(errors[0]?.extensions?.code, name).toMatch(
        /^BAD_REQUEST|BAD_USER_INPUT|OPERATION_RESOLUTION_FAILURE$/,
      );
    }
    const english = await get('query=%7B__typename%7D&variables=x', { 'accept-language': 'en-US' });
    expect(english.status).toBe(400);
    expect(english.errors[0]!.message).toBe(
      '"variables" in the address is not valid JSON: send it as a URL-encoded JSON object, e.g. variables=%7B%7D.',
    );
    // Internal details of the failure (the JSON parser's own message) are not shown.
    expect(answers['POST with a body that is not JSON'].text).not.toContain('originalError');
  });
});

describe('production', () => {
  it('answers a visitor’s introspection, and any document of its own, with the persisted-only refusal and serves no GraphiQL, while development keeps both', async () => {
    for (const query of [
      '{ __schema { types { name } } }',
      '{ __type(name: "Query") { name } }',
      '{ __typename }',
    ]) {
      const refused = await post({ query }, { gateway: production });
      expect(refused.status).toBe(403);
      expect(refused.errors[0]!.extensions?.code).toBe('PERSISTED_OPERATIONS_ONLY');
      expect(refused.errors[0]!.message).toMatch(persianLetters);
    }

    const graphiql = await production.fetch(endpoint, { headers: { accept: 'text/html' } });
    expect(graphiql.status).toBe(406);
    expect(await graphiql.text()).not.toContain('GraphiQL');
    expect(graphiql.headers.get('content-type') ?? '').not.toContain('text/html');

    const developmentSchema = await post({ query: '{ __schema { queryType { name } } }' });
    expect(developmentSchema.status).toBe(200);
    const developmentGraphiql = await platform.gateway.fetch(endpoint, { headers: { accept: 'text/html' } });
    expect(developmentGraphiql.headers.get('content-type')).toContain('text/html');
  });
});
