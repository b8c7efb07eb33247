import type { MessageLocale } from './localised-messages.ts';

/** A company's legal forms and registry statuses, as the registry codes them. */
export const legalForms = [
  'PRIVATE_JOINT_STOCK',
  'LIMITED_LIABILITY',
  'PUBLIC_JOINT_STOCK',
  'COOPERATIVE',
  'INSTITUTE',
] as const;
export const companyStatuses = ['ACTIVE', 'LIQUIDATING', 'DISSOLVED'] as const;

/** Names of a company's legal forms and registry statuses, as the site, its exports and its API print them. */
export const legalFormLabels = {
  PRIVATE_JOINT_STOCK: { 'fa-IR': 'سهامی خاص', 'en-US': 'Private joint-stock' },
  LIMITED_LIABILITY: { 'fa-IR': 'مسئولیت محدود', 'en-US': 'Limited liability' },
  PUBLIC_JOINT_STOCK: { 'fa-IR': 'سهامی عام', 'en-US': 'Public joint-stock' },
  COOPERATIVE: { 'fa-IR': 'تعاونی', 'en-US': 'Cooperative' },
  INSTITUTE: { 'fa-IR': 'مؤسسه غیرتجاری', 'en-US': 'Non-commercial institute' },
} as const satisfies Record<(typeof legalForms)[number], Record<MessageLocale, string>>;

export const companyStatusLabels = {
  ACTIVE: { 'fa-IR': 'فعال', 'en-US': 'Active' },
  LIQUIDATING: { 'fa-IR': 'در حال تصفیه', 'en-US': 'In liquidation' },
  DISSOLVED: { 'fa-IR': 'منحل‌شده', 'en-US': 'Dissolved' },
} as const satisfies Record<(typeof companyStatuses)[number], Record<MessageLocale, string>>;

/** A code's label in the locale, or the code itself when it has none. */
export function labelOf(
  labels: Record<string, Record<MessageLocale, string>>,
  code: string,
  locale: MessageLocale,
): string {
  return labels[code]?.[locale] ?? code;
}
