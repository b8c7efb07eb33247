import type { MessageLocale } from './localised-messages.ts';

/**
 * The texts of the official invoice's buyer rules (invoice-rules.ts), in Persian and English. A module of their own:
 * the web's catalogues take the texts without the rules' zod.
 */
export const invoiceFieldMessages = {
  'invoice.fullName.invalid': {
    'fa-IR': 'نام و نام خانوادگی را به‌درستی وارد کنید.',
    'en-US': 'Enter a valid full name.',
  },
  'invoice.nationalCode.invalid': {
    'fa-IR': 'کد ملی باید ۱۰ رقم با رقم کنترل درست باشد.',
    'en-US': 'The national code must be 10 digits with a correct check digit.',
  },
  'invoice.legalNationalId.invalid': {
    'fa-IR': 'شناسه ملی شرکت باید ۱۱ رقم با رقم کنترل درست باشد.',
    'en-US': 'The company’s national ID must be 11 digits with a correct check digit.',
  },
  'invoice.postalCode.invalid': {
    'fa-IR': 'کد پستی باید ۱۰ رقم باشد.',
    'en-US': 'The postal code must be 10 digits.',
  },
  'invoice.phone.invalid': {
    'fa-IR': 'شماره تلفن باید ثابت با پیش‌شماره (مانند ۰۲۱۸۸۷۷۶۶۵۵) یا موبایل باشد.',
    'en-US': 'The phone must be a landline with area code (e.g. 02188776655) or a mobile number.',
  },
  'invoice.address.required': {
    'fa-IR': 'نشانی الزامی است (۱۰ تا ۳۰۰ نویسه).',
    'en-US': 'The address is required (10 to 300 characters).',
  },
  'invoice.province.required': { 'fa-IR': 'استان الزامی است.', 'en-US': 'The province is required.' },
  'invoice.city.required': { 'fa-IR': 'شهر الزامی است.', 'en-US': 'The city is required.' },
  'invoice.companyName.required': {
    'fa-IR': 'نام شرکت الزامی است.',
    'en-US': 'The company name is required.',
  },
  'invoice.registrationNumber.invalid': {
    'fa-IR': 'شماره ثبت باید ۱ تا ۸ رقم باشد.',
    'en-US': 'The registration number must be 1 to 8 digits.',
  },
  'invoice.economicCode.invalid': {
    'fa-IR': 'کد اقتصادی باید ۱۲ رقم باشد.',
    'en-US': 'The economic code must be 12 digits.',
  },
} as const satisfies Record<string, Record<MessageLocale, string>>;
