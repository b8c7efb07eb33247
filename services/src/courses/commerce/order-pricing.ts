import { durationDiscounts, planPrices, pricingPlans } from '../../business/pricing/pricing-plans.ts';
import { isEntitled } from '@rasad/contracts/entitlements.ts';
import type { PackageType } from '../../shared/auth/package-types.ts';
import type { Database } from '../../shared/database/open-database.ts';
import type { ServiceMessageKey } from '@rasad/contracts/service-messages/service-messages.ts';
import { campaignDiscountPercent, isCampaignActive } from '@rasad/contracts/campaign-window.ts';
import { commerceRepository, type CommerceRepository } from './commerce-repository.ts';

/** Value added tax on every sale, in percent (the current Iranian rate). */
export const vatPercent = 10;

/** ENTERPRISE's monthly price covers this many users; each further user costs the amount below a month. */
export const enterpriseIncludedSeats = 5;
export const enterpriseSeatMonthlyAmount = 12_000_000;
export const enterpriseMaxSeats = 500;

export type OrderItem =
  | { kind: 'SUBSCRIPTION'; packageType: PackageType; durationMonths: number; seats?: number | undefined }
  | { kind: 'COURSE'; courseId: number };

export interface PricingChoices {
  discountCode?: string | undefined;
  couponCode?: string | undefined;
  useCredit: boolean;
}

export interface DiscountLine {
  code: 'DURATION' | 'CAMPAIGN' | 'DISCOUNT_CODE' | 'COUPON';
  labelFa: string;
  labelEn: string;
  amount: number;
}

export interface OrderQuote {
  item: OrderItem & { seats?: number };
  titleFa: string;
  titleEn: string;
  listAmount: number;
  discounts: DiscountLine[];
  netAmount: number;
  vatAmount: number;
  totalAmount: number;
  creditBalance: number;
  creditApplied: number;
  payableAmount: number;
  discountCode: string | null;
  couponId: number | null;
}

export class PricingError extends Error {
  constructor(
    readonly messageKey: ServiceMessageKey,
    readonly field: string,
    readonly status = 400,
  ) {
    super(messageKey);
  }
}

const persianDigits = new Intl.NumberFormat('fa-IR', { useGrouping: false });

async function priceItem(
  commerce: CommerceRepository,
  item: OrderItem,
): Promise<{
  item: OrderQuote['item'];
  titleFa: string;
  titleEn: string;
  listAmount: number;
  discounts: DiscountLine[];
  isSubscription: boolean;
}> {
  if (item.kind === 'COURSE') {
    const course = await commerce.course(item.courseId);
    if (!course) throw new PricingError('order.course.notFound', 'courseId', 404);
    if (course.priceRials === 0) throw new PricingError('order.course.free', 'courseId', 409);
    return {
      item,
      titleFa: `دوره «${course.titleFa}»`,
      titleEn: `Course “${course.titleEn}”`,
      listAmount: course.priceRials,
      discounts: [],
      isSubscription: false,
    };
  }
  const plan = pricingPlans.find((candidate) => candidate.package === item.packageType);
  if (!plan || plan.monthlyAmount === 0) throw new PricingError('order.package.invalid', 'packageType');
  const price = planPrices(plan).find((line) => line.durationMonths === item.durationMonths);
  if (!price || !durationDiscounts.some((line) => line.durationMonths === item.durationMonths))
    throw new PricingError('order.duration.invalid', 'durationMonths');
  let seats = 1;
  let listAmount = price.amount;
  let durationDiscount = price.amount - price.finalAmount;
  // Seats are sold with company administration: the users the holder adds to its company account.
  const seated = isEntitled(plan.package, 'companyAdministration');
  if (seated) {
    seats = item.seats ?? enterpriseIncludedSeats;
    if (!Number.isInteger(seats) || seats < enterpriseIncludedSeats || seats > enterpriseMaxSeats)
      throw new PricingError('order.seats.invalid', 'seats');
    const extra = (seats - enterpriseIncludedSeats) * enterpriseSeatMonthlyAmount * item.durationMonths;
    listAmount += extra;
    durationDiscount += Math.floor((extra * price.discountPercent) / 100);
  }
  const months = persianDigits.format(item.durationMonths);
  const discounts: DiscountLine[] =
    durationDiscount > 0
      ? [
          {
            code: 'DURATION',
            labelFa: `تخفیف اشتراک ${months} ماهه`,
            labelEn: `${item.durationMonths}-month discount`,
            amount: durationDiscount,
          },
        ]
      : [];
  const seatText = seated
    ? { fa: ` برای ${persianDigits.format(seats)} کاربر`, en: ` for ${seats} users` }
    : { fa: '', en: '' };
  return {
    item: { ...item, seats },
    titleFa: `اشتراک ${plan.name.fa} ${months} ماهه${seatText.fa}`,
    titleEn: `${plan.name.en} subscription, ${item.durationMonths} month${item.durationMonths > 1 ? 's' : ''}${seatText.en}`,
    listAmount,
    discounts,
    isSubscription: true,
  };
}

