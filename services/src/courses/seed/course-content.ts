/** The seeded teaching content: teachers, what each course teaches, reviews, exams and gift codes. */

/** The teachers' demo accounts (services/src/accounts/seed/demo-users.ts), in the order of `courseTeachers`. */
export const teacherAccountIds = [
  '00000000-0000-4000-8000-000000000021',
  '00000000-0000-4000-8000-000000000022',
  '00000000-0000-4000-8000-000000000023',
  '00000000-0000-4000-8000-000000000024',
  '00000000-0000-4000-8000-000000000025',
];

export const courseTeachers = [
  {
    userId: teacherAccountIds[0]!,
    fullNameFa: 'مریم کاظمی',
    fullNameEn: 'Maryam Kazemi',
    bioFa: 'مشاور بازرگانی خارجی با پانزده سال سابقه در صادرات محصولات کشاورزی و صنایع غذایی.',
    bioEn: 'Foreign-trade consultant with fifteen years in exporting agricultural and food products.',
  },
  {
    userId: teacherAccountIds[1]!,
    fullNameFa: 'رضا توکلی',
    fullNameEn: 'Reza Tavakoli',
    bioFa: 'حسابدار رسمی و مدرس دوره‌های مالیات بر ارزش افزوده در اتاق بازرگانی.',
    bioEn: 'Certified public accountant who teaches VAT courses at the Chamber of Commerce.',
  },
  {
    userId: teacherAccountIds[2]!,
    fullNameFa: 'نیلوفر صادقی',
    fullNameEn: 'Niloofar Sadeghi',
    bioFa: 'مدیر فروش سازمانی در صنعت نرم‌افزار و مربی تیم‌های فروش B2B.',
    bioEn: 'Enterprise sales director in the software industry and coach of B2B sales teams.',
  },
  {
    userId: teacherAccountIds[3]!,
    fullNameFa: 'امید رحیمی',
    fullNameEn: 'Omid Rahimi',
    bioFa: 'تحلیل‌گر داده و طراح داشبوردهای مدیریتی برای شرکت‌های تولیدی.',
    bioEn: 'Data analyst and designer of management dashboards for manufacturers.',
  },
  {
    userId: teacherAccountIds[4]!,
    fullNameFa: 'دکتر حسین نوری',
    fullNameEn: 'Dr Hossein Nouri',
    bioFa: 'وکیل پایه‌یک دادگستری و داور مرکز داوری اتاق ایران.',
    bioEn: 'Senior attorney and arbitrator at the Iran Chamber arbitration centre.',
  },
];

interface Topic {
  fa: string;
  en: string;
}

export interface CourseDetails {
  teacher: number;
  qualification: number | null;
  tags: string[];
  isSuperPremium: boolean;
  priceRials: number;
  accessDays: number;
  deviceLimit: number;
  summaryFa: string;
  summaryEn: string;
  /** Lessons in order; the first half form the first section, the rest the second. */
  lessons: Topic[];
}

