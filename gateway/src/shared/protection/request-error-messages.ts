import type { Locale } from '../gateway-messages.ts';
import { toPersianDigits } from '@rasad/contracts/latin-digits.ts';

/**
 * Request errors (syntax, validation, variables, the HTTP request itself) in the caller's language. graphql-js and
 * Yoga word them in English; the common ones are translated here word for word, with the names of fields, types and
 * arguments kept as written, and any other gets a Persian lead before its English detail. Suggestions ("Did you
 * mean …?") are removed in every language: they would list the schema to anyone guessing at it.
 */

/** Removes graphql-js's suggestions ("Did you mean "viewer"?", "Did you mean the enum value …?"). */
export function withoutSuggestions(message: string): string {
  return message.replace(/\s*Did you mean\b[^?]*\?/g, '').trim();
}

/** What each scalar accepts, for "Int cannot represent …" and its kin (ours are worded alike: schema/scalars.ts). */
const scalarExpectations: Record<string, string> = {
  Int: 'یک عدد صحیح (۳۲ بیتی)',
  Float: 'یک عدد',
  String: 'یک رشته',
  Boolean: 'true یا false',
  ID: 'یک رشته یا عدد صحیح',
  Rial: 'مبلغی به ریال، به صورت عدد صحیح',
  Date: 'تاریخی به قالب ISO 8601، مانند 2025-01-31',
  DateTime: 'زمانی به قالب ISO 8601، مانند 2025-01-01T10:00:00Z',
};
const scalarNames = Object.keys(scalarExpectations).join('|');

const operationKinds: Record<string, string> = {
  query: 'پرس‌وجو (query)',
  mutation: 'تغییر داده (mutation)',
  subscription: 'اشتراک (subscription)',
};

/** Names as graphql-js lists them ("A", "B") in Persian quotes. */
function quotedNames(list: string): string {
  return [...list.matchAll(/"(.+?)"/g)].map((match) => `«${match[1]}»`).join('، ');
}

/** A token named by a syntax error, in Persian: <EOF>, Name "x", "{", String "…". */
function persianToken(token: string): string {
  if (token === '<EOF>') return 'پایان سند';
  const named = /^(Name|String|Int|Float|BlockString) "(.*)"$/.exec(token);
  if (named) {
    const kind = { Name: 'نام', String: 'رشتهٔ', BlockString: 'رشتهٔ', Int: 'عدد', Float: 'عدد' }[named[1]!];
    return `${kind} «${named[2]}»`;
  }
  if (token === 'Name') return 'یک نام';
  if (/^"(.+)"$/.test(token)) return `«${token.slice(1, -1)}»`;
  return `«${token}»`;
}

type Translate = (match: RegExpExecArray) => string;