const normaliseCode = (code: string | undefined) => (code ?? '').trim().toUpperCase();

/**
 * Prices an item for a buyer: the list price, the duration and campaign discounts, a friend's personal
 * discount code (first purchase only), one of the buyer's coupons, VAT, and the credit balance used last.
 * Throws PricingError for a choice that cannot apply.
 */
export async function quoteOrder(
  db: Database,
  userId: string,
  item: OrderItem,
  choices: PricingChoices,
  now: Date,
): Promise<OrderQuote> {
  const commerce = commerceRepository(db);
  const priced = await priceItem(commerce, item);
  const discounts = [...priced.discounts];
  const remaining = () => priced.listAmount - discounts.reduce((total, line) => total + line.amount, 0);

  if (priced.isSubscription && isCampaignActive(now)) {
    discounts.push({
      code: 'CAMPAIGN',
      labelFa: `تخفیف جشنواره (${persianDigits.format(campaignDiscountPercent)}٪)`,
      labelEn: `Campaign discount (${campaignDiscountPercent}%)`,
      amount: Math.floor((remaining() * campaignDiscountPercent) / 100),
    });
  }

  let discountCode: string | null = null;
  const code = normaliseCode(choices.discountCode);
  if (code !== '') {
    const owner = await commerce.discountCode(code);
    if (!owner) throw new PricingError('order.discountCode.invalid', 'discountCode');
    if (owner.userId === userId) throw new PricingError('order.discountCode.own', 'discountCode');
    if (await commerce.hasDeliveredPaidOrder(userId))
      throw new PricingError('order.discountCode.firstPurchaseOnly', 'discountCode');
    discountCode = owner.code;
    discounts.push({
      code: 'DISCOUNT_CODE',
      labelFa: `کد تخفیف ${owner.code} (${persianDigits.format(owner.percentOff)}٪)`,
      labelEn: `Discount code ${owner.code} (${owner.percentOff}%)`,
      amount: Math.floor((remaining() * owner.percentOff) / 100),
    });
  }

  let couponId: number | null = null;
  const couponCode = normaliseCode(choices.couponCode);
  if (couponCode !== '') {
    const coupon = await commerce.usableCoupon(userId, couponCode, now);
    if (!coupon) throw new PricingError('order.coupon.invalid', 'couponCode');
    couponId = coupon.id;
    const off =
      coupon.percentOff !== null
        ? Math.floor((remaining() * coupon.percentOff) / 100)
        : Math.min(coupon.amountRials ?? 0, remaining());
    discounts.push({
      code: 'COUPON',
      labelFa: `کوپن ${coupon.code}`,
      labelEn: `Coupon ${coupon.code}`,
      amount: off,
    });
  }

  const netAmount = Math.max(0, remaining());
  const vatAmount = Math.round((netAmount * vatPercent) / 100);
  const totalAmount = netAmount + vatAmount;
  const balance = Math.max(0, await commerce.creditBalance(userId));
  const creditApplied = choices.useCredit ? Math.min(balance, totalAmount) : 0;
  return {
    item: priced.item,
    titleFa: priced.titleFa,
    titleEn: priced.titleEn,
    listAmount: priced.listAmount,
    discounts,
    netAmount,
    vatAmount,
    totalAmount,
    creditBalance: balance,
    creditApplied,
    payableAmount: totalAmount - creditApplied,
    discountCode,
    couponId,
  };
}