export const courseDetailsBySlug: Record<string, CourseDetails> = {
  'export-from-zero': {
    teacher: 0,
    qualification: 1,
    tags: ['beginner', 'customs'],
    isSuperPremium: false,
    priceRials: 0,
    accessDays: 180,
    deviceLimit: 2,
    summaryFa: 'گام‌به‌گام از گرفتن کارت بازرگانی تا نخستین محموله صادراتی.',
    summaryEn: 'Step by step from a commercial card to your first export shipment.',
    lessons: [
      {
        fa: 'کارت بازرگانی و ثبت‌نام در سامانه جامع تجارت',
        en: 'The commercial card and the comprehensive trade system',
      },
      { fa: 'یافتن بازار هدف', en: 'Finding a target market' },
      { fa: 'قیمت‌گذاری صادراتی', en: 'Export pricing' },
      { fa: 'حمل و بیمه محموله', en: 'Shipping and insuring the cargo' },
    ],
  },
  'customs-clearance': {
    teacher: 0,
    qualification: 1,
    tags: ['customs', 'advanced'],
    isSuperPremium: false,
    priceRials: 18_000_000,
    accessDays: 120,
    deviceLimit: 2,
    summaryFa: 'اظهار کالا، ارزش گمرکی و مراحل ترخیص در گمرکات ایران.',
    summaryEn: 'Goods declarations, customs value and clearance steps at Iranian customs.',
    lessons: [
      { fa: 'اظهارنامه گمرکی', en: 'The customs declaration' },
      { fa: 'ارزش گمرکی و تعرفه', en: 'Customs value and tariffs' },
      { fa: 'مسیرهای سبز، زرد و قرمز', en: 'Green, yellow and red lanes' },
    ],
  },
  'incoterms-2020': {
    teacher: 4,
    qualification: null,
    tags: ['contracts'],
    isSuperPremium: false,
    priceRials: 0,
    accessDays: 90,
    deviceLimit: 1,
    summaryFa: 'یازده قاعده اینکوترمز و اثر هر یک بر هزینه و ریسک طرفین.',
    summaryEn: 'The eleven Incoterms rules and how each moves cost and risk between the parties.',
    lessons: [
      { fa: 'اینکوترمز چیست', en: 'What Incoterms are' },
      { fa: 'قواعد EXW تا FCA', en: 'From EXW to FCA' },
      { fa: 'قواعد CIF و DAP در عمل', en: 'CIF and DAP in practice' },
    ],
  },
  'company-accounting-basics': {
    teacher: 1,
    qualification: 2,
    tags: ['beginner'],
    isSuperPremium: false,
    priceRials: 0,
    accessDays: 180,
    deviceLimit: 2,
    summaryFa: 'معادله حسابداری، دفاتر قانونی و تهیه ترازنامه برای شرکت‌های کوچک.',
    summaryEn: 'The accounting equation, statutory books and a balance sheet for small companies.',
    lessons: [
      { fa: 'معادله حسابداری', en: 'The accounting equation' },
      { fa: 'دفتر روزنامه و کل', en: 'Journal and ledger' },
      { fa: 'تراز آزمایشی', en: 'The trial balance' },
      { fa: 'ترازنامه و صورت سود و زیان', en: 'Balance sheet and income statement' },
    ],
  },
  'vat-in-practice': {
    teacher: 1,
    qualification: 2,
    tags: ['vat'],
    isSuperPremium: false,
    priceRials: 12_000_000,
    accessDays: 90,
    deviceLimit: 2,
    summaryFa: 'ثبت‌نام، صدور صورت‌حساب الکترونیکی و تسلیم اظهارنامه ارزش افزوده.',
    summaryEn: 'Registration, e-invoicing and filing the VAT return.',
    lessons: [
      { fa: 'چه کسانی مشمول‌اند', en: 'Who must register' },
      { fa: 'سامانه مودیان و صورت‌حساب الکترونیکی', en: 'The taxpayer system and e-invoices' },
      { fa: 'اظهارنامه فصلی', en: 'The quarterly return' },
    ],
  },
  'b2b-sales-playbook': {
    teacher: 2,
    qualification: null,
    tags: ['b2b-sales', 'case-study'],
    isSuperPremium: true,
    priceRials: 45_000_000,
    accessDays: 365,
    deviceLimit: 3,
    summaryFa: 'از شناسایی مشتری سازمانی تا بستن قرارداد، با مطالعه موردی شرکت‌های ایرانی.',
    summaryEn: 'From finding enterprise buyers to closing the deal, with Iranian case studies.',
    lessons: [
      { fa: 'نقشه مشتری سازمانی', en: 'Mapping the enterprise buyer' },
      { fa: 'یافتن سرنخ با داده‌های رسمی', en: 'Finding leads in official data' },
      { fa: 'جلسه کشف نیاز', en: 'The discovery meeting' },
      { fa: 'پیشنهاد قیمت و مذاکره', en: 'Proposal and negotiation' },
      { fa: 'مطالعه موردی: فروش به یک هلدینگ', en: 'Case study: selling to a holding' },
    ],
  },
  'digital-marketing-iran': {
    teacher: 2,
    qualification: null,
    tags: ['beginner'],
    isSuperPremium: false,
    priceRials: 0,
    accessDays: 120,
    deviceLimit: 2,
    summaryFa: 'سئو، شبکه‌های اجتماعی و تبلیغات آنلاین در بازار ایران.',
    summaryEn: 'SEO, social media and online advertising in the Iranian market.',
    lessons: [
      { fa: 'قیف بازاریابی', en: 'The marketing funnel' },
      { fa: 'سئوی فارسی', en: 'Persian SEO' },
      { fa: 'تبلیغات کلیکی', en: 'Pay-per-click advertising' },
    ],
  },
  'project-management-essentials': {
    teacher: 3,
    qualification: null,
    tags: ['beginner'],
    isSuperPremium: false,
    priceRials: 0,
    accessDays: 120,
    deviceLimit: 2,
    summaryFa: 'تعریف محدوده، زمان‌بندی و مدیریت ریسک پروژه با ابزارهای ساده.',
    summaryEn: 'Scope, scheduling and risk management with simple tools.',
    lessons: [
      { fa: 'منشور پروژه', en: 'The project charter' },
      { fa: 'ساختار شکست کار', en: 'Work breakdown structure' },
      { fa: 'مدیریت ریسک', en: 'Risk management' },
    ],
  },
  'commercial-code-for-managers': {
    teacher: 4,
    qualification: null,
    tags: ['contracts', 'advanced'],
    isSuperPremium: false,
    priceRials: 20_000_000,
    accessDays: 180,
    deviceLimit: 2,
    summaryFa: 'مسئولیت مدیران، مجامع عمومی و ثبت تغییرات در قانون تجارت.',
    summaryEn: 'Directors’ liability, general meetings and registering changes under the Commercial Code.',
    lessons: [
      { fa: 'انواع شرکت‌های تجاری', en: 'Types of commercial companies' },
      { fa: 'مجامع عمومی و هیئت‌مدیره', en: 'General meetings and the board' },
      { fa: 'مسئولیت مدنی و کیفری مدیران', en: 'Directors’ civil and criminal liability' },
    ],
  },
  'excel-for-business': {
    teacher: 3,
    qualification: 3,
    tags: ['excel', 'beginner'],
    isSuperPremium: false,
    priceRials: 0,
    accessDays: 90,
    deviceLimit: 2,
    summaryFa: 'فرمول‌ها، جدول محوری و نمودار برای گزارش‌های روزمره کسب‌وکار.',
    summaryEn: 'Formulas, pivot tables and charts for everyday business reports.',
    lessons: [
      { fa: 'فرمول‌های پرکاربرد', en: 'Everyday formulas' },
      { fa: 'جدول محوری', en: 'Pivot tables' },
      { fa: 'نمودار و گزارش', en: 'Charts and reports' },
    ],
  },
  'power-bi-dashboards': {
    teacher: 3,
    qualification: 3,
    tags: ['excel', 'advanced', 'case-study'],
    isSuperPremium: true,
    priceRials: 38_000_000,
    accessDays: 365,
    deviceLimit: 3,
    summaryFa: 'مدل داده، DAX و طراحی داشبورد فروش و تولید در Power BI.',
    summaryEn: 'Data models, DAX and sales and production dashboards in Power BI.',
    lessons: [
      { fa: 'بارگذاری و پاک‌سازی داده', en: 'Loading and cleaning data' },
      { fa: 'مدل داده ستاره‌ای', en: 'The star schema' },
      { fa: 'محاسبات با DAX', en: 'Calculations with DAX' },
      { fa: 'داشبورد فروش', en: 'A sales dashboard' },
    ],
  },
  'reading-financial-statements': {
    teacher: 1,
    qualification: null,
    tags: ['stock-market'],
    isSuperPremium: false,
    priceRials: 0,
    accessDays: 120,
    deviceLimit: 2,
    summaryFa: 'خواندن ترازنامه، صورت سود و زیان و جریان وجوه نقد شرکت‌های بورسی.',
    summaryEn: 'Reading listed companies’ balance sheets, income and cash-flow statements.',
    lessons: [
      { fa: 'ترازنامه', en: 'The balance sheet' },
      { fa: 'صورت سود و زیان', en: 'The income statement' },
      { fa: 'جریان وجوه نقد', en: 'The cash-flow statement' },
    ],
  },
};

