import {
  entitlements,
  packageNames,
  packageTypes,
  pricingLines,
  type PackageType,
} from '@rasad/contracts/entitlements.ts';
import type { LocalisedText } from '../../shared/http/localised-text.ts';

export { packageTypes, type PackageType };

export interface PricingPlan {
  id: number;
  package: PackageType;
  name: LocalisedText;
  description: LocalisedText;
  /** Generated from the entitlements table, so the page promises exactly what the services enforce. */
  features: LocalisedText[];
  /** Price of one month in rials; longer durations get the discounts below. */
  monthlyAmount: number;
  highlighted: boolean;
  /** How many sessions may be signed in at the same time. */
  sessionLimit: number;
}

function features(packageType: PackageType): LocalisedText[] {
  const english = pricingLines(packageType, 'en-US');
  return pricingLines(packageType, 'fa-IR').map((line, index) => ({
    fa: line.text,
    en: english[index]?.text ?? line.text,
  }));
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
    name: packageNames.FREE,
    description: {
      fa: 'برای آشنایی با رصد و جست‌وجوهای گاه‌به‌گاه.',
      en: 'To get to know Rasad and for occasional searches.',
    },
    features: features('FREE'),
    monthlyAmount: 0,
    highlighted: false,
    sessionLimit: entitlements.FREE.sessions,
  },
  {
    id: 2,
    package: 'BASIC',
    name: packageNames.BASIC,
    description: {
      fa: 'برای کسب‌وکارهای کوچک و بررسی طرف قرارداد.',
      en: 'For small businesses checking who they deal with.',
    },
    features: features('BASIC'),
    monthlyAmount: 9_900_000,
    highlighted: false,
    sessionLimit: entitlements.BASIC.sessions,
  },
  {
    id: 3,
    package: 'PROFESSIONAL',
    name: packageNames.PROFESSIONAL,
    description: {
      fa: 'برای تحلیلگران، بازرگانان و تیم‌های فروش.',
      en: 'For analysts, traders and sales teams.',
    },
    features: features('PROFESSIONAL'),
    monthlyAmount: 24_900_000,
    highlighted: true,
    sessionLimit: entitlements.PROFESSIONAL.sessions,
  },
  {
    id: 4,
    package: 'ENTERPRISE',
    name: packageNames.ENTERPRISE,
    description: {
      fa: 'برای بانک‌ها، بیمه‌ها و سازمان‌هایی با چند کاربر.',
      en: 'For banks, insurers and organisations with several users.',
    },
    features: features('ENTERPRISE'),
    monthlyAmount: 69_000_000,
    highlighted: false,
    sessionLimit: entitlements.ENTERPRISE.sessions,
  },
];
