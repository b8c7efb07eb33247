import type { AppLocale } from '../../../shared/locale/locales.ts';

/** A share in percent (45 → «۴۵٪» / "45%"). */
export function formatPercent(locale: AppLocale, percent: number): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(percent / 100);
}

/** A dollar amount, compact on chart axes: «۱٫۲ میلیون» / "1.2M". */
export function formatCompact(locale: AppLocale, value: number): string {
  return new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(value);
}

/** Dollars: «۱۲٬۳۴۵ دلار» / "$12,345". */
export function formatUsd(locale: AppLocale, value: number): string {
  if (locale === 'fa-IR')
    return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(value)} دلار`;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  }).format(value);
}

/** A whole year with the locale's digits and no thousands separator. */
export function formatYear(locale: AppLocale, year: number): string {
  return new Intl.NumberFormat(locale, { useGrouping: false }).format(year);
}
