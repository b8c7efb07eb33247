import type { LocalisedText } from '../../shared/http/localised-text.ts';

/**
 * Editorial content of the home page; the statistics beside it are counted from the database, and its headline, which
 * the web build also prerenders, is in `@rasad/contracts/home-search-heading.ts`.
 */

export interface HomeServiceEntry {
  id: number;
  slug: string;
  icon: 'search' | 'filter' | 'chart' | 'graph' | 'globe' | 'course';
  /** The screen the service's card opens: a site path without the language prefix. */
  path: string;
  title: LocalisedText;
  description: LocalisedText;
}

export const homeServices: HomeServiceEntry[] = [
  {
    id: 1,
    slug: 'company-search',
    path: '/search',
    icon: 'search',
    title: { fa: 'جست‌وجوی شرکت‌ها', en: 'Company search' },
    description: {
      fa: 'با نام، شناسه ملی یا شماره ثبت، پرونده کامل هر شرکت را از روی آگهی‌های روزنامه رسمی ببینید.',
      en: 'Find any company by name, national ID or registration number and read its full record from Official Gazette notices.',
    },
  },
  {
    id: 2,
    slug: 'advanced-search',
    path: '/search/advanced',
    icon: 'filter',
    title: { fa: 'جست‌وجوی پیشرفته', en: 'Advanced search' },
    description: {
      fa: 'شرکت‌ها را بر اساس استان، شهر، صنعت، نوع شخصیت حقوقی، سرمایه و تاریخ تأسیس فیلتر کنید و فهرست بگیرید.',
      en: 'Filter companies by province, city, industry, legal form, capital and founding date, and export the list.',
    },
  },
  {
    id: 3,
    slug: 'industry-analysis',
    path: '/industry',
    icon: 'chart',
    title: { fa: 'تحلیل صنعت', en: 'Industry analysis' },
    description: {
      fa: 'روند تأسیس شرکت‌ها، پراکندگی جغرافیایی و بازیگران اصلی هر صنعت را بر پایه طبقه‌بندی ISIC بررسی کنید.',
      en: 'Study company formation trends, geographic spread and the main players of each industry, based on ISIC.',
    },
  },
  {
    id: 4,
    slug: 'relationship-graph',
    path: '/graph',
    icon: 'graph',
    title: { fa: 'گراف ارتباطات', en: 'Relationship graph' },
    description: {
      fa: 'ارتباط شرکت‌ها و اشخاص از راه مدیریت و سهام‌داری مشترک را روی یک گراف تعاملی دنبال کنید.',
      en: 'Follow how companies and people are linked through shared directors and shareholders on an interactive graph.',
    },
  },
  {
    id: 5,
    slug: 'trade-statistics',
    path: '/industry',
    icon: 'globe',
    title: { fa: 'آمار واردات و صادرات', en: 'Import and export statistics' },
    description: {
      fa: 'ارزش و وزن تجارت خارجی ایران را به تفکیک کد تعرفه (HS)، کشور طرف معامله و سال ببینید.',
      en: 'See the value and weight of Iran’s foreign trade by HS code, partner country and year.',
    },
  },
  {
    id: 6,
    slug: 'online-courses',
    path: '/courses',
    icon: 'course',
    title: { fa: 'دوره‌های آموزشی', en: 'Online courses' },
    description: {
      fa: 'دوره‌های کاربردی بازرگانی، صادرات، حسابداری و تحلیل داده را با مدرسان باتجربه بگذرانید و گواهی بگیرید.',
      en: 'Take practical courses in trade, export, accounting and data analysis with experienced teachers, and earn certificates.',
    },
  },
];

export interface HomeBlogPost {
  id: number;
  slug: string;
  title: LocalisedText;
  summary: LocalisedText;
  publishedOn: string;
  readingMinutes: number;
}

