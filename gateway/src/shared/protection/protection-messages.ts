import { serviceMessages } from '@rasad/contracts/service-messages/service-messages.ts';
import { packageNames, requiredPackage } from '@rasad/contracts/entitlements.ts';
import type { Locale } from '../gateway-messages.ts';
import type { DocumentLimitBreach } from './document-limits.ts';

/** The package that brings API keys, from the entitlements table. */
function apiPackageName(locale: Locale): string {
  const required = requiredPackage('apiAccess');
  return required ? packageNames[required][locale === 'en-US' ? 'en' : 'fa'] : '';
}

function number(value: number, locale: Locale): string {
  return Math.ceil(value).toLocaleString(locale === 'en-US' ? 'en-US' : 'fa-IR');
}

/** What the gateway's protections answer, in the request's language, each saying what to do next. */
export const protectionMessages = {
  queryTooCostly: (cost: number, maximum: number, locale: Locale) =>
    locale === 'en-US'
      ? `This query is too expensive (cost ${number(cost, locale)}, at most ${number(maximum, locale)} per request). Ask for fewer items with first/last, nest less, or split it into smaller requests.`
      : `این پرس‌وجو بیش از حد سنگین است (هزینهٔ ${number(cost, locale)}؛ بیشترین هزینهٔ هر درخواست ${number(maximum, locale)}). تعداد موارد را با first یا last کمتر کنید، تودرتویی را کم کنید یا آن را به چند درخواست کوچک‌تر بشکنید.`,
  queryTooDeep: (depth: number, maximum: number, locale: Locale) =>
    locale === 'en-US'
      ? `This query is nested ${number(depth, locale)} levels deep; at most ${number(maximum, locale)} are allowed. Ask for fewer nested fields.`
      : `عمق این پرس‌وجو ${number(depth, locale)} سطح است و بیشترین عمق مجاز ${number(maximum, locale)} سطح؛ فیلدهای تودرتوی کمتری بخواهید.`,
  budgetExhausted: (seconds: number, locale: Locale) =>
    locale === 'en-US'
      ? `Your query budget is used up for now. Try again in ${number(seconds, locale)} seconds, or choose a larger package for a bigger budget.`
      : `سهمیهٔ پرس‌وجوی شما فعلاً تمام شده است. ${number(seconds, locale)} ثانیهٔ دیگر دوباره تلاش کنید یا برای سهمیهٔ بیشتر بستهٔ بزرگ‌تری بگیرید.`,
  tooManyInFlight: (running: number, seconds: number, locale: Locale) =>
    locale === 'en-US'
      ? `You already have ${number(running, locale)} requests running, the most one caller may have at once. Wait for their answers, then try again in ${number(seconds, locale)} seconds.`
      : `هم‌اکنون ${number(running, locale)} درخواست شما در حال اجراست که بیشترین تعداد همزمان برای هر کاربر است. منتظر پاسخ آن‌ها بمانید و ${number(seconds, locale)} ثانیهٔ دیگر دوباره تلاش کنید.`,
  documentTooLarge: ({ limit, found, maximum }: DocumentLimitBreach, locale: Locale) => {
    const english = {
      bytes: `This GraphQL document is ${number(found, locale)} bytes long; at most ${number(maximum, locale)} are accepted.`,
      tokens: `This GraphQL document has more than ${number(maximum, locale)} tokens (names, values and punctuation), the most accepted.`,
      aliases: `This GraphQL document has ${number(found, locale)} aliased fields; at most ${number(maximum, locale)} are accepted.`,
      directives: `This GraphQL document has ${number(found, locale)} directives; at most ${number(maximum, locale)} are accepted.`,
    };
    const persian = {
      bytes: `سند GraphQL این درخواست ${number(found, locale)} بایت است و بیشترین اندازهٔ پذیرفتنی ${number(maximum, locale)} بایت.`,
      tokens: `سند GraphQL این درخواست بیش از ${number(maximum, locale)} واحد نحوی (نام، مقدار و نشانه) دارد که بیشترین مقدار پذیرفتنی است.`,
      aliases: `سند GraphQL این درخواست ${number(found, locale)} فیلد با نام مستعار دارد و بیشترین تعداد پذیرفتنی ${number(maximum, locale)} است.`,
      directives: `سند GraphQL این درخواست ${number(found, locale)} رهنمود (directive) دارد و بیشترین تعداد پذیرفتنی ${number(maximum, locale)} است.`,
    };
    return locale === 'en-US'
      ? `${english[limit]} Split it into smaller requests, or ask for lists with first/last and nodes(ids:) instead of aliases.`
      : `${persian[limit]} آن را به چند درخواست کوچک‌تر بشکنید یا به جای نام‌های مستعار، فهرست‌ها را با first/last و nodes(ids:) بخواهید.`;
  },
  nestedTooDeep: (maximum: number, locale: Locale) =>
    locale === 'en-US'
      ? `This request nests brackets, lists or objects more than ${number(maximum, locale)} levels deep. Send a flatter query or flatter variables.`
      : `در این درخواست کروشه‌ها، فهرست‌ها یا شیءها بیش از ${number(maximum, locale)} سطح تودرتو شده‌اند. پرس‌وجو یا متغیرهای ساده‌تری بفرستید.`,
  // The services refuse the same characters with the same words.
  invalidCharacters: (locale: Locale) => serviceMessages['request.invalidCharacters'][locale],
  // The services answer a body over their limit with the same words.
  requestTooLarge: (locale: Locale) => serviceMessages['request.tooLarge'][locale],
  invalidContentLength: (locale: Locale) =>
    locale === 'en-US'
      ? 'The Content-Length header must be one whole number of bytes.'
      : 'سرآیند Content-Length باید یک عدد صحیح (تعداد بایت‌ها) باشد.',
  notAcceptable: (locale: Locale) =>
    locale === 'en-US'
      ? 'Answers are sent as JSON: accept application/json or application/graphql-response+json.'
      : 'پاسخ‌ها به صورت JSON فرستاده می‌شوند: در سرآیند Accept نوع application/json یا application/graphql-response+json را بپذیرید.',
  missingQuery: (locale: Locale) =>
    locale === 'en-US'
      ? 'The request has no GraphQL document: send the query as a string in "query" (or a persisted operation\'s hash).'
      : 'درخواست سند GraphQL ندارد: پرس‌وجو را به صورت رشته در «query» (یا شناسهٔ یک عملیات ذخیره‌شده) بفرستید.',
  invalidJsonParameter: (name: string, locale: Locale) =>
    locale === 'en-US'
      ? `"${name}" in the address is not valid JSON: send it as a URL-encoded JSON object, e.g. ${name}=%7B%7D.`
      : `«${name}» در نشانی JSON معتبری نیست: آن را به صورت یک شیء JSON کدگذاری‌شده در نشانی بفرستید (مثلاً ${name}=%7B%7D).`,
  csrfHeaderMissing: (header: string, locale: Locale) =>
    locale === 'en-US'
      ? `Requests that change data must send the ${header} header. Use the Rasad web app or add the header to your client.`
      : `درخواست‌هایی که داده را تغییر می‌دهند باید سرآیند ${header} را بفرستند. از برنامهٔ وب رصد استفاده کنید یا این سرآیند را به کلاینت خود بیفزایید.`,
  unsupportedMediaType: (locale: Locale) =>
    locale === 'en-US'
      ? 'Send GraphQL requests as JSON (Content-Type: application/json); forms and multipart bodies are not accepted.'
      : 'درخواست‌های GraphQL را به صورت JSON بفرستید (Content-Type: application/json)؛ فرم و بدنهٔ چندبخشی پذیرفته نمی‌شود.',
  serviceTemporarilyUnavailable: (locale: Locale) =>
    locale === 'en-US'
      ? 'This part of Rasad is temporarily unavailable. Please try again in a few seconds.'
      : 'این بخش از رصد موقتاً در دسترس نیست. لطفاً چند ثانیهٔ دیگر دوباره تلاش کنید.',
  deadlineExceeded: (locale: Locale) =>
    locale === 'en-US'
      ? 'The request took too long and was stopped. Ask for less, or try again shortly.'
      : 'پاسخ این درخواست بیش از حد طول کشید و متوقف شد. دادهٔ کمتری بخواهید یا کمی بعد دوباره تلاش کنید.',
  adHocQueryNeedsApiKey: (locale: Locale) =>
    locale === 'en-US'
      ? `This API runs only the Rasad web app's own (persisted) operations. To send your own GraphQL queries (in GraphiQL at /graphql or from your software), create a personal API key under “API keys” on your profile page (${apiPackageName(locale)} package) and send it as “Authorization: Bearer <key>”.`
      : `این API فقط عملیات‌های ثبت‌شدهٔ برنامهٔ وب رصد را اجرا می‌کند. برای فرستادن پرس‌وجوی دلخواه (در GraphiQL در نشانی ‎/graphql یا از نرم‌افزار خودتان) در صفحهٔ پروفایل، بخش «کلیدهای API»، یک کلید شخصی بسازید (ویژهٔ بستهٔ ${apiPackageName(locale)}) و آن را در سرآیند «Authorization: Bearer <کلید>» بفرستید.`,
  apiKeyInvalid: (locale: Locale) =>
    locale === 'en-US'
      ? 'This API key is not valid, or it was revoked or has expired. Create a new one under “API keys” on your profile page.'
      : 'این کلید API معتبر نیست یا باطل یا منقضی شده است. در صفحهٔ پروفایل، بخش «کلیدهای API»، کلید تازه‌ای بسازید.',
  apiKeyCannotManageKeys: (locale: Locale) =>
    locale === 'en-US'
      ? 'API keys cannot create or revoke API keys. Sign in to Rasad and manage your keys under “API keys” on your profile page.'
      : 'با کلید API نمی‌توان کلید API ساخت یا باطل کرد. وارد رصد شوید و کلیدهایتان را در صفحهٔ پروفایل، بخش «کلیدهای API»، مدیریت کنید.',
  apiAccessRequired: (locale: Locale) =>
    locale === 'en-US'
      ? `Your package no longer includes API access, so this key does not work. Upgrade to the ${apiPackageName(locale)} package to use it again.`
      : `بستهٔ شما دیگر دسترسی API ندارد و این کلید کار نمی‌کند. برای استفادهٔ دوباره، بستهٔ خود را به ${apiPackageName(locale)} ارتقا دهید.`,
  signInThrottled: (seconds: number, locale: Locale) =>
    locale === 'en-US'
      ? `Too many wrong passwords. Try again in ${number(seconds, locale)} seconds, or sign in with a one-time code sent to your mobile.`
      : `رمز عبور چند بار نادرست وارد شد. ${number(seconds, locale)} ثانیهٔ دیگر دوباره تلاش کنید یا با کد یک‌بارمصرفی که به موبایلتان فرستاده می‌شود وارد شوید.`,
};
