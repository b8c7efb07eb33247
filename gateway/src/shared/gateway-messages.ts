import { ruleMessages } from '@rasad/contracts/rules/rule-messages.ts';
import { serviceMessages } from '@rasad/contracts/service-messages/service-messages.ts';

export type Locale = 'fa-IR' | 'en-US';

const messages = {
  ...ruleMessages,
  'error.internal': { 'fa-IR': 'عملیات با خطا مواجه شد', 'en-US': 'The operation failed' },
  'error.upstreamUnavailable': {
    'fa-IR': 'سرویس در دسترس نیست؛ لطفاً کمی بعد دوباره تلاش کنید.',
    'en-US': 'The service is unavailable; please try again shortly.',
  },
  // The same words the services use for these cases.
  'error.sessionEnded': serviceMessages['session.ended'],
  'validation.forum.questionNotFound': serviceMessages['forum.notFound'],
  'error.signInRequired': { 'fa-IR': 'برای این کار ابتدا وارد شوید.', 'en-US': 'Sign in first.' },
  'error.orderNotFound': serviceMessages['order.notFound'],
  'error.mediaNotFound': serviceMessages['media.notFound'],
  'error.certificateNotFound': serviceMessages['certificate.notFound'],
  'error.invoiceNotFound': serviceMessages['invoice.notFound'],
  'error.notFound': serviceMessages['request.notFound'],
  'error.metricsTokenRequired': serviceMessages['metrics.tokenRequired'],
  'error.fileReadOnly': {
    'fa-IR': 'این پرونده را فقط می‌توان دریافت کرد (GET یا HEAD).',
    'en-US': 'This file can only be fetched (GET or HEAD).',
  },
  'error.companyNotFound': serviceMessages['company.notFound'],
  'error.courseNotFound': serviceMessages['order.course.notFound'],
  'error.searchTextTooLong': serviceMessages['search.text.tooLong'],
  'error.idInvalid': { 'fa-IR': 'شناسهٔ فرستاده‌شده معتبر نیست.', 'en-US': 'The id sent is not valid.' },
  'error.cursorInvalid': {
    'fa-IR': 'نشانگر صفحه (after) معتبر نیست؛ endCursor همین فهرست را بفرستید.',
    'en-US': 'The cursor (after) is not valid; send an endCursor of this same list.',
  },
  'companyFile.notFound': { 'fa-IR': 'این تصویر وجود ندارد.', 'en-US': 'This image does not exist.' },
  'companyFile.forbidden': {
    'fa-IR': 'بارگذاری فقط از صفحهٔ مدیریت شرکت ممکن است.',
    'en-US': 'Uploads are accepted from the company panel only.',
  },
  'companyFile.tooLarge': serviceMessages['upload.tooLarge'],
  'error.visitUnknown': { 'fa-IR': 'این بازدید ثبت نشده است.', 'en-US': 'This visit was not recorded.' },
  'error.visitReportInvalid': {
    'fa-IR': 'گزارش بازدید معتبر نیست.',
    'en-US': 'The visit report is not valid.',
  },
} as const satisfies Record<`${string}.${string}`, Record<Locale, string>>;

export type GatewayMessageKey = keyof typeof messages;

export function isGatewayMessageKey(value: string): value is GatewayMessageKey {
  return Object.hasOwn(messages, value);
}

export function gatewayMessage(key: GatewayMessageKey, locale: Locale): string {
  return messages[key][locale];
}

/** Persian unless the request asks for English. */
export function localeOf(headers: Headers): Locale {
  return /^\s*en\b/i.test(headers.get('accept-language') ?? '') ? 'en-US' : 'fa-IR';
}
