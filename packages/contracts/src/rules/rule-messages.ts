import type { MessageLocale } from '../localised-messages.ts';

/**
 * The texts of every input rule's failure, in both languages: the web's forms (react-intl), the gateway's
 * user errors and the services' 400 answers all translate a rule's key from here.
 */
export const ruleMessages = {
  'validation.apiKeyName.required': { 'fa-IR': 'برای کلید نامی بنویسید', 'en-US': 'Give the key a name' },
  'validation.apiKeyName.tooLong': {
    'fa-IR': 'نام کلید حداکثر ۶۰ نویسه می‌تواند باشد',
    'en-US': 'A key name can be at most 60 characters',
  },
  'validation.capital': {
    'fa-IR': 'سرمایه را به ریال و با رقم بنویسید (مثلاً ۱۰۰۰۰۰۰۰۰۰).',
    'en-US': 'Enter the capital in rials, in digits (e.g. 1000000000).',
  },
  'validation.code.invalid': {
    'fa-IR': 'کد تأیید باید ۵ رقم باشد',
    'en-US': 'The confirmation code must be 5 digits',
  },
  'validation.code.required': { 'fa-IR': 'کد تأیید را وارد کنید', 'en-US': 'Enter the confirmation code' },
  'validation.comment.body': {
    'fa-IR': 'متن نظر باید بین ۳ تا ۲۰۰۰ نویسه باشد.',
    'en-US': 'A comment must be 3 to 2000 characters long.',
  },
  'validation.companyName.tooLong': {
    'fa-IR': 'نام شرکت بیش از ۱۲۰ نویسه است',
    'en-US': 'The company name is longer than 120 characters',
  },
  'validation.contact.required': {
    'fa-IR': 'شماره همراه یا ایمیل را وارد کنید',
    'en-US': 'Give a mobile number or an e-mail address',
  },
  'validation.dateRange': {
    'fa-IR': 'تاریخ پایان نباید پیش از تاریخ شروع باشد.',
    'en-US': 'The end date must not be before the start date.',
  },
  'validation.description.required': { 'fa-IR': 'متن پیام را بنویسید', 'en-US': 'Write your message' },
  'validation.description.tooLong': {
    'fa-IR': 'متن پیام بیش از ۲۰۰۰ نویسه است',
    'en-US': 'The message is longer than 2,000 characters',
  },
  'validation.email.invalid': { 'fa-IR': 'ایمیل معتبر نیست', 'en-US': 'This e-mail address is not valid' },
  'validation.email.required': { 'fa-IR': 'ایمیل را وارد کنید', 'en-US': 'Enter your e-mail address' },
  'validation.forum.answer': {
    'fa-IR': 'متن پاسخ باید بین ۲ تا ۴۰۰۰ نویسه باشد.',
    'en-US': 'An answer must be 2 to 4000 characters long.',
  },
  'validation.forum.body': {
    'fa-IR': 'متن پرسش باید بین ۱۰ تا ۴۰۰۰ نویسه باشد.',
    'en-US': 'A question must be 10 to 4000 characters long.',
  },
  'validation.forum.title': {
    'fa-IR': 'عنوان پرسش باید بین ۵ تا ۱۵۰ نویسه باشد.',
    'en-US': 'A question’s title must be 5 to 150 characters long.',
  },
  'validation.learnerName.required': {
    'fa-IR':
      'قبول شدید! گواهی به نام شما صادر می‌شود: نام و نام خانوادگی خود را همان‌گونه که باید روی گواهی نوشته شود وارد کنید.',
    'en-US':
      'You passed! Your certificate carries your name: enter your full name as it should appear on it.',
  },
  'validation.fullName.invalid': {
    'fa-IR': 'نام و نام خانوادگی معتبر نیست',
    'en-US': 'This name is not valid',
  },
  'validation.fullName.required': {
    'fa-IR': 'نام و نام خانوادگی را وارد کنید',
    'en-US': 'Enter your full name',
  },
  'validation.giftCode.invalid': { 'fa-IR': 'کد هدیه معتبر نیست.', 'en-US': 'The gift code is not valid.' },
  'validation.hsCode': {
    'fa-IR': 'کد تعرفه باید ۲ تا ۶ رقم باشد.',
    'en-US': 'The HS code must have 2 to 6 digits.',
  },
  'validation.invalid': { 'fa-IR': 'مقدار واردشده معتبر نیست.', 'en-US': 'The value is not valid.' },
  'validation.isicCode': {
    'fa-IR': 'کد فعالیت باید ۲ تا ۴ رقم باشد.',
    'en-US': 'The activity code must have 2 to 4 digits.',
  },
  'validation.mobile.invalid': {
    'fa-IR': 'شماره همراه معتبر نیست',
    'en-US': 'This mobile number is not valid',
  },
  'validation.mobile.required': { 'fa-IR': 'شماره همراه را وارد کنید', 'en-US': 'Enter your mobile number' },
  'validation.note.atSecond': {
    'fa-IR': 'زمان یادداشت باید ثانیه‌ای معتبر از جلسه باشد.',
    'en-US': 'The note’s time must be a valid second of the lesson.',
  },
  'validation.note.body': {
    'fa-IR': 'متن یادداشت باید بین ۱ تا ۲۰۰۰ نویسه باشد.',
    'en-US': 'A note must be 1 to 2000 characters long.',
  },
  'validation.password.mismatch': {
    'fa-IR': 'رمزهای عبور یکسان نیستند',
    'en-US': 'The passwords do not match',
  },
  'validation.password.required': { 'fa-IR': 'رمز عبور را وارد کنید', 'en-US': 'Enter the password' },
  'validation.password.tooLong': {
    'fa-IR': 'رمز عبور حداکثر ۱۲۸ نویسه می‌تواند باشد',
    'en-US': 'The password can be at most 128 characters',
  },
  'validation.password.tooShort': {
    'fa-IR': 'رمز عبور باید دست‌کم ۸ نویسه باشد',
    'en-US': 'The password must be at least 8 characters',
  },
  'validation.password.weak': {
    'fa-IR': 'رمز عبور ضعیف است؛ از حروف و اعداد با هم استفاده کنید',
    'en-US': 'The password is weak; use both letters and digits',
  },
  'validation.personalInfo.tooLong': {
    'fa-IR': 'این مقدار حداکثر ۸۰ نویسه می‌تواند باشد',
    'en-US': 'This value can be at most 80 characters',
  },
  'validation.prefactor.answer.required': { 'fa-IR': 'متن پاسخ را وارد کنید.', 'en-US': 'Enter the answer.' },
  'validation.prefactor.answer.tooLong': {
    'fa-IR': 'پاسخ حداکثر ۲۰۰۰ نویسه می‌تواند باشد.',
    'en-US': 'The answer can be at most 2000 characters.',
  },
  'validation.prefactor.product': {
    'fa-IR': 'نام کالا یا خدمت را وارد کنید.',
    'en-US': 'Enter the product or service.',
  },
  'validation.prefactor.quantity': {
    'fa-IR': 'تعداد باید عددی صحیح و بزرگ‌تر از صفر باشد.',
    'en-US': 'The quantity must be a whole number above zero.',
  },
  'validation.question.body': {
    'fa-IR': 'متن پرسش باید بین ۵ تا ۲۰۰۰ نویسه باشد.',
    'en-US': 'A question must be 5 to 2000 characters long.',
  },
  'validation.review.body': {
    'fa-IR': 'متن نظر باید بین ۳ تا ۲۰۰۰ نویسه باشد.',
    'en-US': 'A review must be 3 to 2000 characters long.',
  },
  'validation.review.score': {
    'fa-IR': 'امتیاز باید از ۱ تا ۵ باشد.',
    'en-US': 'The score must be from 1 to 5.',
  },
  'validation.savedGraph.name': {
    'fa-IR': 'نام گراف باید ۱ تا ۸۰ نویسه باشد.',
    'en-US': 'A graph name must be 1 to 80 characters long.',
  },
  'validation.savedSearch.name.required': {
    'fa-IR': 'نامی برای جست‌وجو وارد کنید.',
    'en-US': 'Enter a name for the search.',
  },
  'validation.savedSearch.name.tooLong': {
    'fa-IR': 'نام جست‌وجو حداکثر ۸۰ حرف است.',
    'en-US': 'A search name has at most 80 letters.',
  },
  'validation.solarHijriDate': {
    'fa-IR': 'تاریخ را به شکل ۱۴۰۰/۰۱/۰۱ وارد کنید.',
    'en-US': 'Enter the date as 1400/01/01 (Solar Hijri).',
  },
  'validation.subject.required': { 'fa-IR': 'موضوع را انتخاب کنید.', 'en-US': 'Choose a subject.' },
  'validation.lessonProgress.position': {
    'fa-IR': 'موقعیت پخش باید عددی بین ۰ و ۸۶۴۰۰ ثانیه باشد.',
    'en-US': 'The play position must be 0 to 86400 seconds.',
  },
  'validation.lessonProgress.watched': {
    'fa-IR': 'مدت تماشا باید عددی بین ۰ و ۳۶۰۰ ثانیه باشد.',
    'en-US': 'The watched time must be 0 to 3600 seconds.',
  },
  'validation.lessonProgress.device': {
    'fa-IR': 'شناسه دستگاه معتبر نیست.',
    'en-US': 'The device id is not valid.',
  },
  'validation.pageVisit.path.required': {
    'fa-IR': 'مسیر صفحه الزامی است.',
    'en-US': 'The page path is required.',
  },
  'validation.pageVisit.path': { 'fa-IR': 'مسیر صفحه معتبر نیست.', 'en-US': 'The page path is not valid.' },
  'validation.pageVisit.tooLong': {
    'fa-IR': 'مقدار این فیلد بیش از حد طولانی است.',
    'en-US': 'This value is too long.',
  },
  'validation.pageVisit.id': { 'fa-IR': 'شناسه بازدید معتبر نیست.', 'en-US': 'The visit id is not valid.' },
  'validation.pageVisit.duration': {
    'fa-IR': 'مدت بازدید باید عددی صحیح بین ۰ و ۸۶۴۰۰ ثانیه باشد.',
    'en-US': 'The visit duration must be a whole number of seconds from 0 to 86400.',
  },
  'validation.pageUrl.tooLong': {
    'fa-IR': 'نشانی صفحه بیش از حد طولانی است.',
    'en-US': 'The page address is too long.',
  },
  'validation.suggestion.title': {
    'fa-IR': 'عنوان پیشنهاد باید بین ۳ تا ۲۰۰ نویسه باشد.',
    'en-US': 'The title must be 3 to 200 characters long.',
  },
  'validation.userName.invalid': {
    'fa-IR': 'شماره موبایل یا ایمیل معتبر نیست',
    'en-US': 'The mobile number or e-mail is not valid',
  },
  'validation.userName.required': {
    'fa-IR': 'شماره موبایل یا ایمیل را وارد کنید',
    'en-US': 'Enter a mobile number or e-mail',
  },
} as const satisfies Record<`validation.${string}`, Record<MessageLocale, string>>;

export type RuleMessageKey = keyof typeof ruleMessages;

export function isRuleMessageKey(value: string): value is RuleMessageKey {
  return Object.hasOwn(ruleMessages, value);
}

export function ruleMessage(key: RuleMessageKey, locale: MessageLocale): string {
  return ruleMessages[key][locale];
}
