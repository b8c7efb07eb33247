import type { z } from 'zod';
import { toPersianDigits } from '../latin-digits.ts';
import type { MessageLocale } from '../localised-messages.ts';

/**
 * zod's own failures — a rule that names no message key — worded for people in both languages, for every layer that
 * validates with zod (the services' 400 answers, the gateway's user errors). zod's bundled Persian locale names its
 * types in English ("string", "array") and writes Latin digits and `<=`; these messages do neither.
 */

type Words = Record<MessageLocale, string>;

/** What a value of each zod type is called in a sentence. */
const typeNames: Record<string, Words> = {
  string: { 'fa-IR': 'متن', 'en-US': 'text' },
  number: { 'fa-IR': 'عدد', 'en-US': 'a number' },
  nan: { 'fa-IR': 'عدد', 'en-US': 'a number' },
  int: { 'fa-IR': 'عدد صحیح', 'en-US': 'a whole number' },
  bigint: { 'fa-IR': 'عدد صحیح', 'en-US': 'a whole number' },
  boolean: { 'fa-IR': 'درست یا نادرست (true یا false)', 'en-US': 'true or false' },
  date: { 'fa-IR': 'تاریخ', 'en-US': 'a date' },
  array: { 'fa-IR': 'فهرست', 'en-US': 'a list' },
  tuple: { 'fa-IR': 'فهرست', 'en-US': 'a list' },
  set: { 'fa-IR': 'فهرست', 'en-US': 'a list' },
  object: { 'fa-IR': 'مجموعه‌ای از فیلدها', 'en-US': 'an object' },
  record: { 'fa-IR': 'مجموعه‌ای از فیلدها', 'en-US': 'an object' },
  map: { 'fa-IR': 'مجموعه‌ای از فیلدها', 'en-US': 'an object' },
  file: { 'fa-IR': 'پرونده', 'en-US': 'a file' },
};

/** What the length of a sized value is counted in, singular and plural in English. */
const sizeUnits: Record<string, { 'fa-IR': string; 'en-US': [string, string] }> = {
  string: { 'fa-IR': 'نویسه', 'en-US': ['character', 'characters'] },
  array: { 'fa-IR': 'مورد', 'en-US': ['item', 'items'] },
  set: { 'fa-IR': 'مورد', 'en-US': ['item', 'items'] },
  map: { 'fa-IR': 'مورد', 'en-US': ['item', 'items'] },
  file: { 'fa-IR': 'بایت', 'en-US': ['byte', 'bytes'] },
};

const formats: Record<string, Words> = {
  email: { 'fa-IR': 'نشانی ایمیل معتبر نیست.', 'en-US': 'This e-mail address is not valid.' },
  url: { 'fa-IR': 'نشانی اینترنتی معتبر نیست.', 'en-US': 'This web address is not valid.' },
  datetime: {
    'fa-IR': 'زمان باید به قالب ISO 8601 باشد، مانند 2025-01-01T10:00:00Z.',
    'en-US': 'The time must be in ISO 8601 form, such as 2025-01-01T10:00:00Z.',
  },
  date: {
    'fa-IR': 'تاریخ باید به قالب ISO 8601 باشد، مانند 2025-01-31.',
    'en-US': 'The date must be in ISO 8601 form, such as 2025-01-31.',
  },
  time: {
    'fa-IR': 'ساعت باید به قالب ISO 8601 باشد، مانند 14:30:00.',
    'en-US': 'The time of day must be in ISO 8601 form, such as 14:30:00.',
  },
};
const idFormats = [
  'uuid',
  'uuidv4',
  'uuidv6',
  'uuidv7',
  'guid',
  'cuid',
  'cuid2',
  'ulid',
  'nanoid',
  'xid',
  'ksuid',
];
const addressFormats = ['ipv4', 'ipv6', 'cidrv4', 'cidrv6', 'mac'];

const fixed = {
  required: { 'fa-IR': 'این مقدار لازم است.', 'en-US': 'This value is required.' },
  empty: { 'fa-IR': 'این مقدار نباید خالی باشد.', 'en-US': 'This value must not be empty.' },
  invalid: { 'fa-IR': 'این مقدار معتبر نیست.', 'en-US': 'This value is not valid.' },
  form: { 'fa-IR': 'قالب این مقدار درست نیست.', 'en-US': 'This value is not in the expected form.' },
  id: { 'fa-IR': 'این شناسه معتبر نیست.', 'en-US': 'This id is not valid.' },
  address: { 'fa-IR': 'این نشانی شبکه معتبر نیست.', 'en-US': 'This network address is not valid.' },
  element: { 'fa-IR': 'یکی از موارد این فهرست معتبر نیست.', 'en-US': 'An item of this list is not valid.' },
  range: { 'fa-IR': 'این مقدار بیرون از بازهٔ مجاز است.', 'en-US': 'This value is out of the allowed range.' },
  whole: { 'fa-IR': 'این عدد باید صحیح باشد.', 'en-US': 'This number must be a whole number.' },
} satisfies Record<string, Words>;

/** A number as the sentence's language writes it: Persian digits and decimal separator in Persian. */
function numeral(value: number | bigint, locale: MessageLocale): string {
  return locale === 'fa-IR' ? toPersianDigits(String(value).replace('.', '٫')) : String(value);
}

