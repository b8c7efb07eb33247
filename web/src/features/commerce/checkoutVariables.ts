import { isEntitled, paidPackageTypes } from '@rasad/contracts/entitlements.ts';

/** The purchase the URL describes: `/checkout?package=PROFESSIONAL&duration=3` or `/checkout?course=<id>`. */
export function checkoutVariables(search: URLSearchParams) {
  const course = search.get('course');
  const packageType = paidPackageTypes.find((name) => name === search.get('package')) ?? 'PROFESSIONAL';
  const input = {
    courseId: course,
    packageType: course ? null : packageType,
    durationMonths: course ? null : Number(search.get('duration')) || 1,
    seats:
      !course && isEntitled(packageType, 'companyAdministration') ? Number(search.get('seats')) || 5 : null,
    discountCode: search.get('code') ?? null,
    couponCode: search.get('coupon') ?? null,
    useCredit: search.get('credit') === '1',
  };
  return { input };
}
