import type { Locale } from '../../shared/http/request-locale.ts';

/** Messages of daily entity-read quotas. */
const gatingMessages = {
  'quota.company': {
    'fa-IR':
      'سهمیه روزانه بازدید از صفحه شرکت‌ها ({limit} صفحه) تمام شده است. فردا دوباره سر بزنید یا برای بازدید بیشتر بسته بالاتری بگیرید.',
    'en-US':
      'Today’s company page views ({limit} pages) are used up. Come back tomorrow, or choose a higher package to see more.',
  },
  'quota.person': {
    'fa-IR':
      'سهمیه روزانه بازدید از صفحه اشخاص ({limit} صفحه) تمام شده است. فردا دوباره سر بزنید یا برای بازدید بیشتر بسته بالاتری بگیرید.',
    'en-US':
      'Today’s person page views ({limit} pages) are used up. Come back tomorrow, or choose a higher package to see more.',
  },
  'advancedSearch.gated': {
    'fa-IR': 'جست‌وجوی پیشرفته در بسته {package} و بالاتر در دسترس است.',
    'en-US': 'Advanced search comes with the {package} package and above.',
  },
} as const;

export type GatingMessageKey = keyof typeof gatingMessages;

export function gatingMessage(key: GatingMessageKey, locale: Locale, values: Record<string, string>): string {
  return gatingMessages[key][locale].replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
