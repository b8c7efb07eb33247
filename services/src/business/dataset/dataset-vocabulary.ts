/** Words the demo generator builds plausible Iranian company data from. */

export interface IndustryProfile {
  /** ISIC Rev.4 class. */
  isicCode: string;
  /** The word a company name in this industry starts with. */
  activity: string;
  /** Products and their HS 2022 headings. */
  products: readonly (readonly [name: string, hsCode: string])[];
  /** How often such a company imports or exports (0–1). */
  tradeShare: number;
  /** Relative frequency among generated companies. */
  weight: number;
}

export const industryProfiles: readonly IndustryProfile[] = [
  {
    isicCode: '2011',
    activity: 'پتروشیمی',
    products: [
      ['پلی‌اتیلن سنگین', '3901'],
      ['متانول', '2905'],
      ['پلی‌پروپیلن', '3902'],
    ],
    tradeShare: 0.9,
    weight: 2,
  },
  {
    isicCode: '2012',
    activity: 'کود شیمیایی',
    products: [
      ['اوره', '3102'],
      ['کود فسفاته', '3103'],
    ],
    tradeShare: 0.6,
    weight: 1,
  },
  {
    isicCode: '1030',
    activity: 'صنایع غذایی',
    products: [
      ['رب گوجه‌فرنگی', '2002'],
      ['کنسرو', '2005'],
    ],
    tradeShare: 0.3,
    weight: 3,
  },
  {
    isicCode: '1040',
    activity: 'روغن نباتی',
    products: [
      ['روغن خوراکی', '1507'],
      ['روغن آفتابگردان', '1512'],
    ],
    tradeShare: 0.5,
    weight: 1,
  },
  { isicCode: '1074', activity: 'ماکارون', products: [['ماکارونی', '1902']], tradeShare: 0.2, weight: 1 },
  {
    isicCode: '1071',
    activity: 'نان و شیرینی',
    products: [
      ['بیسکویت', '1905'],
      ['کیک', '1905'],
    ],
    tradeShare: 0.2,
    weight: 2,
  },
  {
    isicCode: '1104',
    activity: 'آب معدنی',
    products: [
      ['آب معدنی', '2201'],
      ['نوشابه', '2202'],
    ],
    tradeShare: 0.1,
    weight: 1,
  },
  {
    isicCode: '1311',
    activity: 'نساجی',
    products: [
      ['نخ پنبه‌ای', '5205'],
      ['پارچه پنبه‌ای', '5208'],
    ],
    tradeShare: 0.4,
    weight: 2,
  },
  {
    isicCode: '1410',
    activity: 'پوشاک',
    products: [
      ['پوشاک مردانه', '6203'],
      ['پوشاک زنانه', '6204'],
    ],
    tradeShare: 0.2,
    weight: 2,
  },
  {
    isicCode: '2100',
    activity: 'داروسازی',
    products: [
      ['دارو', '3004'],
      ['مکمل دارویی', '2106'],
    ],
    tradeShare: 0.5,
    weight: 1,
  },
  {
    isicCode: '2220',
    activity: 'صنایع پلاستیک',
    products: [
      ['لوله پلی‌اتیلن', '3917'],
      ['ظروف پلاستیکی', '3924'],
    ],
    tradeShare: 0.3,
    weight: 2,
  },
  {
    isicCode: '2394',
    activity: 'سیمان',
    products: [
      ['سیمان پرتلند', '2523'],
      ['کلینکر', '2523'],
    ],
    tradeShare: 0.6,
    weight: 1,
  },
  {
    isicCode: '2393',
    activity: 'کاشی و سرامیک',
    products: [
      ['کاشی', '6907'],
      ['سرامیک', '6907'],
    ],
    tradeShare: 0.5,
    weight: 1,
  },
  {
    isicCode: '2410',
    activity: 'فولاد',
    products: [
      ['میلگرد', '7214'],
      ['ورق فولادی', '7208'],
      ['شمش فولاد', '7207'],
    ],
    tradeShare: 0.7,
    weight: 2,
  },
  {
    isicCode: '2511',
    activity: 'سازه‌های فلزی',
    products: [['سازه فلزی', '7308']],
    tradeShare: 0.1,
    weight: 1,
  },
  { isicCode: '2732', activity: 'سیم و کابل', products: [['کابل برق', '8544']], tradeShare: 0.4, weight: 1 },
  {
    isicCode: '2813',
    activity: 'پمپ و شیرآلات',
    products: [
      ['پمپ', '8413'],
      ['شیرآلات صنعتی', '8481'],
    ],
    tradeShare: 0.4,
    weight: 1,
  },
  {
    isicCode: '2930',
    activity: 'قطعه‌سازی خودرو',
    products: [['قطعات خودرو', '8708']],
    tradeShare: 0.6,
    weight: 2,
  },
  {
    isicCode: '0125',
    activity: 'کشت و صنعت',
    products: [
      ['پسته', '0802'],
      ['خرما', '0804'],
    ],
    tradeShare: 0.6,
    weight: 2,
  },
  { isicCode: '0128', activity: 'زعفران', products: [['زعفران', '0910']], tradeShare: 0.7, weight: 1 },
  { isicCode: '0710', activity: 'معدنی', products: [['سنگ آهن', '2601']], tradeShare: 0.6, weight: 1 },
  {
    isicCode: '0610',
    activity: 'نفت و گاز',
    products: [
      ['نفت خام', '2709'],
      ['گاز طبیعی', '2711'],
    ],
    tradeShare: 0.8,
    weight: 1,
  },
  { isicCode: '4100', activity: 'ساختمانی', products: [], tradeShare: 0, weight: 5 },
  { isicCode: '4290', activity: 'عمران', products: [], tradeShare: 0, weight: 2 },
  {
    isicCode: '4690',
    activity: 'بازرگانی',
    products: [['کالای بازرگانی', '8479']],
    tradeShare: 0.8,
    weight: 6,
  },
  {
    isicCode: '4651',
    activity: 'رایانه',
    products: [
      ['رایانه', '8471'],
      ['تجهیزات شبکه', '8517'],
    ],
    tradeShare: 0.7,
    weight: 2,
  },
  { isicCode: '4923', activity: 'حمل و نقل', products: [], tradeShare: 0, weight: 3 },
  { isicCode: '5210', activity: 'انبارداری', products: [], tradeShare: 0, weight: 1 },
  { isicCode: '6201', activity: 'نرم‌افزاری', products: [], tradeShare: 0.05, weight: 4 },
  { isicCode: '6311', activity: 'داده‌پردازی', products: [], tradeShare: 0.1, weight: 1 },
  { isicCode: '6499', activity: 'سرمایه‌گذاری', products: [], tradeShare: 0, weight: 2 },
  { isicCode: '7110', activity: 'مهندسین مشاور', products: [], tradeShare: 0, weight: 3 },
  { isicCode: '3510', activity: 'تولید برق', products: [], tradeShare: 0.2, weight: 1 },
  { isicCode: '5510', activity: 'هتلداری', products: [], tradeShare: 0, weight: 1 },
  { isicCode: '8549', activity: 'آموزشی', products: [], tradeShare: 0, weight: 1 },
];