export const sectionTitles = [
  { fa: 'مفاهیم پایه', en: 'Foundations' },
  { fa: 'در عمل', en: 'In practice' },
];

/** Reviews drawn for each course; scores lean positive as real course reviews do. */
export const reviewTexts = [
  { score: 5, body: 'بسیار کاربردی بود؛ مثال‌ها از بازار ایران بود و مستقیم در کارم استفاده کردم.' },
  { score: 5, body: 'توضیحات مدرس روشن و مرتب بود. پیشنهاد می‌کنم.' },
  { score: 4, body: 'محتوا خوب بود، فقط کاش تمرین‌های بیشتری داشت.' },
  { score: 4, body: 'برای شروع عالی است؛ بخش دوم کمی فشرده بود.' },
  { score: 3, body: 'مطالب مفید بود ولی کیفیت صدا در بعضی جلسات پایین بود.' },
  { score: 5, body: 'بعد از این دوره اولین قرارداد خودم را بستم. ممنون از تیم رصد.' },
];

export interface ExamQuestionContent {
  fa: string;
  en: string;
  options: { fa: string; en: string }[];
  correct: number;
}

/** Final exams: time limit, pass mark and questions, for the courses that have one. */
export const examsBySlug: Record<
  string,
  { timeLimitSeconds: number; passPercent: number; questions: ExamQuestionContent[] }
