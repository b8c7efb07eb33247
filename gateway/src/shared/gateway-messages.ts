import type { ValidationMessageKey } from './validation/field-rules.ts';

export type Locale = 'fa-IR' | 'en-US';

const messages = {
  'validation.fullName.required': { 'fa-IR': 'نام و نام خانوادگی الزامی است.', 'en-US': 'Full name is required.' },
  'validation.fullName.invalid': { 'fa-IR': 'نام و نام خانوادگی معتبر نیست.', 'en-US': 'Full name is not valid.' },
  'validation.mobile.required': { 'fa-IR': 'شماره موبایل الزامی است.', 'en-US': 'Mobile number is required.' },
  'validation.mobile.invalid': { 'fa-IR': 'شماره موبایل معتبر نیست.', 'en-US': 'The mobile number is not valid.' },
  'validation.email.required': { 'fa-IR': 'نشانی ایمیل الزامی است.', 'en-US': 'E-mail address is required.' },
  'validation.email.invalid': { 'fa-IR': 'نشانی ایمیل معتبر نیست.', 'en-US': 'The e-mail address is not valid.' },
  'validation.contact.required': {
    'fa-IR': 'شماره موبایل یا نشانی ایمیل را وارد کنید.',
    'en-US': 'Enter a mobile number or an e-mail address.',
  },
  'validation.description.required': { 'fa-IR': 'توضیحات الزامی است.', 'en-US': 'Description is required.' },
  'validation.description.tooLong': {
    'fa-IR': 'توضیحات حداکثر ۲۰۰۰ نویسه می‌تواند باشد.',
    'en-US': 'Description can be at most 2000 characters.',
  },
  'validation.companyName.tooLong': {
    'fa-IR': 'نام شرکت حداکثر ۱۲۰ نویسه می‌تواند باشد.',
    'en-US': 'Company name can be at most 120 characters.',
  },
  'validation.invalid': { 'fa-IR': 'مقدار واردشده معتبر نیست.', 'en-US': 'The value is not valid.' },
  'error.internal': { 'fa-IR': 'عملیات با خطا مواجه شد', 'en-US': 'The operation failed' },
  'error.upstreamUnavailable': {
    'fa-IR': 'سرویس در دسترس نیست؛ لطفاً کمی بعد دوباره تلاش کنید.',
    'en-US': 'The service is unavailable; please try again shortly.',
  },
  'error.visitUnknown': { 'fa-IR': 'این بازدید ثبت نشده است.', 'en-US': 'This visit was not recorded.' },
} as const satisfies Record<ValidationMessageKey | `${string}.${string}`, Record<Locale, string>>;

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
