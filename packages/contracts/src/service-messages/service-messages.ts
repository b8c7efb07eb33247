import { followedIdentifierMessages } from '../followed-identifiers.ts';
import { commerceMessages } from './commerce-messages.ts';
import { serviceTrustMessages } from './service-trust-messages.ts';
import { trackingMessages } from './tracking-messages.ts';
import type { MessageLocale as Locale } from '../localised-messages.ts';

/**
 * Messages the services send to people. Validation rules name a key; the error handler
 * turns it into the caller's language.
 */
export const serviceMessages = {
  ...commerceMessages,
  ...followedIdentifierMessages,
  ...trackingMessages,
  ...serviceTrustMessages,
  'request.invalid': { 'fa-IR': 'اطلاعات ارسال‌شده معتبر نیست.', 'en-US': 'The request is not valid.' },
  'request.notFound': { 'fa-IR': 'مورد درخواستی پیدا نشد.', 'en-US': 'Not found.' },
  'request.forbidden': { 'fa-IR': 'اجازهٔ دسترسی به این بخش را ندارید.', 'en-US': 'You may not access this.' },
  'metrics.tokenRequired': {
    'fa-IR': 'خواندن سنجه‌ها (metrics) توکن دسترسی لازم دارد: آن را در سرآیند Authorization: Bearer بفرستید.',
    'en-US': 'Reading the metrics needs the access token: send it in an Authorization: Bearer header.',
  },
  'request.tooLarge': { 'fa-IR': 'حجم درخواست بیش از حد مجاز است.', 'en-US': 'The request is too large.' },
  'request.headersTooLarge': {
    'fa-IR':
      'نشانی یا سرآیندهای درخواست بیش از حد بلند است. نشانی کوتاه‌تری بفرستید یا داده را در بدنهٔ درخواست بگذارید.',
    'en-US':
      'The address or the headers of the request are too long. Send a shorter address, or put the data in the body.',
  },
  'request.malformed': {
    'fa-IR': 'این درخواست HTTP درست ساخته نشده است و خوانده نشد.',
    'en-US': 'This HTTP request is malformed and could not be read.',
  },
  'request.timeout': {
    'fa-IR': 'درخواست در زمان مجاز کامل نرسید. دوباره بفرستید.',
    'en-US': 'The request did not arrive in time. Send it again.',
  },
  'request.unsupportedMediaType': {
    'fa-IR':
      'نوع محتوای درخواست پذیرفته نیست؛ بدنه را به صورت JSON بفرستید (Content-Type: application/json).',
    'en-US': 'This content type is not accepted; send the body as JSON (Content-Type: application/json).',
  },
  'request.invalidCharacters': {
    'fa-IR':
      'درخواست نویسه‌های کنترلی نامرئی یا نویسه‌های ناقص دارد (مانند NUL، نویسه‌های تغییر جهت متن یا نیمهٔ تنهای یک جفت جانشین). آن‌ها را حذف کنید و دوباره بفرستید.',
    'en-US':
      'The request contains invisible control characters or broken characters (such as NUL, text-direction overrides or a lone surrogate). Remove them and send it again.',
  },
  'server.failed': {
    'fa-IR': 'عملیات با خطا مواجه شد. لطفاً دوباره تلاش کنید.',
    'en-US': 'The operation failed. Please try again.',
  },
  'description.tooLong': {
    'fa-IR': 'توضیحات حداکثر ۲۰۰۰ نویسه می‌تواند باشد.',
    'en-US': 'Description can be at most 2000 characters.',
  },
  'page.unknown': { 'fa-IR': 'این صفحه وجود ندارد.', 'en-US': 'This page does not exist.' },
  'support.invalidInstant': {
    'fa-IR': 'زمان باید به قالب ISO 8601 باشد، مانند 2025-01-01T10:00:00Z.',
    'en-US': 'The time must be in ISO 8601 form, such as 2025-01-01T10:00:00Z.',
  },
  'province.invalid': { 'fa-IR': 'شناسه استان معتبر نیست.', 'en-US': 'The province id is not valid.' },
  'province.unknown': {
    'fa-IR': 'استانی با این شناسه وجود ندارد.',
    'en-US': 'There is no province with this id.',
  },
  'search.text.required': {
    'fa-IR': 'عبارت جست‌وجو را وارد کنید.',
    'en-US': 'Enter something to search for.',
  },
  'search.text.tooLong': {
    'fa-IR': 'عبارت جست‌وجو حداکثر ۲۰۰ نویسه می‌تواند باشد.',
    'en-US': 'The search text can be at most 200 characters.',
  },
  'search.type.invalid': { 'fa-IR': 'نوع جست‌وجو معتبر نیست.', 'en-US': 'The search type is not valid.' },
  'search.page.invalid': { 'fa-IR': 'شمارهٔ صفحه معتبر نیست.', 'en-US': 'The page number is not valid.' },
  'search.pageSize.invalid': {
    'fa-IR': 'تعداد نتایج هر صفحه باید بین ۱ و ۵۰ باشد.',
    'en-US': 'Results per page must be from 1 to 50.',
  },
  'search.isic.invalid': {
    'fa-IR': 'کد فعالیت (ISIC) باید ۲ تا ۴ رقم باشد.',
    'en-US': 'The ISIC code must have 2 to 4 digits.',
  },
  'search.legalForm.invalid': {
    'fa-IR': 'نوع شخصیت حقوقی معتبر نیست.',
    'en-US': 'The legal form is not valid.',
  },
  'search.status.invalid': { 'fa-IR': 'وضعیت شرکت معتبر نیست.', 'en-US': 'The company status is not valid.' },
  'search.capital.invalid': {
    'fa-IR': 'سرمایه باید عددی صحیح و نامنفی (ریال) باشد.',
    'en-US': 'Capital must be a whole, non-negative number of rials.',
  },
  'search.capital.range': {
    'fa-IR': 'حداکثر سرمایه نباید کمتر از حداقل آن باشد.',
    'en-US': 'The maximum capital must not be below the minimum.',
  },
  'search.date.invalid': { 'fa-IR': 'تاریخ معتبر نیست.', 'en-US': 'The date is not valid.' },
  'search.date.range': {
    'fa-IR': 'تاریخ پایان نباید پیش از تاریخ شروع باشد.',
    'en-US': 'The end date must not be before the start date.',
  },
  'search.trade.invalid': {
    'fa-IR': 'نوع فعالیت بازرگانی معتبر نیست.',
    'en-US': 'The trade direction is not valid.',
  },
  'search.hs.invalid': {
    'fa-IR': 'کد تعرفه (HS) باید ۲ تا ۶ رقم باشد.',
    'en-US': 'The HS code must have 2 to 6 digits.',
  },
  'search.sort.invalid': { 'fa-IR': 'ترتیب نتایج معتبر نیست.', 'en-US': 'The sort order is not valid.' },
  'graph.entity.invalid': {
    'fa-IR': 'شناسهٔ شرکت یا شخص معتبر نیست.',
    'en-US': 'The company or person id is not valid.',
  },
  'graph.relations.invalid': {
    'fa-IR': 'نوع ارتباط معتبر نیست.',
    'en-US': 'The relation kind is not valid.',
  },
  'graph.depth.invalid': {
    'fa-IR': 'عمق گراف باید ۱ تا ۳ باشد.',
    'en-US': 'The graph depth must be 1 to 3.',
  },
  'graph.limit.invalid': {
    'fa-IR': 'تعداد گره‌ها در هر گام باید ۱ تا ۱۰۰ باشد.',
    'en-US': 'Nodes per hop must be 1 to 100.',
  },
  'graph.expand.package': {
    'fa-IR':
      'این گره از مرکز گراف دورتر از عمقی است که اشتراک شما اجازه می‌دهد؛ برای گسترش بیشتر اشتراک خود را ارتقا دهید.',
    'en-US':
      'This node lies farther from the centre of the graph than your package allows; upgrade to expand further.',
  },
  'feed.seen.invalid': {
    'fa-IR': 'شناسهٔ آخرین رویداد دیده‌شده معتبر نیست.',
    'en-US': 'The last seen event id is not valid.',
  },
  'blog.slug.invalid': {
    'fa-IR': 'نشانی مقاله معتبر نیست.',
    'en-US': 'The article address is not valid.',
  },
  'blog.notFound': { 'fa-IR': 'این مقاله پیدا نشد.', 'en-US': 'This article was not found.' },
  'industry.notFound': {
    'fa-IR': 'فعالیتی با این کد ISIC وجود ندارد.',
    'en-US': 'There is no ISIC industry with this code.',
  },
  'savedGraph.name.taken': {
    'fa-IR': 'گرافی با این نام ذخیره کرده‌اید.',
    'en-US': 'You already saved a graph with this name.',
  },
  'savedGraph.notFound': {
    'fa-IR': 'این گراف ذخیره‌شده پیدا نشد.',
    'en-US': 'This saved graph was not found.',
  },
  'savedGraph.limit': {
    'fa-IR': 'حداکثر ۱۰۰ گراف می‌توانید ذخیره کنید.',
    'en-US': 'You can save at most 100 graphs.',
  },
  'savedGraph.expansions.tooMany': {
    'fa-IR': 'یک گراف با حداکثر ۵۰ گسترش ذخیره می‌شود.',
    'en-US': 'A graph can be saved with at most 50 expansions.',
  },
  'list.name.required': { 'fa-IR': 'نام فهرست را وارد کنید.', 'en-US': 'Enter a name for the list.' },
  'list.name.tooLong': {
    'fa-IR': 'نام فهرست حداکثر ۸۰ نویسه می‌تواند باشد.',
    'en-US': 'A list name can be at most 80 characters.',
  },
  'list.name.taken': {
    'fa-IR': 'فهرستی با این نام دارید.',
    'en-US': 'You already have a list with this name.',
  },
  'list.notFound': { 'fa-IR': 'این فهرست پیدا نشد.', 'en-US': 'This list was not found.' },
  'list.limit': {
    'fa-IR': 'حداکثر ۵۰ فهرست می‌توانید داشته باشید.',
    'en-US': 'You can keep at most 50 lists.',
  },
  'list.full': {
    'fa-IR': 'هر فهرست حداکثر ۵۰۰ شرکت می‌تواند داشته باشد.',
    'en-US': 'A list can hold at most 500 companies.',
  },
  'list.searchResults.forbidden': {
    'fa-IR': 'افزودن یا خروجی گرفتن از نتایج جست‌وجوی پیشرفته با اشتراکی ممکن است که جست‌وجوی پیشرفته دارد.',
    'en-US': 'Adding or exporting advanced search results needs a package with advanced search.',
  },
  'list.export.forbidden': {
    'fa-IR': 'خروجی گرفتن از فهرست‌ها در اشتراک پایه و بالاتر ممکن است.',
    'en-US': 'Exporting lists needs the Basic package or higher.',
  },
  'company.notFound': { 'fa-IR': 'شرکتی با این شناسه پیدا نشد.', 'en-US': 'No company has this id.' },
  'gazette.summaryWithheld.ADDRESS_CHANGE': {
    'fa-IR': 'انتقال نشانی شرکت',
    'en-US': 'The company moved its registered address',
  },
  'gazette.summaryWithheld.BOARD_CHANGE': {
    'fa-IR': 'تغییر اعضای هیئت‌مدیره و صاحبان امضای مجاز',
    'en-US': 'Changes to the board and the authorised signatories',
  },
  'person.notFound': { 'fa-IR': 'شخصی با این شناسه پیدا نشد.', 'en-US': 'No person has this id.' },
  'company.ids.invalid': {
    'fa-IR': 'فهرست شناسه‌ها معتبر نیست (حداکثر ۱۰۰ عدد صحیح مثبت).',
    'en-US': 'The id list is not valid (at most 100 positive whole numbers).',
  },
  'id.invalid': {
    'fa-IR': 'شناسه باید یک عدد صحیح مثبت باشد.',
    'en-US': 'The id must be a positive whole number.',
  },
  'category.notFound': { 'fa-IR': 'این دسته‌بندی وجود ندارد.', 'en-US': 'This category does not exist.' },
  'qualification.notFound': {
    'fa-IR': 'این مدرک وجود ندارد.',
    'en-US': 'This qualification does not exist.',
  },
  'tag.notFound': { 'fa-IR': 'این برچسب وجود ندارد.', 'en-US': 'This tag does not exist.' },
  'course.notFound': { 'fa-IR': 'این دوره وجود ندارد.', 'en-US': 'This course does not exist.' },
  'course.search.term': {
    'fa-IR': 'عبارت جست‌وجو باید بین ۲ تا ۱۰۰ نویسه باشد.',
    'en-US': 'The search term must be 2 to 100 characters long.',
  },
  'media.notFound': { 'fa-IR': 'این فایل ویدیویی وجود ندارد.', 'en-US': 'This video file does not exist.' },
  'lesson.notFound': { 'fa-IR': 'این جلسه وجود ندارد.', 'en-US': 'This lesson does not exist.' },
  'course.notEnrolled': {
    'fa-IR': 'شما در این دوره ثبت‌نام نکرده‌اید.',
    'en-US': 'You are not enrolled in this course.',
  },
  'course.accessEnded': {
    'fa-IR': 'مهلت دسترسی شما به این دوره به پایان رسیده است.',
    'en-US': 'Your access to this course has ended.',
  },
  'course.device.notFound': {
    'fa-IR': 'این دستگاه در فهرست دستگاه‌های شما برای این دوره نیست.',
    'en-US': 'This device is not among your devices for this course.',
  },
  'course.device.releaseWait': {
    'fa-IR': 'هر هفته یک دستگاه را می‌توانید آزاد کنید؛ هفته بعد دوباره امتحان کنید.',
    'en-US': 'You can free one device a week; try again next week.',
  },
  'course.deviceLimit': {
    'fa-IR': 'به سقف تعداد دستگاه‌های مجاز برای این دوره رسیده‌اید؛ از دستگاه‌های قبلی خود استفاده کنید.',
    'en-US':
      'You have reached the number of devices allowed for this course; use one of your earlier devices.',
  },
  'course.graph.forbidden': {
    'fa-IR': 'فقط نمودار پیشرفت خودتان را می‌توانید ببینید.',
    'en-US': 'You can only see your own progress graph.',
  },
  'user.id.invalid': { 'fa-IR': 'شناسه کاربر معتبر نیست.', 'en-US': 'The user id is not valid.' },
  'note.notFound': { 'fa-IR': 'این یادداشت پیدا نشد.', 'en-US': 'This note was not found.' },
  'review.notEnrolled': {
    'fa-IR': 'فقط شرکت‌کنندگان دوره می‌توانند به آن امتیاز دهند.',
    'en-US': 'Only learners enrolled in the course can score it.',
  },
  'review.duplicate': {
    'fa-IR': 'شما پیش‌تر به این دوره امتیاز داده‌اید.',
    'en-US': 'You have already reviewed this course.',
  },
  'ugq.atSecond': {
    'fa-IR': 'زمان پرسش باید ثانیه‌ای از ویدیوی همان درس باشد.',
    'en-US': 'The time of a question must be a second of its lesson’s video.',
  },
  'ugq.publish': { 'fa-IR': 'انتخاب انتشار در انجمن معتبر نیست.', 'en-US': 'The forum choice is not valid.' },
  'ugq.notTeacher': {
    'fa-IR': 'فقط مدرس همین دوره می‌تواند به این پرسش پاسخ دهد.',
    'en-US': 'Only this course’s teacher can answer this question.',
  },
  'ugq.alreadyAnswered': {
    'fa-IR': 'به این پرسش پیش‌تر پاسخ داده‌اید.',
    'en-US': 'You have already answered this question.',
  },
  'forum.authorName': {
    'fa-IR': 'نام نمایشی حداکثر ۸۰ نویسه است.',
    'en-US': 'The display name may be at most 80 characters.',
  },
  'forum.notFound': { 'fa-IR': 'این پرسش پیدا نشد.', 'en-US': 'This question was not found.' },
  'forum.anonymousAuthor': { 'fa-IR': 'کاربر رصد', 'en-US': 'Rasad user' },
  'exam.notFound': { 'fa-IR': 'این دوره آزمون ندارد.', 'en-US': 'This course has no exam.' },
  'exam.locked': {
    'fa-IR': 'آزمون پس از دیدن همه جلسات دوره باز می‌شود.',
    'en-US': 'The exam opens once you have watched every lesson of the course.',
  },
  'exam.notPassed': {
    'fa-IR': 'گواهی تنها برای آزمونی صادر می‌شود که در آن قبول شده باشید.',
    'en-US': 'A certificate is issued only for an exam you passed.',
  },
  'exam.resultNotFound': { 'fa-IR': 'این آزمون پیدا نشد.', 'en-US': 'This exam attempt was not found.' },
  'exam.alreadySubmitted': {
    'fa-IR': 'پاسخ‌های این آزمون پیش‌تر ثبت شده است.',
    'en-US': 'The answers to this exam were already submitted.',
  },
  'exam.timeOver': {
    'fa-IR': 'زمان آزمون به پایان رسیده بود؛ پاسخ‌ها پذیرفته نشد.',
    'en-US': 'The exam’s time was over; the answers were not accepted.',
  },
  'certificate.code': {
    'fa-IR': 'کد رهگیری گواهی معتبر نیست.',
    'en-US': 'The certificate code is not valid.',
  },
  'certificate.unnamedLearner': { 'fa-IR': 'دانش‌پذیر', 'en-US': 'Learner' },
  'certificate.notFound': {
    'fa-IR': 'گواهی‌ای با این کد صادر نشده است.',
    'en-US': 'No certificate was issued with this code.',
  },
  'gift.code': { 'fa-IR': 'کد هدیه معتبر نیست.', 'en-US': 'The gift code is not valid.' },
  'gift.notFound': {
    'fa-IR': 'کد هدیه‌ای با این مشخصات وجود ندارد.',
    'en-US': 'There is no such gift code.',
  },
  'gift.redeemed': {
    'fa-IR': 'این کد هدیه پیش‌تر استفاده شده است.',
    'en-US': 'This gift code has already been used.',
  },
  'media.range': {
    'fa-IR': 'بازه درخواستی خارج از فایل است.',
    'en-US': 'The requested range lies outside the file.',
  },
  'media.linkExpired': {
    'fa-IR': 'پیوند این ویدیو منقضی شده است؛ صفحه را دوباره باز کنید.',
    'en-US': 'This video link has expired; open the page again.',
  },
  'media.notYours': {
    'fa-IR': 'این پیوند ویدیو برای حساب دیگری صادر شده است.',
    'en-US': 'This video link was issued to another account.',
  },
  'comment.anonymousAuthor': { 'fa-IR': 'کاربر رصد', 'en-US': 'Rasad user' },
  'visit.field.tooLong': {
    'fa-IR': 'مقدار این فیلد بیش از حد طولانی است.',
    'en-US': 'This value is too long.',
  },
  'visit.notFound': {
    'fa-IR': 'بازدیدی با این شناسه ثبت نشده است.',
    'en-US': 'No visit with this id was recorded.',
  },
  'payment.amount.invalid': {
    'fa-IR': 'مبلغ باید عددی صحیح و بزرگ‌تر از صفر (به ریال) باشد.',
    'en-US': 'The amount must be a whole number of rials greater than zero.',
  },
  'payment.description.required': {
    'fa-IR': 'شرح پرداخت الزامی است.',
    'en-US': 'A payment description is required.',
  },
  'payment.callbackUrl.invalid': {
    'fa-IR': 'نشانی بازگشت باید یک نشانی http یا https معتبر باشد.',
    'en-US': 'The callback URL must be a valid http or https address.',
  },
  'payment.orderId.required': { 'fa-IR': 'شماره سفارش الزامی است.', 'en-US': 'An order id is required.' },
  'payment.token.invalid': {
    'fa-IR': 'شناسه پرداخت معتبر نیست.',
    'en-US': 'The payment token is not valid.',
  },
  'payment.notFound': {
    'fa-IR': 'پرداختی با این شناسه پیدا نشد.',
    'en-US': 'No payment with this token was found.',
  },
  'payment.notPaid': {
    'fa-IR': 'این پرداخت انجام نشده است و قابل تأیید نیست.',
    'en-US': 'This payment was not completed and cannot be verified.',
  },
  'payment.notPending': {
    'fa-IR': 'این تراکنش پیش‌تر انجام یا لغو شده است.',
    'en-US': 'This transaction has already been completed or cancelled.',
  },
  'payment.cardNumber.invalid': {
    'fa-IR': 'شماره کارت معتبر نیست.',
    'en-US': 'The card number is not valid.',
  },
  'payment.cvv2.invalid': {
    'fa-IR': 'کد CVV2 باید ۳ یا ۴ رقم باشد.',
    'en-US': 'CVV2 must be 3 or 4 digits.',
  },
  'payment.expiry.invalid': {
    'fa-IR': 'تاریخ انقضای کارت معتبر نیست.',
    'en-US': 'The card expiry date is not valid.',
  },
  'payment.pin.invalid': {
    'fa-IR': 'رمز دوم باید بین ۵ تا ۱۲ رقم باشد.',
    'en-US': 'The second PIN must be 5 to 12 digits.',
  },
  'auth.unauthenticated': {
    'fa-IR': 'نشست شما معتبر نیست یا به پایان رسیده است. لطفاً دوباره وارد شوید.',
    'en-US': 'Your session is not valid or has ended. Please sign in again.',
  },
  'otp.wrong': { 'fa-IR': 'کد تأیید اشتباه است.', 'en-US': 'The confirmation code is wrong.' },
  'otp.expired': {
    'fa-IR': 'کد تأیید منقضی شده است؛ کد جدید دریافت کنید.',
    'en-US': 'The confirmation code has expired; request a new one.',
  },
  'otp.tooManyAttempts': {
    'fa-IR': 'تعداد تلاش‌های ناموفق بیش از حد مجاز است؛ کد جدید دریافت کنید.',
    'en-US': 'Too many wrong attempts; request a new code.',
  },
  'otp.resendTooSoon': {
    'fa-IR': 'برای دریافت کد جدید کمی صبر کنید.',
    'en-US': 'Please wait a little before requesting a new code.',
  },
  'otp.tooManyRequests': {
    'fa-IR': 'درخواست‌های کد بیش از حد مجاز است؛ یک ساعت دیگر تلاش کنید.',
    'en-US': 'Too many code requests; try again in an hour.',
  },
  'signUp.addressLimit': {
    'fa-IR': 'از این نشانی امروز بیش از حد مجاز حساب تازه ساخته شده است؛ فردا دوباره تلاش کنید.',
    'en-US': 'Too many new accounts from this address today; try again tomorrow.',
  },
  'signUp.deviceLimit': {
    'fa-IR': 'از این دستگاه امروز بیش از حد مجاز حساب تازه ساخته شده است؛ فردا دوباره تلاش کنید.',
    'en-US': 'Too many new accounts from this device today; try again tomorrow.',
  },
  'signIn.failed': {
    'fa-IR': 'نام کاربری یا رمز عبور اشتباه است.',
    'en-US': 'The user name or password is wrong.',
  },
  'signIn.throttled': {
    'fa-IR':
      'رمز عبور چند بار نادرست وارد شد؛ کمی بعد دوباره تلاش کنید یا با کد یک‌بارمصرفی که برایتان فرستاده می‌شود وارد شوید.',
    'en-US':
      'Too many wrong passwords; try again a little later, or sign in with a one-time code sent to you.',
  },
  'signInTicket.invalid': {
    'fa-IR': 'مهلت ورود به پایان رسیده است؛ دوباره وارد شوید.',
    'en-US': 'The sign-in has timed out; please sign in again.',
  },
  'apiKey.accessRequired': {
    'fa-IR': 'کلید API ویژهٔ بسته‌هایی است که دسترسی API دارند؛ برای ساختن کلید، بستهٔ خود را ارتقا دهید.',
    'en-US': 'API keys come with packages that include API access; upgrade your package to create one.',
  },
  'apiKey.invalid': {
    'fa-IR':
      'این کلید API معتبر نیست یا باطل یا منقضی شده است. از بخش «کلیدهای API» در صفحهٔ پروفایل کلید تازه‌ای بسازید.',
    'en-US':
      'This API key is not valid, or it was revoked or has expired. Create a new one under “API keys” on your profile page.',
  },
  'apiKey.nameTaken': {
    'fa-IR': 'کلیدی با همین نام دارید؛ نام دیگری انتخاب کنید.',
    'en-US': 'You already have a key with this name; choose another.',
  },
  'apiKey.limitReached': {
    'fa-IR': 'حداکثر ۱۰ کلید فعال می‌توانید داشته باشید؛ پیش از ساختن کلید تازه یکی را باطل کنید.',
    'en-US': 'You can have at most 10 active keys; revoke one before creating another.',
  },
  'apiKey.notFound': {
    'fa-IR': 'این کلید پیدا نشد یا پیش‌تر باطل شده است.',
    'en-US': 'This key was not found or has already been revoked.',
  },
  // Only for a session another sign-in ended; every other end of a session (expired, replayed, signed out, forged
  // tokens) is `session.ended`.
  'session.replaced': {
    'fa-IR': 'به دلیل ورود کاربر دیگری از حساب خود خارج شدید',
    'en-US': 'You were signed out because another user signed in',
  },
  'session.ended': {
    'fa-IR': 'نشست شما به پایان رسیده است؛ دوباره وارد شوید.',
    'en-US': 'Your session has ended; please sign in again.',
  },
  'session.notFound': {
    'fa-IR': 'این نشست پیدا نشد یا پایان یافته است.',
    'en-US': 'This session was not found or has ended.',
  },
  'session.current': {
    'fa-IR': 'برای پایان نشست فعلی از گزینهٔ خروج استفاده کنید.',
    'en-US': 'Use sign out to end the current session.',
  },
  'password.currentWrong': {
    'fa-IR': 'رمز عبور فعلی اشتباه است.',
    'en-US': 'The current password is wrong.',
  },
  'outbox.disabled': {
    'fa-IR': 'این بخش در محیط عملیاتی در دسترس نیست.',
    'en-US': 'This is not available in production.',
  },
  // Companies' own side: owner verification (the two §8 messages live here only), page, administration, mentors.
  'companyVerification.companyNotFound': {
    'fa-IR': 'شرکتی با این شناسه ملی یافت نشد؛ با پشتیبانی تماس بگیرید.',
    'en-US': 'No company was found with this national ID; please contact support.',
  },
  'companyVerification.ceoMismatch': {
    'fa-IR': 'تطبیق شماره همراه مدیرعامل و کد ملی ناموفق بود.',
    'en-US': 'Matching the CEO’s mobile number and national code failed.',
  },
  'companyVerification.nationalId.invalid': {
    'fa-IR': 'شناسه ملی شرکت باید دقیقاً ۱۱ رقم باشد.',
    'en-US': 'The company national ID must be exactly 11 digits.',
  },
  'companyVerification.nationalCode.invalid': {
    'fa-IR': 'کد ملی باید ۱۰ رقم و معتبر باشد.',
    'en-US': 'The national code must be 10 valid digits.',
  },
  'companyVerification.rules.required': {
    'fa-IR': 'برای ادامه باید قوانین را بپذیرید.',
    'en-US': 'Accept the rules to continue.',
  },
  'companyVerification.code.invalid': {
    'fa-IR': 'کد تأیید باید ۵ رقم باشد.',
    'en-US': 'The verification code must be 5 digits.',
  },
  'companyVerification.code.wrong': {
    'fa-IR': 'کد تأیید اشتباه است.',
    'en-US': 'The verification code is wrong.',
  },
  'companyVerification.code.expired': {
    'fa-IR': 'کد تأیید منقضی شده است؛ کد تازه بخواهید.',
    'en-US': 'The verification code has expired; ask for a new one.',
  },
  'companyVerification.code.locked': {
    'fa-IR': 'تعداد تلاش‌های نادرست از حد گذشت؛ کد تازه بخواهید.',
    'en-US': 'Too many wrong attempts; ask for a new code.',
  },
  'companyVerification.tooSoon': {
    'fa-IR': 'برای ارسال دوبارهٔ کد کمی صبر کنید.',
    'en-US': 'Wait a little before asking for the code again.',
  },
  'companyVerification.tooMany': {
    'fa-IR': 'تعداد درخواست‌ها از حد مجاز گذشت؛ بعداً دوباره تلاش کنید.',
    'en-US': 'Too many attempts; please try again later.',
  },
  'companyVerification.alreadyManager': {
    'fa-IR': 'شما پیش‌تر مدیر تأییدشدهٔ این شرکت شده‌اید.',
    'en-US': 'You are already the verified manager of this company.',
  },
  'companyVerification.smsMessage': {
    'fa-IR': 'کد تأیید مالکیت «{company}» در رصد: {code}',
    'en-US': 'Rasad ownership code for “{company}”: {code}',
  },
  'companyPage.notManager': {
    'fa-IR': 'فقط مدیر تأییدشدهٔ این شرکت می‌تواند صفحه‌اش را ویرایش کند.',
    'en-US': 'Only the company’s verified manager may edit its page.',
  },
  'companyPage.about.tooLong': {
    'fa-IR': 'معرفی حداکثر ۴۰۰۰ نویسه می‌تواند باشد.',
    'en-US': 'The introduction can be at most 4000 characters.',
  },
  'companyPage.phone.invalid': {
    'fa-IR': 'شماره تلفن معتبر نیست.',
    'en-US': 'The phone number is not valid.',
  },
  'companyPage.phones.tooMany': {
    'fa-IR': 'حداکثر پنج شماره تلفن می‌توانید ثبت کنید.',
    'en-US': 'You can list at most five phone numbers.',
  },
  'companyPage.website.invalid': {
    'fa-IR': 'نشانی وب‌سایت باید با http:// یا https:// آغاز شود.',
    'en-US': 'The website must start with http:// or https://.',
  },
  'companyPage.postalCode.invalid': {
    'fa-IR': 'کد پستی باید ۱۰ رقم باشد.',
    'en-US': 'The postal code must be 10 digits.',
  },
  'companyPage.address.tooLong': {
    'fa-IR': 'نشانی حداکثر ۳۰۰ نویسه می‌تواند باشد.',
    'en-US': 'The address can be at most 300 characters.',
  },
  'companyPage.offering.name.required': {
    'fa-IR': 'نام کالا یا برند را وارد کنید.',
    'en-US': 'Enter the product or brand name.',
  },
  'companyPage.offering.tooMany': {
    'fa-IR': 'حداکثر ۱۰۰ کالا و برند می‌توانید ثبت کنید.',
    'en-US': 'You can list at most 100 products and brands.',
  },
  'companyPage.pictures.tooMany': {
    'fa-IR': 'حداکثر هشت تصویر می‌توانید نشان دهید.',
    'en-US': 'You can show at most eight pictures.',
  },
  'companyPage.file.unknown': {
    'fa-IR': 'این پرونده برای این شرکت بارگذاری نشده است.',
    'en-US': 'This file was not uploaded for this company.',
  },
  'companyPage.answer.exists': {
    'fa-IR': 'به این درخواست پیش‌تر پاسخ داده شده است.',
    'en-US': 'This request has already been answered.',
  },
  'upload.path.invalid': {
    'fa-IR': 'مسیر بارگذاری باید companies/{شناسه}/logo یا companies/{شناسه}/pictures باشد.',
    'en-US': 'The upload path must be companies/{id}/logo or companies/{id}/pictures.',
  },
  'upload.type.invalid': {
    'fa-IR': 'فقط تصویر PNG، JPEG یا WebP پذیرفته می‌شود.',
    'en-US': 'Only PNG, JPEG or WebP images are accepted.',
  },
  'upload.tooLarge': {
    'fa-IR': 'حجم تصویر باید کمتر از ۲ مگابایت باشد.',
    'en-US': 'The image must be smaller than 2 MB.',
  },
  'upload.empty': { 'fa-IR': 'پرونده‌ای فرستاده نشد.', 'en-US': 'No file was sent.' },
  'companyAdmin.notAdministrator': {
    'fa-IR': 'این بخش ویژهٔ مدیر شرکت با اشتراک سازمانی فعال است.',
    'en-US': 'This is for company administrators with a running Enterprise subscription.',
  },
  'companyAdmin.noSeat': {
    'fa-IR':
      'ظرفیت کاربران اشتراک سازمانی شما پر است؛ برای افزودن کاربر، ظرفیت بیشتری بخرید یا کاربری را غیرفعال کنید.',
    'en-US': 'All seats of your Enterprise subscription are taken; buy more seats or deactivate a user.',
  },
  'companyAdmin.inAnotherCompany': {
    'fa-IR': 'این کاربر عضو شرکت دیگری است.',
    'en-US': 'This user belongs to another company.',
  },
  'companyAdmin.userNotFound': {
    'fa-IR': 'این کاربر در شرکت شما نیست.',
    'en-US': 'This user is not in your company.',
  },
  'companyAdmin.segment.name.required': {
    'fa-IR': 'نام بخش‌بندی را وارد کنید.',
    'en-US': 'Enter the segment name.',
  },
  'companyAdmin.segment.invalid': {
    'fa-IR': 'این بخش‌بندی یا مقدار آن در شرکت شما نیست.',
    'en-US': 'This segment or value is not in your company.',
  },
  'companyAdmin.segment.filter': {
    'fa-IR': 'هر فیلتر بخش‌بندی باید هم بخش‌بندی و هم مقدار را داشته باشد.',
    'en-US': 'Each segment filter needs both the segment and the value.',
  },
  'companyAdmin.days.invalid': {
    'fa-IR': 'تعداد روزها باید بین ۱ و ۳۶۵۰ باشد.',
    'en-US': 'Days must be from 1 to 3650.',
  },
  'companyAdmin.credit.nothingToChange': {
    'fa-IR': 'روزهای تازه یا فعال بودن اعتبار را بگویید.',
    'en-US': 'Give the credit’s new days or whether it may be used.',
  },
  'companyAdmin.credit.notFound': {
    'fa-IR': 'اعتبار باز با این شناسه یافت نشد.',
    'en-US': 'No open credit with this id was found.',
  },
  'companyAdmin.credit.none': {
    'fa-IR': 'اعتبار فعالی برای این دوره ندارید.',
    'en-US': 'You have no active credit for this course.',
  },
  'companyAdmin.credit.requestExists': {
    'fa-IR': 'درخواست یا اعتبار این دوره پیش‌تر ثبت شده است.',
    'en-US': 'A request or credit for this course already exists.',
  },
  'companyAdmin.credit.notCompanyUser': {
    'fa-IR': 'فقط کاربران فعال شرکت با اعتبار فعال می‌توانند دوره درخواست کنند.',
    'en-US': 'Only active company users with credit enabled can ask for a course.',
  },
  'companyAdmin.exam.notFound': {
    'fa-IR': 'نتیجهٔ آزمونی با این شناسه از کاربران شرکت شما یافت نشد.',
    'en-US': 'No exam result of your company’s users has this id.',
  },
  'companyAdmin.exam.notPassed': {
    'fa-IR': 'این آزمون قبول نشده است؛ گواهی صادر نمی‌شود.',
    'en-US': 'This exam was not passed; no certificate is issued.',
  },
  'companyPage.certificates.notCompanyUser': {
    'fa-IR': 'فقط کاربران فعال یک شرکت می‌توانند گواهی‌هایشان را در صفحهٔ آن نشان دهند.',
    'en-US': 'Only active users of a company can show their certificates on its page.',
  },
  'mentor.notMentor': { 'fa-IR': 'این بخش ویژهٔ منتورهاست.', 'en-US': 'This is for mentors.' },
  'mentor.full': {
    'fa-IR': 'ظرفیت زیرکاربران شما پر است.',
    'en-US': 'You have as many sub-users as you may.',
  },
  'mentor.hasOtherMentor': {
    'fa-IR': 'این کاربر منتور دیگری دارد.',
    'en-US': 'This user already has another mentor.',
  },
  'mentor.self': {
    'fa-IR': 'نمی‌توانید خودتان را زیرکاربر کنید.',
    'en-US': 'You cannot add yourself as a sub-user.',
  },
  'mentor.subUserNotFound': {
    'fa-IR': 'این کاربر زیرکاربر شما نیست.',
    'en-US': 'This user is not your sub-user.',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export type ServiceMessageKey = keyof typeof serviceMessages;

export function isServiceMessageKey(value: string): value is ServiceMessageKey {
  return Object.hasOwn(serviceMessages, value);
}

export function translate(key: ServiceMessageKey, locale: Locale): string {
  return serviceMessages[key][locale];
}