/** graphql-js and Yoga messages and their Persian wording; `$1`… are the names in the original. */
const persian: [RegExp, Translate][] = [
  // Validation
  [/^Cannot query field "(.+?)" on type "(.+?)"\.$/, (m) => `فیلد «${m[1]}» در نوع «${m[2]}» وجود ندارد.`],
  [
    /^Unknown argument "(.+?)" on field "(.+?)"\.$/,
    (m) => `آرگومان «${m[1]}» برای فیلد «${m[2]}» تعریف نشده است.`,
  ],
  [
    /^Unknown argument "(.+?)" on directive "(.+?)"\.$/,
    (m) => `آرگومان «${m[1]}» برای رهنمود «${m[2]}» تعریف نشده است.`,
  ],
  [
    /^(?:Field|Directive) "(.+?)" argument "(.+?)" of type "(.+?)" is required, but it was not provided\.$/,
    (m) => `آرگومان الزامی «${m[2]}» (از نوع ${m[3]}) برای «${m[1]}» داده نشده است.`,
  ],
  [
    /^Field "(.+?)" of required type "(.+?)" was not provided\.$/,
    (m) => `فیلد الزامی «${m[1]}» (از نوع ${m[2]}) داده نشده است.`,
  ],
  [/^Expected type "(.+?)" to be an object\.$/, (m) => `یک شیء از نوع «${m[1]}» لازم است.`],
  [
    /^Field "(.+?)" is not defined by type "(.+?)"\.$/,
    (m) => `فیلد «${m[1]}» در نوع ورودی «${m[2]}» وجود ندارد.`,
  ],
  [
    /^Field "(.+?)" must not have a selection since type "(.+?)" has no subfields\.$/,
    (m) => `فیلد «${m[1]}» از نوع ${m[2]} زیرفیلد ندارد؛ برای آن زیرفیلدی نخواهید.`,
  ],
  [
    /^Field "(.+?)" of type "(.+?)" must have a selection of subfields\.$/,
    (m) => `فیلد «${m[1]}» از نوع ${m[2]} زیرفیلد دارد؛ دست‌کم یکی از زیرفیلدهایش را بخواهید.`,
  ],
  [/^Unknown type "(.+?)"\.$/, (m) => `نوع «${m[1]}» وجود ندارد.`],
  [/^Unknown directive "(.+?)"\.$/, (m) => `رهنمود «${m[1]}» وجود ندارد.`],
  [/^Unknown fragment "(.+?)"\.$/, (m) => `قطعهٔ «${m[1]}» تعریف نشده است.`],
  [/^Fragment "(.+?)" is never used\.$/, (m) => `قطعهٔ «${m[1]}» تعریف شده اما به کار نرفته است.`],
  [
    /^Value "(.+?)" does not exist in "(.+?)" enum\.$/,
    (m) => `مقدار «${m[1]}» در فهرست مقادیر «${m[2]}» نیست.`,
  ],
  [
    /^Enum "(.+?)" cannot represent non-(?:enum|string) value: (.+?)\.?$/,
    (m) => `مقدار ${m[2]} یکی از مقادیر فهرست «${m[1]}» نیست.`,
  ],
  [
    /^Expected value of type "(.+?)", found (.+?)(?:; (.*))?\.?$/s,
    (m) => `مقدار ${m[2]} از نوع مورد انتظار ${m[1]} نیست.`,
  ],
  [
    new RegExp(`^(${scalarNames}) cannot represent (?:.*?)value: (.*)$`, 's'),
    (m) => `مقدار ${m[2]} برای نوع ${m[1]} معتبر نیست؛ ${scalarExpectations[m[1]!]} لازم است.`,
  ],
  [
    /^Expected non-nullable type "(.+?)" not to be null\.$/,
    (m) => `این مقدار از نوع ${m[1]} است و نمی‌تواند null باشد.`,
  ],
  [/^Expected type "(.+?)"\.(?: .*)?$/s, (m) => `مقدار از نوع «${m[1]}» نیست.`],
  [
    /^(?:OneOf Input Object "(.+?)" must specify exactly one key|Exactly one key must be specified for OneOf type "(.+?)")\.$/,
    (m) => `برای «${m[1] ?? m[2]}» دقیقاً یکی از فیلدها را بدهید.`,
  ],
  [/^Field "(.+?)" must be non-null\.$/, (m) => `فیلد «${m[1]}» نمی‌تواند null باشد.`],
  [
    /^Variable "(.+?)" is of type "(.+?)" but must be non-nullable to be used for OneOf Input Object "(.+?)"\.$/,
    (m) => `متغیر «${m[1]}» برای «${m[3]}» باید از نوع غیرتهی (${m[2]}!) باشد.`,
  ],
  [
    /^Variable "(.+?)" cannot be non-input type "(.+?)"\.$/,
    (m) => `متغیر «${m[1]}» نمی‌تواند از نوع ${m[2]} باشد؛ نوع متغیر باید از نوع‌های ورودی باشد.`,
  ],
  [/^Variable "(.+?)" is not defined(?: by operation "(.+?)")?\.$/, (m) => `متغیر «${m[1]}» تعریف نشده است.`],
  [
    /^Variable "(.+?)" is never used(?: in operation "(.+?)")?\.$/,
    (m) => `متغیر «${m[1]}» تعریف شده اما به کار نرفته است.`,
  ],
  [
    /^Variable "(.+?)" of type "(.+?)" used in position expecting type "(.+?)"\.$/,
    (m) => `متغیر «${m[1]}» از نوع ${m[2]} است اما این‌جا نوع ${m[3]} لازم است.`,
  ],
  [
    /^Variable "(.+?)" of required type "(.+?)" was not provided\.$/,
    (m) => `متغیر الزامی «${m[1]}» (از نوع ${m[2]}) داده نشده است.`,
  ],
  [
    /^Variable "(.+?)" of non-null type "(.+?)" must not be null\.$/,
    (m) => `متغیر «${m[1]}» از نوع ${m[2]} نمی‌تواند null باشد.`,
  ],
  [/^There can be only one ([\w ]+?) named "(.+?)"\.$/, (m) => `«${m[2]}» بیش از یک بار آمده است.`],
  [
    /^This anonymous operation must be the only defined operation\.$/,
    () => 'عملیات بی‌نام باید تنها عملیات سند باشد.',
  ],
  [
    /^Fields "(.+?)" conflict because .*$/s,
    (m) => `فیلدهای «${m[1]}» با هم ناسازگارند؛ برای گرفتن هر دو، نام مستعار (alias) متفاوتی به آن‌ها بدهید.`,
  ],
  [
    /^Cannot spread fragment "(.+?)" within itself(?: via (.+))?\.$/,
    (m) =>
      m[2]
        ? `قطعهٔ «${m[1]}» از راه ${quotedNames(m[2])} به خودش برمی‌گردد؛ قطعه‌ها نباید دور بزنند.`
        : `قطعهٔ «${m[1]}» خودش را در بر گرفته است؛ قطعه‌ها نباید دور بزنند.`,
  ],
  [
    /^The directive "(.+?)" can only be used once at this location\.$/,
    (m) => `رهنمود «${m[1]}» در یک جا فقط یک بار می‌تواند بیاید.`,
  ],
  [
    /^Directive "(.+?)" may not be used on (\w+)\.$/,
    (m) => `رهنمود «${m[1]}» در این جا (${m[2]}) به کار نمی‌رود.`,
  ],
  [
    /^Fragment (?:"(.+?)" )?cannot condition on non composite type "(.+?)"\.$/,
    (m) =>
      `${m[1] ? `قطعهٔ «${m[1]}»` : 'قطعه'} نمی‌تواند روی نوع ساده «${m[2]}» تعریف شود؛ فقط نوع‌های شیء، واسط یا اجتماع.`,
  ],
  [
    /^Fragment (?:"(.+?)" )?cannot be spread here as objects of type "(.+?)" can never be of type "(.+?)"\.$/,
    (m) =>
      `${m[1] ? `قطعهٔ «${m[1]}»` : 'این قطعه'} این‌جا جا ندارد: شیء از نوع «${m[2]}» هرگز از نوع «${m[3]}» نیست.`,
  ],
  [
    /^Field "(.+?)" of type "(.+?)" must have at least one field selected\.$/,
    (m) => `برای فیلد «${m[1]}» از نوع ${m[2]} دست‌کم یک زیرفیلد بخواهید.`,
  ],
  [
    /^The (?:"(.+?)"|schema) definition is not executable\.$/,
    (m) =>
      `تعریف ${m[1] ? `«${m[1]}»` : 'schema'} اجراشدنی نیست؛ سند فقط عملیات و قطعه (fragment) می‌تواند داشته باشد.`,
  ],
  [
    /^(?:Subscription "(.+?)"|Anonymous Subscription) must select only one top level field\.$/,
    () => 'اشتراک (subscription) باید دقیقاً یک فیلد ریشه داشته باشد.',
  ],
  [
    /^(?:Subscription "(.+?)"|Anonymous Subscription) must not select an introspection top level field\.$/,
    () => 'اشتراک (subscription) نمی‌تواند فیلد ساختار API (introspection) را در ریشه بخواهد.',
  ],
  [
    /^Maximum introspection depth exceeded$/,
    () => 'پرس‌وجوی ساختار API (introspection) بیش از حد مجاز تو در تو است.',
  ],
  [
    /^Too many validation errors, error limit reached\. Validation aborted\.$/,
    () => 'خطاهای سند بیش از حد است؛ بررسی سند متوقف شد.',
  ],
  [
    /^Too many errors processing variables, error limit reached\. Execution aborted\.$/,
    () => 'خطاهای متغیرها بیش از حد است؛ اجرای درخواست متوقف شد.',
  ],
  [
    /^Schema is not configured to execute (query|mutation|subscription) operation\.$/,
    (m) => `این API عملیات ${operationKinds[m[1]!]} را نمی‌پذیرد.`,
  ],
  [/^Must provide an operation\.$/, () => 'سند هیچ عملیاتی ندارد.'],
  [
    /^GraphQL introspection has been disabled, but the requested query contained the field "(.+?)"\.$/,
    (m) => `دریافت ساختار API (introspection) در این محیط بسته است؛ فیلد «${m[1]}» را از پرس‌وجو بردارید.`,
  ],
  // Choosing the operation
  [
    /^Must provide operation name if query contains multiple operations\.$/,
    () => 'سند چند عملیات دارد؛ نام عملیاتی را که باید اجرا شود در «operationName» بفرستید.',
  ],
  [/^Unknown operation named "(.+?)"\.$/, (m) => `عملیاتی به نام «${m[1]}» در سند نیست.`],
  [
    /^Could not determine what operation to execute\.$/,
    () => 'معلوم نیست کدام عملیات اجرا شود؛ نام عملیات («operationName») را با سند تطبیق دهید.',
  ],
  // The HTTP request (Yoga)
  [/^POST body sent invalid JSON\.$/, () => 'بدنهٔ درخواست JSON معتبری نیست.'],
  [
    /^POST body is expected to be object but received (\w+)$/,
    () => 'بدنهٔ درخواست باید یک شیء JSON (یا فهرستی از آن‌ها) باشد.',
  ],
  [
    /^Invalid "params" in the request body$/,
    () => 'بدنهٔ درخواست باید یک شیء JSON (یا فهرستی از آن‌ها) باشد.',
  ],
  [
    /^Expected params to be an object but given (\w+)\.$/,
    () => 'بدنهٔ درخواست باید یک شیء JSON (یا فهرستی از آن‌ها) باشد.',
  ],
  [
    /^Unexpected parameter "(.+?)" in the request body\.$/,
    (m) => `پارامتر «${m[1]}» شناخته نیست؛ فقط query، variables، operationName و extensions پذیرفته می‌شوند.`,
  ],
  [
    /^Must provide query string\.$/,
    () => 'درخواست سند GraphQL ندارد: پرس‌وجو را به صورت رشته در «query» بفرستید.',
  ],
  [
    /^Expected "query" param to be a string, but given (\w+)\.$/,
    () => 'پرس‌وجو را به صورت رشته در «query» بفرستید.',
  ],
  [
    /^Expected "(variables|extensions)" param to be empty or an object, but given (\w+)\.$/,
    (m) => `«${m[1]}» باید یک شیء JSON باشد یا اصلاً فرستاده نشود.`,
  ],
  [
    /^Can only perform a mutation operation from a POST request\.$/,
    () => 'تغییر داده (mutation) فقط با درخواست POST ممکن است.',
  ],
  [
    /^GraphQL only supports GET and POST requests\.$/,
    () => 'برای GraphQL فقط درخواست‌های GET و POST پذیرفته می‌شود.',
  ],
  [
    /^Batching is limited to (\d+) operations per request\.$/,
    (m) => `هر درخواست دسته‌ای حداکثر ${toPersianDigits(m[1]!)} عملیات می‌تواند داشته باشد.`,
  ],
  [/^Batching is not supported\.$/, () => 'درخواست دسته‌ای پذیرفته نمی‌شود.'],
  [/^PersistedQueryKeyNotFound$/, () => 'شناسهٔ عملیات ذخیره‌شده (sha256Hash) در درخواست نیست.'],
  [
    /^PersistedQueryNotFound$/,
    () => 'عملیات ذخیره‌شده‌ای با این شناسه پیدا نشد؛ برنامه را تازه کنید یا متن پرس‌وجو را بفرستید.',
  ],
];

