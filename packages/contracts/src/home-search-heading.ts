/**
 * The home page's headline and the line under it. The business service answers them with the home page, and the web
 * build writes them into the home page's HTML, so a phone paints the headline before any script has run.
 */
export const homeSearchHeading = {
  title: { fa: 'جست‌وجوی اطلاعات رسمی شرکت‌های ایران', en: 'Search official data on Iranian companies' },
  subtitle: {
    fa: 'نام شرکت، شناسه ملی، شماره ثبت یا نام مدیر را وارد کنید تا آگهی‌های رسمی، مدیران، سرمایه و روابط هر شرکت را ببینید.',
    en: 'Enter a company name, national ID, registration number or director name to see its official notices, directors, capital and relationships.',
  },
} as const satisfies Record<string, { fa: string; en: string }>;

/** The headline and its line in the page's language. */
export function homeSearchHeadingIn(locale: 'fa-IR' | 'en-US'): { title: string; subtitle: string } {
  const language = locale === 'en-US' ? 'en' : 'fa';
  return { title: homeSearchHeading.title[language], subtitle: homeSearchHeading.subtitle[language] };
}