export const homeBlogPosts: HomeBlogPost[] = [
  {
    id: 1,
    slug: 'reading-official-gazette-notices',
    title: { fa: 'چگونه آگهی‌های روزنامه رسمی را بخوانیم؟', en: 'How to read Official Gazette notices' },
    summary: {
      fa: 'آگهی تأسیس، تغییرات مدیران و افزایش سرمایه هر کدام چه می‌گویند و در بررسی اعتبار یک شرکت به کدام بندها باید دقت کرد.',
      en: 'What founding, director-change and capital-increase notices say, and which clauses matter when you check a company’s standing.',
    },
    publishedOn: '2024-01-14',
    readingMinutes: 7,
  },
  {
    id: 2,
    slug: 'legal-national-id-explained',
    title: {
      fa: 'شناسه ملی شرکت چیست و چرا ۱۱ رقم دارد؟',
      en: 'What is a company’s legal national ID, and why 11 digits?',
    },
    summary: {
      fa: 'شناسه ملی اشخاص حقوقی، رقم کنترلی آن و تفاوتش با شماره ثبت و کد اقتصادی را به زبان ساده توضیح داده‌ایم.',
      en: 'A plain explanation of the legal national ID, its check digit, and how it differs from the registration number and economic code.',
    },
    publishedOn: '2024-03-02',
    readingMinutes: 5,
  },
  {
    id: 3,
    slug: 'choosing-a-supplier-due-diligence',
    title: {
      fa: 'پیش از عقد قرارداد با تأمین‌کننده، این پنج مورد را بررسی کنید',
      en: 'Five checks before signing with a supplier',
    },
    summary: {
      fa: 'از سابقه مدیران تا آخرین تغییرات سرمایه؛ فهرستی کوتاه برای کاهش ریسک همکاری با شرکت‌های ناآشنا.',
      en: 'From the directors’ history to the latest capital changes: a short list to lower the risk of working with unfamiliar companies.',
    },
    publishedOn: '2024-06-18',
    readingMinutes: 6,
  },
  {
    id: 4,
    slug: 'hs-codes-for-exporters',
    title: {
      fa: 'راهنمای کد تعرفه (HS) برای صادرکنندگان تازه‌کار',
      en: 'An HS code guide for new exporters',
    },
    summary: {
      fa: 'ساختار فصل، سرفصل و ردیف تعرفه را بشناسید و ببینید انتخاب کد درست چه اثری بر حقوق ورودی و آمار صادرات دارد.',
      en: 'Learn how HS chapters, headings and subheadings are built, and how the right code affects duties and export statistics.',
    },
    publishedOn: '2024-09-07',
    readingMinutes: 9,
  },
  {
    id: 5,
    slug: 'company-formation-trends-1403',
    title: { fa: 'روند ثبت شرکت‌های جدید در سال ۱۴۰۳', en: 'New company registrations in 1403 (2024–25)' },
    summary: {
      fa: 'کدام استان‌ها و کدام صنایع بیشترین شرکت تازه‌تأسیس را داشتند؟ نگاهی به داده‌های آگهی‌های تأسیس در سال گذشته.',
      en: 'Which provinces and industries saw the most new companies? A look at last year’s founding notices.',
    },
    publishedOn: '2025-04-26',
    readingMinutes: 8,
  },
  {
    id: 6,
    slug: 'relationship-graph-for-credit-risk',
    title: {
      fa: 'گراف ارتباطات در اعتبارسنجی مشتریان بانکی',
      en: 'Relationship graphs in bank credit scoring',
    },
    summary: {
      fa: 'چگونه بانک‌ها با دنبال کردن مدیران و سهام‌داران مشترک، ریسک تمرکز و شرکت‌های هم‌گروه را پیش از اعطای تسهیلات می‌بینند.',
      en: 'How banks follow shared directors and shareholders to spot concentration risk and related companies before lending.',
    },
    publishedOn: '2025-07-12',
    readingMinutes: 6,
  },
];

export interface HomeCustomer {
  id: number;
  name: LocalisedText;
  sector: LocalisedText;
}