/** A syntax error: where it is, and what was expected or found there. */
function persianSyntaxError(detail: string, location: { line: number; column: number } | undefined): string {
  const where = location
    ? ` (سطر ${toPersianDigits(location.line)}، ستون ${toPersianDigits(location.column)})`
    : '';
  const expected = /^Expected (.+?), found (.+?)\.$/.exec(detail);
  const unexpected = /^Unexpected (.+?)\.$/.exec(detail);
  const what = expected
    ? `این‌جا ${persianToken(expected[1]!)} لازم بود اما ${persianToken(expected[2]!)} آمد`
    : unexpected
      ? `${persianToken(unexpected[1]!)} این‌جا نابه‌جاست`
      : 'نوشتار پرس‌وجو را بررسی کنید';
  return `سند GraphQL نحو درستی ندارد${where}: ${what}.`;
}

/**
 * The message of a request error in the caller's language, without suggestions. English keeps graphql-js's own
 * wording (less the suggestions); Persian is translated, or led by a Persian sentence when the message is not one
 * of those above.
 */
export function localisedRequestErrorMessage(
  message: string,
  locale: Locale,
  location?: { line: number; column: number },
): string {
  const english = withoutSuggestions(message);
  if (locale === 'en-US') return english;
  return persianOf(english, location) ?? `درخواست GraphQL معتبر نیست: ${english}`;
}

/** The Persian of one of the messages above, or null when it is none of them. */
export function persianOf(english: string, location?: { line: number; column: number }): string | null {
  const syntax = /^Syntax Error: (.*)$/s.exec(english);
  if (syntax) return persianSyntaxError(syntax[1]!, location);
  const variable = /^Variable "(.+?)" got invalid value (.+?)(?: at "(.+?)")?; (.*)$/s.exec(english);
  if (variable) {
    const inner = persianOf(variable[4]!) ?? variable[4]!;
    const where = variable[3] ? ` (در «${variable[3]}»)` : '';
    return `مقدار متغیر «${variable[1]}»${where} معتبر نیست: ${inner}`;
  }
  for (const [pattern, translate] of persian) {
    const match = pattern.exec(english);
    if (match) return translate(match);
  }
  return null;
}
