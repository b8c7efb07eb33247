import type { Locale } from './request-locale.ts';

/**
 * Messages the services send to people. Validation rules name a key; the error handler
 * turns it into the caller's language.
 */
export const serviceMessages = {
  'request.invalid': { 'fa-IR': 'اطلاعات ارسال‌شده معتبر نیست.', 'en-US': 'The request is not valid.' },
  'request.notFound': { 'fa-IR': 'مورد درخواستی پیدا نشد.', 'en-US': 'Not found.' },
  'request.forbidden': { 'fa-IR': 'اجازهٔ دسترسی به این بخش را ندارید.', 'en-US': 'You may not access this.' },
  'request.tooLarge': { 'fa-IR': 'حجم درخواست بیش از حد مجاز است.', 'en-US': 'The request is too large.' },
  'server.failed': {
    'fa-IR': 'عملیات با خطا مواجه شد. لطفاً دوباره تلاش کنید.',
    'en-US': 'The operation failed. Please try again.',
  },
  'fullName.required': { 'fa-IR': 'نام و نام خانوادگی الزامی است.', 'en-US': 'Full name is required.' },
  'fullName.invalid': {
    'fa-IR': 'نام و نام خانوادگی معتبر نیست.',
    'en-US': 'Full name is not valid.',
  },
  'email.invalid': { 'fa-IR': 'نشانی ایمیل معتبر نیست.', 'en-US': 'The e-mail address is not valid.' },
  'mobile.required': { 'fa-IR': 'شماره موبایل الزامی است.', 'en-US': 'Mobile number is required.' },
  'mobile.invalid': { 'fa-IR': 'شماره موبایل معتبر نیست.', 'en-US': 'The mobile number is not valid.' },
  'contact.required': {
    'fa-IR': 'شماره موبایل یا نشانی ایمیل الزامی است.',
    'en-US': 'A mobile number or e-mail address is required.',
  },
  'description.required': { 'fa-IR': 'توضیحات الزامی است.', 'en-US': 'Description is required.' },
  'description.tooLong': {
    'fa-IR': 'توضیحات حداکثر ۲۰۰۰ نویسه می‌تواند باشد.',
    'en-US': 'Description can be at most 2000 characters.',
  },
  'subject.required': { 'fa-IR': 'موضوع را انتخاب کنید.', 'en-US': 'Choose a subject.' },
  'page.unknown': { 'fa-IR': 'این صفحه وجود ندارد.', 'en-US': 'This page does not exist.' },
  'email.required': { 'fa-IR': 'نشانی ایمیل الزامی است.', 'en-US': 'E-mail address is required.' },
  'pageUrl.invalid': { 'fa-IR': 'نشانی صفحه بیش از حد طولانی است.', 'en-US': 'The page address is too long.' },
  'companyName.tooLong': {
    'fa-IR': 'نام شرکت حداکثر ۱۲۰ نویسه می‌تواند باشد.',
    'en-US': 'Company name can be at most 120 characters.',
  },
  'support.invalidInstant': {
    'fa-IR': 'زمان باید به قالب ISO 8601 باشد، مانند 2025-01-01T10:00:00Z.',
    'en-US': 'The time must be in ISO 8601 form, such as 2025-01-01T10:00:00Z.',
  },
  'province.invalid': { 'fa-IR': 'شناسه استان معتبر نیست.', 'en-US': 'The province id is not valid.' },
  'province.unknown': { 'fa-IR': 'استانی با این شناسه وجود ندارد.', 'en-US': 'There is no province with this id.' },
  'id.invalid': { 'fa-IR': 'شناسه باید یک عدد صحیح مثبت باشد.', 'en-US': 'The id must be a positive whole number.' },
  'category.notFound': { 'fa-IR': 'این دسته‌بندی وجود ندارد.', 'en-US': 'This category does not exist.' },
  'qualification.notFound': { 'fa-IR': 'این مدرک وجود ندارد.', 'en-US': 'This qualification does not exist.' },
  'tag.notFound': { 'fa-IR': 'این برچسب وجود ندارد.', 'en-US': 'This tag does not exist.' },
  'visit.path.required': { 'fa-IR': 'مسیر صفحه الزامی است.', 'en-US': 'The page path is required.' },
  'visit.field.tooLong': { 'fa-IR': 'مقدار این فیلد بیش از حد طولانی است.', 'en-US': 'This value is too long.' },
  'visit.id.invalid': { 'fa-IR': 'شناسه بازدید معتبر نیست.', 'en-US': 'The visit id is not valid.' },
  'visit.notFound': { 'fa-IR': 'بازدیدی با این شناسه ثبت نشده است.', 'en-US': 'No visit with this id was recorded.' },
  'visit.duration.invalid': {
    'fa-IR': 'مدت بازدید باید عددی صحیح بین ۰ و ۸۶۴۰۰ ثانیه باشد.',
    'en-US': 'The visit duration must be a whole number of seconds from 0 to 86400.',
  },
  'payment.amount.invalid': {
    'fa-IR': 'مبلغ باید عددی صحیح و بزرگ‌تر از صفر (به ریال) باشد.',
    'en-US': 'The amount must be a whole number of rials greater than zero.',
  },
  'payment.description.required': { 'fa-IR': 'شرح پرداخت الزامی است.', 'en-US': 'A payment description is required.' },
  'payment.callbackUrl.invalid': {
    'fa-IR': 'نشانی بازگشت باید یک نشانی http یا https معتبر باشد.',
    'en-US': 'The callback URL must be a valid http or https address.',
  },
  'payment.orderId.required': { 'fa-IR': 'شماره سفارش الزامی است.', 'en-US': 'An order id is required.' },
  'payment.token.invalid': { 'fa-IR': 'شناسه پرداخت معتبر نیست.', 'en-US': 'The payment token is not valid.' },
  'payment.notFound': { 'fa-IR': 'پرداختی با این شناسه پیدا نشد.', 'en-US': 'No payment with this token was found.' },
  'payment.notPaid': {
    'fa-IR': 'این پرداخت انجام نشده است و قابل تأیید نیست.',
    'en-US': 'This payment was not completed and cannot be verified.',
  },
  'payment.notPending': {
    'fa-IR': 'این تراکنش پیش‌تر انجام یا لغو شده است.',
    'en-US': 'This transaction has already been completed or cancelled.',
  },
  'payment.cardNumber.invalid': { 'fa-IR': 'شماره کارت معتبر نیست.', 'en-US': 'The card number is not valid.' },
  'payment.cvv2.invalid': { 'fa-IR': 'کد CVV2 باید ۳ یا ۴ رقم باشد.', 'en-US': 'CVV2 must be 3 or 4 digits.' },
  'payment.expiry.invalid': { 'fa-IR': 'تاریخ انقضای کارت معتبر نیست.', 'en-US': 'The card expiry date is not valid.' },
  'payment.pin.invalid': {
    'fa-IR': 'رمز دوم باید بین ۵ تا ۱۲ رقم باشد.',
    'en-US': 'The second PIN must be 5 to 12 digits.',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export type ServiceMessageKey = keyof typeof serviceMessages;

export function isServiceMessageKey(value: string): value is ServiceMessageKey {
  return Object.hasOwn(serviceMessages, value);
}

export function translate(key: ServiceMessageKey, locale: Locale): string {
  return serviceMessages[key][locale];
}