> = {
  'excel-for-business': {
    timeLimitSeconds: 600,
    passPercent: 60,
    questions: [
      {
        fa: 'کدام تابع مجموع مقادیر یک محدوده را برمی‌گرداند؟',
        en: 'Which function returns the total of a range?',
        options: [
          { fa: 'COUNT', en: 'COUNT' },
          { fa: 'VLOOKUP', en: 'VLOOKUP' },
          { fa: 'SUM', en: 'SUM' },
          { fa: 'IF', en: 'IF' },
        ],
        correct: 2,
      },
      {
        fa: 'جدول محوری برای چه کاری است؟',
        en: 'What is a pivot table for?',
        options: [
          { fa: 'رمزگذاری فایل', en: 'Encrypting the file' },
          { fa: 'خلاصه‌سازی و گروه‌بندی داده‌ها', en: 'Summarising and grouping data' },
          { fa: 'چاپ برگه', en: 'Printing the sheet' },
        ],
        correct: 1,
      },
      {
        fa: 'برای نمایش سهم هر بخش از کل، کدام نمودار مناسب‌تر است؟',
        en: 'Which chart best shows each part’s share of a whole?',
        options: [
          { fa: 'نمودار دایره‌ای', en: 'Pie chart' },
          { fa: 'نمودار خطی', en: 'Line chart' },
          { fa: 'نمودار پراکندگی', en: 'Scatter plot' },
        ],
        correct: 0,
      },
    ],
  },
  'export-from-zero': {
    timeLimitSeconds: 900,
    passPercent: 60,
    questions: [
      {
        fa: 'برای صادرات رسمی کالا چه مدرکی لازم است؟',
        en: 'What does an official exporter need?',
        options: [
          { fa: 'گواهینامه رانندگی', en: 'A driving licence' },
          { fa: 'کارت بازرگانی', en: 'A commercial card' },
          { fa: 'کارت پایان خدمت', en: 'A military service card' },
        ],
        correct: 1,
      },
      {
        fa: 'قیمت FOB شامل کدام هزینه نیست؟',
        en: 'Which cost is not included in an FOB price?',
        options: [
          { fa: 'هزینه بسته‌بندی', en: 'Packing' },
          { fa: 'حمل تا بندر مبدأ', en: 'Carriage to the port of loading' },
          { fa: 'کرایه حمل دریایی', en: 'Ocean freight' },
        ],
        correct: 2,
      },
    ],
  },
  'company-accounting-basics': {
    timeLimitSeconds: 600,
    passPercent: 50,
    questions: [
      {
        fa: 'معادله اصلی حسابداری کدام است؟',
        en: 'What is the basic accounting equation?',
        options: [
          { fa: 'درآمد = هزینه', en: 'Income = expenses' },
          { fa: 'سود = دارایی', en: 'Profit = assets' },
          { fa: 'دارایی = بدهی + سرمایه', en: 'Assets = liabilities + equity' },
        ],
        correct: 2,
      },
      {
        fa: 'تراز آزمایشی چه چیزی را نشان می‌دهد؟',
        en: 'What does a trial balance show?',
        options: [
          { fa: 'قیمت سهام', en: 'The share price' },
          { fa: 'برابری جمع بدهکار و بستانکار', en: 'That debits equal credits' },
          { fa: 'تعداد کارکنان', en: 'The headcount' },
        ],
        correct: 1,
      },
    ],
  },
};

