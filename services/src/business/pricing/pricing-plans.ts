import type { LocalisedText } from '../../shared/http/localised-text.ts';

export const packageTypes = ['FREE', 'BASIC', 'PROFESSIONAL', 'ENTERPRISE'] as const;
export type PackageType = (typeof packageTypes)[number];

export interface PricingPlan {
  id: number;
  package: PackageType;
  name: LocalisedText;
  description: LocalisedText;
  features: LocalisedText[];
  /** Price of one month in rials; longer durations get the discounts below. */
  monthlyAmount: number;
  highlighted: boolean;
  /** How many sessions may be signed in at the same time. */
  sessionLimit: number;
}

/** Subscription lengths on sale and the discount each earns, in percent. */
export const durationDiscounts = [
  { durationMonths: 1, discountPercent: 0 },
  { durationMonths: 3, discountPercent: 10 },
  { durationMonths: 6, discountPercent: 15 },
  { durationMonths: 12, discountPercent: 25 },
] as const;

export interface PlanPrice {
  durationMonths: number;
  amount: number;
  discountPercent: number;
  finalAmount: number;
}

/** Prices are rounded down to whole thousands of rials, as Iranian price lists are. */
export function planPrices(plan: PricingPlan): PlanPrice[] {
  if (plan.monthlyAmount === 0) return [{ durationMonths: 1, amount: 0, discountPercent: 0, finalAmount: 0 }];
  return durationDiscounts.map(({ durationMonths, discountPercent }) => {
    const amount = plan.monthlyAmount * durationMonths;
    const finalAmount = Math.floor((amount * (100 - discountPercent)) / 100 / 1000) * 1000;
    return { durationMonths, amount, discountPercent, finalAmount };
  });
}

export const pricingPlans: PricingPlan[] = [
  {
    id: 1,
    package: 'FREE',
    name: { fa: 'رایگان', en: 'Free' },
    description: { fa: 'برای آشنایی با رصد و جست‌وجوهای گاه‌به‌گاه.', en: 'To get to know Rasad and for occasional searches.' },
    features: [
      { fa: 'جست‌وجوی ساده شرکت‌ها', en: 'Simple company search' },
      { fa: 'مشاهده مشخصات ثبتی و نشانی', en: 'Registration details and address' },
      { fa: '۱۰ بازدید از صفحه شرکت در روز', en: '10 company page views a day' },
    ],
    monthlyAmount: 0,
    highlighted: false,
    sessionLimit: 1,
  },
  {
    id: 2,
    package: 'BASIC',
    name: { fa: 'پایه', en: 'Basic' },
    description: { fa: 'برای کسب‌وکارهای کوچک و بررسی طرف قرارداد.', en: 'For small businesses checking who they deal with.' },
    features: [
      { fa: 'همه امکانات بسته رایگان', en: 'Everything in Free' },
      { fa: 'بازدید نامحدود از صفحه شرکت‌ها', en: 'Unlimited company page views' },
      { fa: 'تاریخچه کامل آگهی‌های روزنامه رسمی', en: 'Full history of Official Gazette notices' },
      { fa: 'فهرست مدیران و سهام‌داران', en: 'Directors and shareholders' },
    ],
    monthlyAmount: 9_900_000,
    highlighted: false,
    sessionLimit: 1,
  },
  {
    id: 3,
    package: 'PROFESSIONAL',
    name: { fa: 'حرفه‌ای', en: 'Professional' },
    description: { fa: 'برای تحلیلگران، بازرگانان و تیم‌های فروش.', en: 'For analysts, traders and sales teams.' },
    features: [
      { fa: 'همه امکانات بسته پایه', en: 'Everything in Basic' },
      { fa: 'جست‌وجوی پیشرفته و خروجی اکسل', en: 'Advanced search with Excel export' },
      { fa: 'گراف ارتباطات شرکت‌ها و اشخاص', en: 'Company and person relationship graph' },
      { fa: 'تحلیل صنعت و آمار واردات و صادرات', en: 'Industry analysis and trade statistics' },
    ],
    monthlyAmount: 24_900_000,
    highlighted: true,
    sessionLimit: 2,
  },
  {
    id: 4,
    package: 'ENTERPRISE',
    name: { fa: 'سازمانی', en: 'Enterprise' },
    description: { fa: 'برای بانک‌ها، بیمه‌ها و سازمان‌هایی با چند کاربر.', en: 'For banks, insurers and organisations with several users.' },
    features: [
      { fa: 'همه امکانات بسته حرفه‌ای', en: 'Everything in Professional' },
      { fa: 'پنج نشست هم‌زمان و مدیریت کاربران', en: 'Five simultaneous sessions and user management' },
      { fa: 'دسترسی API برای سامانه‌های داخلی', en: 'API access for in-house systems' },
      { fa: 'کارشناس اختصاصی پشتیبانی', en: 'A dedicated support specialist' },
    ],
    monthlyAmount: 69_000_000,
    highlighted: false,
    sessionLimit: 5,
  },
];
