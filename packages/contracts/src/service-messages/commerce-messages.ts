import { invoiceFieldMessages } from '../invoice-field-messages.ts';
import type { MessageLocale as Locale } from '../localised-messages.ts';

/** Messages of the bank gateway, checkout, subscriptions and official invoices; merged into serviceMessages. */
export const commerceMessages = {
  'payment.merchant.unauthenticated': {
    'fa-IR': 'شناسه یا رمز پذیرنده معتبر نیست.',
    'en-US': 'The merchant id or secret is not valid.',
  },
  'payment.callbackUrl.foreignOrigin': {
    'fa-IR': 'نشانی بازگشت باید روی دامنه ثبت‌شده پذیرنده باشد.',
    'en-US': 'The callback URL must be on the merchant’s registered origin.',
  },
  'payment.amount.mismatch': {
    'fa-IR': 'مبلغ با مبلغ تراکنش یکسان نیست.',
    'en-US': 'The amount does not match the payment.',
  },
  'payment.reversed': {
    'fa-IR': 'این تراکنش برگشت خورده و مبلغ به حساب پرداخت‌کننده بازگشته است.',
    'en-US': 'This payment was reversed and the money returned to the payer.',
  },
  'payment.expired': {
    'fa-IR': 'مهلت پرداخت این تراکنش تمام شده است. لطفاً از فروشگاه دوباره اقدام کنید.',
    'en-US': 'The time to pay this transaction has run out. Please start again from the shop.',
  },
  'subscription.userNotFound': {
    'fa-IR': 'کاربری با این شناسه پیدا نشد.',
    'en-US': 'No user with this id was found.',
  },
  'order.item.twoKinds': {
    'fa-IR': 'هر سفارش یا برای یک دوره است یا برای یک اشتراک؛ دوره و بسته را با هم نفرستید.',
    'en-US': 'An order is for a course or for a subscription: send a course or a package, not both.',
  },
  'order.package.invalid': {
    'fa-IR': 'بسته انتخاب‌شده برای خرید معتبر نیست.',
    'en-US': 'The chosen package cannot be bought.',
  },
  'order.duration.invalid': {
    'fa-IR': 'مدت اشتراک باید ۱، ۳، ۶ یا ۱۲ ماه باشد.',
    'en-US': 'The subscription must be for 1, 3, 6 or 12 months.',
  },
  'order.seats.enterpriseOnly': {
    'fa-IR': 'تعداد کاربران فقط برای بستهٔ سازمانی انتخاب می‌شود.',
    'en-US': 'The number of users is chosen for the Enterprise package only.',
  },
  'order.seats.invalid': {
    'fa-IR': 'تعداد کاربران بسته سازمانی باید بین ۵ و ۵۰۰ باشد.',
    'en-US': 'An Enterprise subscription needs 5 to 500 users.',
  },
  'order.discountCode.invalid': {
    'fa-IR': 'کد تخفیف معتبر نیست.',
    'en-US': 'The discount code is not valid.',
  },
  'order.discountCode.own': {
    'fa-IR': 'کد تخفیف شخصی خودتان را نمی‌توانید استفاده کنید.',
    'en-US': 'You cannot use your own discount code.',
  },
  'order.discountCode.firstPurchaseOnly': {
    'fa-IR': 'کد تخفیف دوستان فقط برای نخستین خرید است و شما پیش‌تر خرید کرده‌اید.',
    'en-US': 'A friend’s discount code is for a first purchase only, and you have bought before.',
  },
  'order.coupon.invalid': {
    'fa-IR': 'این کوپن معتبر نیست، استفاده شده یا منقضی شده است.',
    'en-US': 'This coupon is not valid, already used or expired.',
  },
  'order.course.notFound': {
    'fa-IR': 'دوره‌ای با این شناسه پیدا نشد.',
    'en-US': 'No course with this id was found.',
  },
  'order.course.free': {
    'fa-IR': 'این دوره رایگان است؛ با یک کلیک ثبت‌نام کنید.',
    'en-US': 'This course is free; enrol with one click.',
  },
  'order.course.notFree': {
    'fa-IR': 'این دوره رایگان نیست و باید خریداری شود.',
    'en-US': 'This course is not free and must be bought.',
  },
  'order.course.owned': {
    'fa-IR': 'شما در این دوره ثبت‌نام کرده‌اید و دسترسی‌تان هنوز برقرار است.',
    'en-US': 'You are enrolled in this course and your access is still running.',
  },
  'order.notFound': { 'fa-IR': 'سفارشی با این شناسه پیدا نشد.', 'en-US': 'No order with this id was found.' },
  'order.notPayable': {
    'fa-IR': 'این سفارش دیگر قابل پرداخت نیست. لطفاً سفارش تازه‌ای ثبت کنید.',
    'en-US': 'This order can no longer be paid. Please place a new order.',
  },
  'order.bankUnavailable': {
    'fa-IR': 'درگاه بانک در دسترس نیست. چند دقیقه دیگر دوباره تلاش کنید.',
    'en-US': 'The bank gateway is not available. Please try again in a few minutes.',
  },
  'order.notPaid': {
    'fa-IR': 'این سفارش هنوز پرداخت نشده است.',
    'en-US': 'This order has not been paid yet.',
  },
  'invoice.buyerMissing': {
    'fa-IR': 'ابتدا مشخصات خریدار (حقیقی یا حقوقی) را برای فاکتور وارد کنید.',
    'en-US': 'First enter the buyer’s details (person or company) for the invoice.',
  },
  'invoice.alreadyIssued': {
    'fa-IR': 'فاکتور رسمی این سفارش با همین مشخصات خریدار صادر شده است و خریدار آن دیگر تغییر نمی‌کند.',
    'en-US': 'This order’s official invoice has been issued to this buyer; its buyer can no longer change.',
  },
  'invoice.notFound': {
    'fa-IR': 'فاکتوری در این نشانی پیدا نشد.',
    'en-US': 'There is no invoice at this address.',
  },
  ...invoiceFieldMessages,
} as const satisfies Record<string, Record<Locale, string>>;
