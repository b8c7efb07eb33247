import type { LocalisedText } from '../../shared/http/localised-text.ts';

export const staticPageSlugs = [
  'about',
  'what-is',
  'terms',
  'privacy',
  'disclaimer',
  'data-sources',
  'jobs',
  'advertising',
  'contact',
] as const;
export type StaticPageSlug = (typeof staticPageSlugs)[number];

export interface StaticPage {
  id: number;
  title: LocalisedText;
  /** Paragraphs separated by a blank line. */
  body: LocalisedText;
  updatedOn: string;
}

function paragraphs(...texts: string[]): string {
  return texts.join('\n\n');
}

export const staticPages: Record<StaticPageSlug, StaticPage> = {
  about: {
    id: 1,
    title: { fa: 'درباره رصد', en: 'About Rasad' },
    body: {
      fa: paragraphs(
        'رصد در سال ۱۳۹۷ با این هدف پایه‌گذاری شد که اطلاعات رسمی شرکت‌های ایرانی، که در هزاران آگهی روزنامه رسمی و سامانه‌های دولتی پراکنده است، در یک جا و به زبانی ساده در دسترس همه باشد.',
        'امروز بانک‌ها، شرکت‌های بیمه، بازرگانان، پژوهشگران و روزنامه‌نگاران از رصد برای شناخت طرف قرارداد، بررسی سوابق مدیران، تحلیل صنعت و دنبال کردن آمار تجارت خارجی استفاده می‌کنند.',
        'در کنار داده، بخش آموزش رصد دوره‌هایی کاربردی در زمینه صادرات و واردات، حسابداری، بازاریابی و تحلیل داده ارائه می‌کند تا کسب‌وکارها بتوانند از این اطلاعات بهتر استفاده کنند.',
        'تیم رصد در تهران مستقر است و از مهندسان نرم‌افزار، تحلیلگران داده و کارشناسان حقوقی تشکیل شده است.',
      ),
      en: paragraphs(
        'Rasad was founded in 2018 (1397 in the Iranian calendar) so that official information on Iranian companies, scattered across thousands of Official Gazette notices and government systems, would be available to everyone in one place and in plain language.',
        'Today banks, insurers, traders, researchers and journalists use Rasad to know who they are dealing with, check directors’ histories, analyse industries and follow foreign-trade statistics.',
        'Alongside the data, Rasad’s learning area offers practical courses in import and export, accounting, marketing and data analysis, so businesses can make better use of this information.',
        'The Rasad team is based in Tehran and brings together software engineers, data analysts and legal experts.',
      ),
    },
    updatedOn: '2025-05-10',
  },
  'what-is': {
    id: 2,
    title: { fa: 'رصد چیست؟', en: 'What is Rasad?' },
    body: {
      fa: paragraphs(
        'رصد سامانه جست‌وجو و تحلیل اطلاعات رسمی کسب‌وکارهای ایران است. هر شرکت یک صفحه دارد که مشخصات ثبتی، نشانی، سرمایه، مدیران و تاریخچه آگهی‌های آن را نشان می‌دهد.',
        'با جست‌وجوی پیشرفته می‌توانید شرکت‌ها را بر اساس استان، صنعت، سرمایه و تاریخ تأسیس پیدا کنید؛ با گراف ارتباطات، پیوند شرکت‌ها و اشخاص را ببینید؛ و با تحلیل صنعت، تصویر کلی یک بازار را به دست آورید.',
        'جست‌وجوی ساده رایگان است. برای دسترسی به جزئیات بیشتر، خروجی گرفتن و گراف ارتباطات، یکی از بسته‌های اشتراک را انتخاب کنید.',
      ),
      en: paragraphs(
        'Rasad is a search and analysis platform for official data on Iranian businesses. Every company has a page showing its registration details, address, capital, directors and history of notices.',
        'Advanced search finds companies by province, industry, capital and founding date; the relationship graph shows how companies and people are linked; industry analysis gives you the overall picture of a market.',
        'Simple search is free. For more detail, exports and the relationship graph, choose one of the subscription plans.',
      ),
    },
    updatedOn: '2025-05-10',
  },
  terms: {
    id: 3,
    title: { fa: 'قوانین و مقررات', en: 'Terms of use' },
    body: {
      fa: paragraphs(
        'استفاده از رصد به معنای پذیرش این قوانین است. اطلاعات نمایش داده‌شده از منابع رسمی و عمومی گردآوری شده و رصد آن‌ها را بدون تغییر در محتوا، تنها با ساختار و دسته‌بندی بهتر ارائه می‌کند.',
        'هر حساب کاربری شخصی است و استفاده هم‌زمان از یک حساب بیش از تعداد نشست‌های مجاز بسته اشتراک ممکن نیست. کپی انبوه، فروش مجدد یا استخراج خودکار اطلاعات بدون قرارداد کتبی مجاز نیست.',
        'وجه پرداخت‌شده برای اشتراک، پس از فعال شدن آن بازگردانده نمی‌شود، مگر آن‌که سرویس به سبب مشکل فنی از سوی رصد در دسترس نبوده باشد.',
        'رصد می‌تواند این قوانین را به‌روز کند؛ تغییرات مهم از راه ایمیل یا پیام در حساب کاربری اطلاع داده می‌شود.',
      ),
      en: paragraphs(
        'Using Rasad means accepting these terms. The information shown is collected from official and public sources; Rasad presents it without changing its content, only structured and classified better.',
        'Each account is personal and cannot be used in more simultaneous sessions than the subscription plan allows. Bulk copying, resale or automated extraction of the data is not allowed without a written agreement.',
        'Subscription fees are not refunded once the subscription is active, unless the service was unavailable because of a technical problem on Rasad’s side.',
        'Rasad may update these terms; important changes are announced by e-mail or by a message in your account.',
      ),
    },
    updatedOn: '2025-02-01',
  },
  privacy: {
    id: 4,
    title: { fa: 'حریم خصوصی', en: 'Privacy policy' },
    body: {
      fa: paragraphs(
        'رصد تنها اطلاعاتی را از کاربران نگه می‌دارد که برای ارائه خدمت لازم است: شماره موبایل یا ایمیل برای ورود، اطلاعات صورت‌حساب برای صدور فاکتور و سابقه بازدید برای نمایش «بازدیدهای اخیر».',
        'اطلاعات شما به هیچ شخص ثالثی فروخته نمی‌شود. پرداخت‌ها از راه درگاه‌های بانکی مجاز انجام می‌شود و رصد به شماره کارت و رمز شما دسترسی ندارد.',
        'برای حذف حساب یا دریافت رونوشت اطلاعات خود با پشتیبانی تماس بگیرید.',
      ),
      en: paragraphs(
        'Rasad keeps only the user information needed to provide the service: a mobile number or e-mail to sign in, billing details to issue invoices, and visit history to show “recent visits”.',
        'Your information is never sold to third parties. Payments go through licensed bank gateways, and Rasad never sees your card number or PIN.',
        'To delete your account or get a copy of your data, contact support.',
      ),
    },
    updatedOn: '2025-02-01',
  },
  disclaimer: {
    id: 5,
    title: { fa: 'سلب مسئولیت', en: 'Disclaimer' },
    body: {
      fa: paragraphs(
        'اطلاعات رصد از منابع رسمی گرفته شده، اما ممکن است به‌روزرسانی آن با تأخیر انجام شود یا منبع اصلی خطا داشته باشد. پیش از تصمیم‌های حقوقی یا مالی مهم، اطلاعات را با مرجع رسمی تطبیق دهید.',
        'تحلیل‌ها و نمودارها برای کمک به تصمیم‌گیری است و توصیه سرمایه‌گذاری یا نظر حقوقی به شمار نمی‌آید.',
      ),
      en: paragraphs(
        'Rasad’s data comes from official sources, but updates can lag and the original source may contain errors. Before important legal or financial decisions, check the information against the official record.',
        'Analyses and charts are aids to decision-making and are not investment advice or legal opinion.',
      ),
    },
    updatedOn: '2024-11-20',
  },
  'data-sources': {
    id: 6,
    title: { fa: 'منابع داده', en: 'Data sources' },
    body: {
      fa: paragraphs(
        'آگهی‌های تأسیس و تغییرات شرکت‌ها از روزنامه رسمی جمهوری اسلامی ایران و مشخصات ثبتی از سازمان ثبت اسناد و املاک کشور گرفته می‌شود.',
        'آمار واردات و صادرات از گمرک جمهوری اسلامی ایران، تقسیمات کشوری و طبقه‌بندی فعالیت‌ها (ISIC) از مرکز آمار ایران و اطلاعات ناشران بورسی از سامانه کدال است.',
        'فهرست کدهای تعرفه بر پایه نظام هماهنگ‌شده (HS 2022) سازمان جهانی گمرک است.',
      ),
      en: paragraphs(
        'Company founding and change notices come from the Official Gazette of the Islamic Republic of Iran, and registration details from the Deeds and Properties Registration Organisation.',
        'Import and export statistics come from Iran’s Customs Administration, administrative divisions and the classification of activities (ISIC) from the Statistical Centre of Iran, and listed-issuer data from Codal.',
        'The tariff code list follows the World Customs Organization’s Harmonized System (HS 2022).',
      ),
    },
    updatedOn: '2025-03-15',
  },
  jobs: {
    id: 7,
    title: { fa: 'فرصت‌های شغلی', en: 'Careers' },
    body: {
      fa: paragraphs(
        'رصد تیمی کوچک و دقیق است که روی داده‌های واقعی کار می‌کند. اگر به ساختن محصولی که هر روز هزاران تصمیم اقتصادی را ساده‌تر می‌کند علاقه دارید، خوشحال می‌شویم با شما آشنا شویم.',
        'فرصت‌های باز در همین صفحه فهرست شده‌اند. رزومه خود را با ذکر عنوان شغلی از فرم تماس با ما بفرستید.',
      ),
      en: paragraphs(
        'Rasad is a small, careful team working with real data. If you would like to build a product that makes thousands of business decisions easier every day, we would be glad to meet you.',
        'Open positions are listed on this page. Send your CV with the job title through the contact form.',
      ),
    },
    updatedOn: '2025-06-01',
  },
  advertising: {
    id: 8,
    title: { fa: 'تبلیغات در رصد', en: 'Advertising on Rasad' },
    body: {
      fa: paragraphs(
        'مخاطبان رصد مدیران، بازرگانان و تصمیم‌گیران کسب‌وکارها هستند. جایگاه‌های تبلیغاتی در صفحه اصلی، نتایج جست‌وجو و صفحه شرکت‌ها به صورت هفتگی فروخته می‌شوند.',
        'تعرفه و میانگین نمایش هفتگی هر جایگاه در جدول همین صفحه آمده است. برای رزرو، از فرم درخواست مشاوره استفاده کنید تا کارشناسان فروش با شما تماس بگیرند.',
      ),
      en: paragraphs(
        'Rasad’s audience is managers, traders and business decision-makers. Ad placements on the home page, search results and company pages are sold by the week.',
        'The weekly price and average weekly impressions of each placement are listed in the table on this page. To book, use the consultation request form and our sales team will call you.',
      ),
    },
    updatedOn: '2025-04-05',
  },
  contact: {
    id: 9,
    title: { fa: 'تماس با ما', en: 'Contact us' },
    body: {
      fa: paragraphs(
        'پشتیبانی رصد از شنبه تا چهارشنبه، ساعت ۱۰ تا ۱۶ به جز روزهای تعطیل رسمی پاسخگوی شماست.',
        'برای پرسش، گزارش خطا یا پیشنهاد، فرم تماس را پر کنید؛ شماره پیگیری پیام شما بلافاصله نمایش داده می‌شود و پاسخ در ساعات کاری ارسال خواهد شد.',
        'برای خرید سازمانی و قراردادهای دسترسی به داده، درخواست مشاوره ثبت کنید.',
      ),
      en: paragraphs(
        'Rasad support is available Saturday to Wednesday, 10:00 to 16:00 (Tehran time), except on official holidays.',
        'For questions, error reports or suggestions, fill in the contact form; you will see a tracking number for your message at once, and we will reply during working hours.',
        'For corporate purchases and data-access agreements, request a consultation.',
      ),
    },
    updatedOn: '2025-04-05',
  },
};