export const homeCustomers: HomeCustomer[] = [
  { id: 1, name: { fa: 'بانک ملت', en: 'Bank Mellat' }, sector: { fa: 'بانکداری', en: 'Banking' } },
  { id: 2, name: { fa: 'بانک پاسارگاد', en: 'Bank Pasargad' }, sector: { fa: 'بانکداری', en: 'Banking' } },
  {
    id: 3,
    name: { fa: 'بانک توسعه صادرات', en: 'Export Development Bank of Iran' },
    sector: { fa: 'بانکداری', en: 'Banking' },
  },
  {
    id: 4,
    name: { fa: 'بانک صنعت و معدن', en: 'Bank of Industry and Mine' },
    sector: { fa: 'بانکداری', en: 'Banking' },
  },
  {
    id: 5,
    name: {
      fa: 'اتاق بازرگانی، صنایع، معادن و کشاورزی تهران',
      en: 'Tehran Chamber of Commerce, Industries, Mines and Agriculture',
    },
    sector: { fa: 'تشکل‌های اقتصادی', en: 'Business associations' },
  },
  {
    id: 6,
    name: { fa: 'اتاق بازرگانی اصفهان', en: 'Isfahan Chamber of Commerce' },
    sector: { fa: 'تشکل‌های اقتصادی', en: 'Business associations' },
  },
  {
    id: 7,
    name: { fa: 'بیمه ایران', en: 'Iran Insurance Company' },
    sector: { fa: 'بیمه', en: 'Insurance' },
  },
  {
    id: 8,
    name: { fa: 'صندوق ضمانت صادرات ایران', en: 'Export Guarantee Fund of Iran' },
    sector: { fa: 'تأمین مالی تجارت', en: 'Trade finance' },
  },
];

export interface HomeDataSource {
  id: number;
  name: LocalisedText;
  description: LocalisedText;
  updateFrequency: LocalisedText;
}

export const homeDataSources: HomeDataSource[] = [
  {
    id: 1,
    name: { fa: 'روزنامه رسمی جمهوری اسلامی ایران', en: 'Official Gazette of the Islamic Republic of Iran' },
    description: {
      fa: 'آگهی‌های تأسیس، تغییرات، انحلال و ادغام شرکت‌ها و مؤسسات غیرتجاری.',
      en: 'Notices of the founding, changes, dissolution and merger of companies and non-commercial institutions.',
    },
    updateFrequency: { fa: 'روزانه', en: 'Daily' },
  },
  {
    id: 2,
    name: { fa: 'سازمان ثبت اسناد و املاک کشور', en: 'Deeds and Properties Registration Organisation' },
    description: {
      fa: 'شناسه ملی، شماره ثبت، تاریخ ثبت و اداره ثبت هر شخص حقوقی.',
      en: 'Legal national ID, registration number and date, and registration office of every legal entity.',
    },
    updateFrequency: { fa: 'هفتگی', en: 'Weekly' },
  },
  {
    id: 3,
    name: { fa: 'گمرک جمهوری اسلامی ایران', en: 'Islamic Republic of Iran Customs Administration' },
    description: {
      fa: 'آمار واردات و صادرات به تفکیک کد تعرفه، کشور و گمرک اجراکننده.',
      en: 'Import and export statistics by tariff code, country and customs office.',
    },
    updateFrequency: { fa: 'ماهانه', en: 'Monthly' },
  },
  {
    id: 4,
    name: { fa: 'مرکز آمار ایران', en: 'Statistical Centre of Iran' },
    description: {
      fa: 'تقسیمات کشوری، طبقه‌بندی فعالیت‌های اقتصادی (ISIC) و شاخص‌های کلان.',
      en: 'Administrative divisions, the classification of economic activities (ISIC) and headline indicators.',
    },
    updateFrequency: { fa: 'فصلی', en: 'Quarterly' },
  },
  {
    id: 5,
    name: { fa: 'بورس اوراق بهادار تهران و سامانه کدال', en: 'Tehran Stock Exchange and Codal' },
    description: {
      fa: 'صورت‌های مالی، گزارش‌های ماهانه و اطلاعیه‌های ناشران بورسی و فرابورسی.',
      en: 'Financial statements, monthly reports and announcements of listed and OTC issuers.',
    },
    updateFrequency: { fa: 'روزانه', en: 'Daily' },
  },
  {
    id: 6,
    name: { fa: 'اتاق بازرگانی ایران', en: 'Iran Chamber of Commerce' },
    description: {
      fa: 'کارت‌های بازرگانی صادرشده و فهرست اعضای تشکل‌های اقتصادی.',
      en: 'Commercial cards issued and member lists of business associations.',
    },
    updateFrequency: { fa: 'ماهانه', en: 'Monthly' },
  },
];
