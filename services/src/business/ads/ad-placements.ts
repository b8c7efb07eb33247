import type { LocalisedText } from '../../shared/http/localised-text.ts';

export interface AdPlacement {
  id: number;
  name: LocalisedText;
  description: LocalisedText;
  /** Banner size in pixels, width×height. */
  size: string;
  /** Rials per week. */
  weeklyPrice: number;
  weeklyImpressions: number;
}

export const adPlacements: AdPlacement[] = [
  {
    id: 1,
    name: { fa: 'بنر بالای صفحه اصلی', en: 'Home page top banner' },
    description: {
      fa: 'نخستین چیزی که بازدیدکننده پس از کادر جست‌وجو می‌بیند؛ روی همه دستگاه‌ها نمایش داده می‌شود.',
      en: 'The first thing visitors see below the search box; shown on every device.',
    },
    size: '970×250',
    weeklyPrice: 180_000_000,
    weeklyImpressions: 120_000,
  },
  {
    id: 2,
    name: { fa: 'بنر کنار نتایج جست‌وجو', en: 'Search results sidebar' },
    description: {
      fa: 'کنار نتایج جست‌وجوی شرکت‌ها، برای مخاطبی که به دنبال تأمین‌کننده یا مشتری است.',
      en: 'Beside company search results, for people looking for suppliers or customers.',
    },
    size: '300×600',
    weeklyPrice: 120_000_000,
    weeklyImpressions: 210_000,
  },
  {
    id: 3,
    name: { fa: 'بنر صفحه شرکت‌ها', en: 'Company page banner' },
    description: {
      fa: 'در صفحه شرکت‌های یک صنعت مشخص؛ مناسب برای هدف‌گیری دقیق بر اساس کد ISIC.',
      en: 'On the pages of companies in a chosen industry; suited to precise targeting by ISIC code.',
    },
    size: '728×90',
    weeklyPrice: 90_000_000,
    weeklyImpressions: 340_000,
  },
  {
    id: 4,
    name: { fa: 'معرفی در خبرنامه هفتگی', en: 'Weekly newsletter feature' },
    description: {
      fa: 'یک بخش معرفی با تصویر و پیوند در خبرنامه‌ای که هر شنبه برای مشترکان فرستاده می‌شود.',
      en: 'A featured section with an image and link in the newsletter sent to subscribers every Saturday.',
    },
    size: '600×300',
    weeklyPrice: 60_000_000,
    weeklyImpressions: 45_000,
  },
];