/** The demo learners of the accounts seed (see README), enrolled here so the learner flows work at once. */
export const demoEnrolments = [
  {
    userId: '00000000-0000-4000-8000-000000000005',
    learnerName: 'نرگس حسینی',
    slug: 'excel-for-business',
    daysLeft: 60,
  },
  {
    userId: '00000000-0000-4000-8000-000000000005',
    learnerName: 'نرگس حسینی',
    slug: 'export-from-zero',
    daysLeft: 150,
  },
  {
    userId: '00000000-0000-4000-8000-000000000005',
    learnerName: 'نرگس حسینی',
    slug: 'vat-in-practice',
    daysLeft: 3,
  },
  {
    userId: '00000000-0000-4000-8000-000000000005',
    learnerName: 'نرگس حسینی',
    slug: 'incoterms-2020',
    daysLeft: 0,
  },
  {
    userId: '00000000-0000-4000-8000-000000000006',
    learnerName: 'امیر جعفری',
    slug: 'excel-for-business',
    daysLeft: 80,
  },
  {
    userId: '00000000-0000-4000-8000-000000000006',
    learnerName: 'امیر جعفری',
    slug: 'company-accounting-basics',
    daysLeft: 100,
  },
];

/**
 * What one demo learner has already watched of a course, so that her dashboard, the course's progress graph and
 * «resume where you left off» have something to show on a first start: lessons by their place in the course, days
 * before the demo data is made, and the share of the lesson watched that day.
 */
export const demoWatching = {
  userId: '00000000-0000-4000-8000-000000000005',
  slug: 'export-from-zero',
  deviceId: 'demo-phone-narges',
  days: [
    { daysAgo: 12, lesson: 0, watchedShare: 1 },
    { daysAgo: 9, lesson: 1, watchedShare: 1 },
    { daysAgo: 9, lesson: 0, watchedShare: 0.5 },
    { daysAgo: 3, lesson: 2, watchedShare: 0.4 },
  ],
};

export const demoGiftCodes = [
  { code: 'RASAD-GIFT-1405', slug: 'project-management-essentials', days: 30 },
  { code: 'RASAD-GIFT-DATA', slug: 'power-bi-dashboards', days: 60 },
];