/** Name stems with the Latin slug their web address uses. */
export const nameStems: readonly (readonly [fa: string, slug: string])[] = [
  ['آرین', 'arian'],
  ['پارس', 'pars'],
  ['البرز', 'alborz'],
  ['زاگرس', 'zagros'],
  ['کیان', 'kian'],
  ['سپهر', 'sepehr'],
  ['مهرگان', 'mehregan'],
  ['نوین', 'novin'],
  ['آریا', 'aria'],
  ['کوثر', 'kowsar'],
  ['سپاهان', 'sepahan'],
  ['خلیج فارس', 'persiangulf'],
  ['دماوند', 'damavand'],
  ['بهمن', 'bahman'],
  ['ستاره', 'setareh'],
  ['پیشگامان', 'pishgaman'],
  ['آفتاب', 'aftab'],
  ['نگین', 'negin'],
  ['رایان', 'rayan'],
  ['تدبیر', 'tadbir'],
  ['امید', 'omid'],
  ['فراز', 'faraz'],
  ['پویا', 'pouya'],
  ['آسیا', 'asia'],
  ['کاوه', 'kaveh'],
  ['سینا', 'sina'],
  ['مبین', 'mobin'],
  ['نیکان', 'nikan'],
  ['هامون', 'hamoon'],
  ['کارون', 'karun'],
  ['ارس', 'aras'],
  ['تابان', 'taban'],
  ['شایان', 'shayan'],
  ['سهند', 'sahand'],
  ['پرشیا', 'persia'],
  ['ایرانیان', 'iranian'],
  ['پاسارگاد', 'pasargad'],
  ['آتیه', 'atieh'],
  ['ماهان', 'mahan'],
  ['مارون', 'marun'],
  ['بندر امام', 'bandarimam'],
  ['شازند', 'shazand'],
  ['جم', 'jam'],
  ['کاویان', 'kavian'],
  ['آبادان', 'abadan'],
  ['تبریز', 'tabriz'],
  ['اصفهان', 'isfahan'],
  ['خراسان', 'khorasan'],
  ['فجر', 'fajr'],
  ['رازی', 'razi'],
];

export const legalForms = [
  { code: 'PRIVATE_JOINT_STOCK', fa: 'سهامی خاص', weight: 45 },
  { code: 'LIMITED_LIABILITY', fa: 'مسئولیت محدود', weight: 35 },
  { code: 'PUBLIC_JOINT_STOCK', fa: 'سهامی عام', weight: 5 },
  { code: 'COOPERATIVE', fa: 'تعاونی', weight: 10 },
  { code: 'INSTITUTE', fa: 'مؤسسه غیرتجاری', weight: 5 },
] as const;

export const streets = [
  'آزادی',
  'انقلاب',
  'ولیعصر',
  'امام خمینی',
  'شهید بهشتی',
  'فردوسی',
  'حافظ',
  'سعدی',
  'مطهری',
  'طالقانی',
  'جمهوری',
  'کارگر',
  'شریعتی',
  'پاسداران',
  'میرداماد',
];

/** Iran's main trade partners (ISO 3166-1 alpha-2). */
export const tradePartners = [
  'CN',
  'AE',
  'TR',
  'IQ',
  'IN',
  'RU',
  'DE',
  'AF',
  'KR',
  'IT',
  'PK',
  'OM',
  'AM',
  'BR',
  'MY',
] as const;