function listed(values: readonly unknown[], locale: MessageLocale): string {
  const words = values.map(String);
  return locale === 'fa-IR'
    ? words.map((word) => `«${word}»`).join('، ')
    : words.map((word) => `"${word}"`).join(', ');
}

/** A limit on a length (zod's are inclusive): "at most 120 characters". */
function sizeLimit(
  unit: (typeof sizeUnits)[string],
  bound: 'most' | 'least' | 'exactly',
  count: number,
  locale: MessageLocale,
): string {
  if (locale === 'fa-IR') {
    const amount = `${numeral(count, locale)} ${unit['fa-IR']}`;
    if (bound === 'exactly') return `باید دقیقاً ${amount} باشد.`;
    return bound === 'most' ? `حداکثر ${amount} مجاز است.` : `دست‌کم ${amount} لازم است.`;
  }
  const amount = `${count} ${unit['en-US'][count === 1 ? 0 : 1]}`;
  const verb = count === 1 ? 'is' : 'are';
  if (bound === 'exactly') return `Exactly ${amount} ${verb} needed.`;
  return bound === 'most' ? `At most ${amount} ${verb} allowed.` : `At least ${amount} ${verb} needed.`;
}

function tooBig(issue: z.core.$ZodIssueTooBig, locale: MessageLocale): string {
  const unit = sizeUnits[issue.origin];
  if (unit) {
    return sizeLimit(unit, issue.exact ? 'exactly' : 'most', Number(issue.maximum), locale);
  }
  if (!['number', 'int', 'bigint'].includes(issue.origin)) return fixed.range[locale];
  const limit = numeral(issue.maximum, locale);
  if (locale === 'fa-IR')
    return issue.inclusive === false
      ? `این عدد باید کمتر از ${limit} باشد.`
      : `این عدد نباید بیشتر از ${limit} باشد.`;
  return issue.inclusive === false
    ? `This number must be less than ${limit}.`
    : `This number must not be more than ${limit}.`;
}

function tooSmall(issue: z.core.$ZodIssueTooSmall, locale: MessageLocale): string {
  const unit = sizeUnits[issue.origin];
  if (unit) {
    const count = Number(issue.minimum);
    if (issue.origin === 'string' && count === 1 && !issue.exact) return fixed.empty[locale];
    return sizeLimit(unit, issue.exact ? 'exactly' : 'least', count, locale);
  }
  if (!['number', 'int', 'bigint'].includes(issue.origin)) return fixed.range[locale];
  const limit = numeral(issue.minimum, locale);
  if (locale === 'fa-IR')
    return issue.inclusive === false
      ? `این عدد باید بیشتر از ${limit} باشد.`
      : `این عدد نباید کمتر از ${limit} باشد.`;
  return issue.inclusive === false
    ? `This number must be more than ${limit}.`
    : `This number must not be less than ${limit}.`;
}

/**
 * The words for a failed zod rule. `issue.input` is what was sent where the caller knows it (zod leaves it out of
 * finished issues); without it a value of the wrong type reads as missing, the usual case behind typed layers.
 */
export function zodIssueMessage(issue: z.core.$ZodIssue, locale: MessageLocale): string {
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input == null) return fixed.required[locale];
      const name = typeNames[issue.expected];
      if (!name) return fixed.invalid[locale];
      return locale === 'fa-IR'
        ? `این مقدار باید ${name['fa-IR']} باشد.`
        : `This value must be ${name['en-US']}.`;
    }
    case 'too_big':
      return tooBig(issue, locale);
    case 'too_small':
      return tooSmall(issue, locale);
    case 'invalid_format':
      if (idFormats.includes(issue.format)) return fixed.id[locale];
      if (addressFormats.includes(issue.format)) return fixed.address[locale];
      return formats[issue.format]?.[locale] ?? fixed.form[locale];
    case 'invalid_value': {
      if (issue.values.length === 1)
        return locale === 'fa-IR'
          ? `این مقدار باید ${listed(issue.values, locale)} باشد.`
          : `This value must be ${listed(issue.values, locale)}.`;
      return locale === 'fa-IR'
        ? `این مقدار باید یکی از این‌ها باشد: ${listed(issue.values, locale)}.`
        : `This value must be one of: ${listed(issue.values, locale)}.`;
    }
    case 'not_multiple_of':
      if (issue.divisor === 1) return fixed.whole[locale];
      return locale === 'fa-IR'
        ? `این عدد باید مضربی از ${numeral(issue.divisor, locale)} باشد.`
        : `This number must be a multiple of ${issue.divisor}.`;
    case 'unrecognized_keys':
      if (locale === 'en-US')
        return `Unknown field${issue.keys.length === 1 ? '' : 's'}: ${listed(issue.keys, locale)}.`;
      return issue.keys.length === 1
        ? `فیلد ${listed(issue.keys, locale)} شناخته نیست.`
        : `این فیلدها شناخته نیستند: ${listed(issue.keys, locale)}.`;
    case 'invalid_element':
      return fixed.element[locale];
    default:
      return fixed.invalid[locale];
  }
}
