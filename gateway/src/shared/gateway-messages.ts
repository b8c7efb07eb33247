import type { ValidationMessageKey } from './validation/field-rules.ts';

export type Locale = 'fa-IR' | 'en-US';

const messages = {
  'validation.prefactor.product': {
    'fa-IR': 'نام کالا یا خدمت را وارد کنید.',
    'en-US': 'Enter the product or service.',
  },
  'validation.prefactor.quantity': {
    'fa-IR': 'تعداد باید عددی صحیح و بزرگ‌تر از صفر باشد.',
    'en-US': 'The quantity must be a whole number above zero.',
  },
  'validation.fullName.required': {
    'fa-IR': 'نام و نام خانوادگی الزامی است.',
    'en-US': 'Full name is required.',
  },
  'validation.fullName.invalid': {
    'fa-IR': 'نام و نام خانوادگی معتبر نیست.',
    'en-US': 'Full name is not valid.',
  },
  'validation.mobile.required': {
    'fa-IR': 'شماره موبایل الزامی است.',
    'en-US': 'Mobile number is required.',
  },
  'validation.mobile.invalid': {
    'fa-IR': 'شماره موبایل معتبر نیست.',
    'en-US': 'The mobile number is not valid.',
  },
  'validation.email.required': { 'fa-IR': 'نشانی ایمیل الزامی است.', 'en-US': 'E-mail address is required.' },
  'validation.email.invalid': {
    'fa-IR': 'نشانی ایمیل معتبر نیست.',
    'en-US': 'The e-mail address is not valid.',
  },
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
  'error.sessionEnded': {
    'fa-IR': 'به دلیل ورود کاربر دیگری از حساب خود خارج شدید',
    'en-US': 'You were signed out because another user signed in',
  },
  'validation.userName.required': { 'fa-IR': 'نام کاربری الزامی است.', 'en-US': 'User name is required.' },
  'validation.userName.invalid': {
    'fa-IR': 'نام کاربری باید شماره موبایل یا نشانی ایمیل معتبر باشد.',
    'en-US': 'The user name must be a valid mobile number or e-mail address.',
  },
  'validation.password.required': { 'fa-IR': 'رمز عبور الزامی است.', 'en-US': 'Password is required.' },
  'validation.password.tooShort': {
    'fa-IR': 'رمز عبور باید دست‌کم ۸ نویسه باشد.',
    'en-US': 'The password must be at least 8 characters.',
  },
  'validation.password.tooLong': {
    'fa-IR': 'رمز عبور حداکثر ۱۲۸ نویسه می‌تواند باشد.',
    'en-US': 'The password can be at most 128 characters.',
  },
  'validation.password.weak': {
    'fa-IR': 'رمز عبور ضعیف است؛ از حروف و اعداد با هم استفاده کنید.',
    'en-US': 'The password is weak; use both letters and digits.',
  },
  'validation.password.mismatch': {
    'fa-IR': 'رمزهای عبور یکسان نیستند.',
    'en-US': 'The passwords do not match.',
  },
  'validation.code.required': {
    'fa-IR': 'کد تأیید الزامی است.',
    'en-US': 'The confirmation code is required.',
  },
  'validation.forum.title': {
    'fa-IR': 'عنوان پرسش باید بین ۵ تا ۱۵۰ نویسه باشد.',
    'en-US': 'A question’s title must be 5 to 150 characters long.',
  },
  'validation.forum.body': {
    'fa-IR': 'متن پرسش باید بین ۱۰ تا ۴۰۰۰ نویسه باشد.',
    'en-US': 'A question must be 10 to 4000 characters long.',
  },
  'validation.forum.answer': {
    'fa-IR': 'متن پاسخ باید بین ۲ تا ۴۰۰۰ نویسه باشد.',
    'en-US': 'An answer must be 2 to 4000 characters long.',
  },
  'validation.forum.questionNotFound': {
    'fa-IR': 'این پرسش پیدا نشد.',
    'en-US': 'This question was not found.',
  },
  'validation.code.invalid': {
    'fa-IR': 'کد تأیید باید ۵ رقم باشد.',
    'en-US': 'The confirmation code must be 5 digits.',
  },
  'validation.personalInfo.tooLong': {
    'fa-IR': 'این مقدار حداکثر ۸۰ نویسه می‌تواند باشد.',
    'en-US': 'This value can be at most 80 characters.',
  },
  'validation.note.body': {
    'fa-IR': 'متن یادداشت باید بین ۱ تا ۲۰۰۰ نویسه باشد.',
    'en-US': 'A note must be 1 to 2000 characters long.',
  },
  'validation.review.score': {
    'fa-IR': 'امتیاز باید از ۱ تا ۵ باشد.',
    'en-US': 'The score must be from 1 to 5.',
  },
  'validation.review.body': {
    'fa-IR': 'متن نظر باید بین ۳ تا ۲۰۰۰ نویسه باشد.',
    'en-US': 'A review must be 3 to 2000 characters long.',
  },
  'validation.comment.body': {
    'fa-IR': 'متن نظر باید بین ۳ تا ۲۰۰۰ نویسه باشد.',
    'en-US': 'A comment must be 3 to 2000 characters long.',
  },
  'validation.savedGraph.name': {
    'fa-IR': 'نام گراف باید ۱ تا ۸۰ نویسه باشد.',
    'en-US': 'A graph name must be 1 to 80 characters long.',
  },
  'validation.question.body': {
    'fa-IR': 'متن پرسش باید بین ۵ تا ۲۰۰۰ نویسه باشد.',
    'en-US': 'A question must be 5 to 2000 characters long.',
  },
  'validation.suggestion.title': {
    'fa-IR': 'عنوان پیشنهاد باید بین ۳ تا ۲۰۰ نویسه باشد.',
    'en-US': 'The title must be 3 to 200 characters long.',
  },
  'validation.giftCode.invalid': { 'fa-IR': 'کد هدیه معتبر نیست.', 'en-US': 'The gift code is not valid.' },
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
