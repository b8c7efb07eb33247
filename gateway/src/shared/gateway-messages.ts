import { ruleMessages } from '@rasad/contracts/rules/rule-messages.ts';

export type Locale = 'fa-IR' | 'en-US';

const messages = {
  ...ruleMessages,
  'error.internal': { 'fa-IR': 'عملیات با خطا مواجه شد', 'en-US': 'The operation failed' },
  'error.upstreamUnavailable': {
    'fa-IR': 'سرویس در دسترس نیست؛ لطفاً کمی بعد دوباره تلاش کنید.',
    'en-US': 'The service is unavailable; please try again shortly.',
  },
  'error.sessionEnded': {
    'fa-IR': 'به دلیل ورود کاربر دیگری از حساب خود خارج شدید',
    'en-US': 'You were signed out because another user signed in',
  },
  'validation.forum.questionNotFound': {
    'fa-IR': 'این پرسش پیدا نشد.',
    'en-US': 'This question was not found.',
  },
  'error.signInRequired': { 'fa-IR': 'برای این کار ابتدا وارد شوید.', 'en-US': 'Sign in first.' },
  'error.orderNotFound': {
    'fa-IR': 'سفارشی با این شناسه پیدا نشد.',
    'en-US': 'No order with this id was found.',
  },
  'error.mediaNotFound': {
    'fa-IR': 'این فایل ویدیویی وجود ندارد.',
    'en-US': 'This video file does not exist.',
  },
  'companyFile.notFound': { 'fa-IR': 'این تصویر وجود ندارد.', 'en-US': 'This image does not exist.' },
  'companyFile.forbidden': {
    'fa-IR': 'بارگذاری فقط از صفحهٔ مدیریت شرکت ممکن است.',
    'en-US': 'Uploads are accepted from the company panel only.',
  },
  'companyFile.tooLarge': {
    'fa-IR': 'حجم تصویر باید کمتر از ۲ مگابایت باشد.',
    'en-US': 'The image must be smaller than 2 MB.',
  },
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
