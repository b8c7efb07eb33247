import type { LocalisedText } from '../../shared/http/localised-text.ts';

export interface JobOpening {
  id: number;
  title: LocalisedText;
  team: LocalisedText;
  city: LocalisedText;
  employmentType: LocalisedText;
  description: LocalisedText;
  postedOn: string;
}

const tehran = { fa: 'تهران', en: 'Tehran' };
const fullTime = { fa: 'تمام‌وقت', en: 'Full-time' };

export const jobOpenings: JobOpening[] = [
  {
    id: 1,
    title: { fa: 'برنامه‌نویس ارشد بک‌اند (Node.js)', en: 'Senior back-end developer (Node.js)' },
    team: { fa: 'مهندسی', en: 'Engineering' },
    city: tehran,
    employmentType: fullTime,
    description: {
      fa: 'طراحی و نگهداری سرویس‌های REST و GraphQL، بهینه‌سازی جست‌وجو روی PostgreSQL و کار با داده‌های میلیونی. آشنایی با TypeScript و تجربه دست‌کم چهار سال الزامی است.',
      en: 'Design and maintain REST and GraphQL services, tune search on PostgreSQL and work with millions of records. TypeScript and at least four years’ experience required.',
    },
    postedOn: '2025-06-01',
  },
  {
    id: 2,
    title: { fa: 'برنامه‌نویس فرانت‌اند (React)', en: 'Front-end developer (React)' },
    team: { fa: 'مهندسی', en: 'Engineering' },
    city: tehran,
    employmentType: { fa: 'تمام‌وقت، امکان دورکاری', en: 'Full-time, remote possible' },
    description: {
      fa: 'ساخت رابط کاربری راست‌به‌چپ و دسترس‌پذیر با React و GraphQL. تجربه کار با Relay یا Apollo و دقت در جزئیات تایپوگرافی فارسی امتیاز است.',
      en: 'Build accessible right-to-left interfaces with React and GraphQL. Experience with Relay or Apollo and an eye for Persian typography are a plus.',
    },
    postedOn: '2025-05-20',
  },
  {
    id: 3,
    title: { fa: 'تحلیلگر داده', en: 'Data analyst' },
    team: { fa: 'داده', en: 'Data' },
    city: tehran,
    employmentType: fullTime,
    description: {
      fa: 'پاک‌سازی و تطبیق آگهی‌های روزنامه رسمی، تهیه گزارش‌های تحلیل صنعت و همکاری با تیم محصول. تسلط بر SQL و Python لازم است.',
      en: 'Clean and match Official Gazette notices, produce industry-analysis reports and work with the product team. Strong SQL and Python required.',
    },
    postedOn: '2025-04-28',
  },
  {
    id: 4,
    title: { fa: 'کارشناس فروش سازمانی', en: 'Corporate sales specialist' },
    team: { fa: 'فروش', en: 'Sales' },
    city: { fa: 'اصفهان', en: 'Isfahan' },
    employmentType: fullTime,
    description: {
      fa: 'معرفی خدمات رصد به بانک‌ها، اتاق‌های بازرگانی و شرکت‌های بزرگ و پیگیری قراردادهای دسترسی به داده. سابقه فروش B2B ترجیح داده می‌شود.',
      en: 'Present Rasad to banks, chambers of commerce and large companies and follow up data-access agreements. B2B sales experience preferred.',
    },
    postedOn: '2025-03-10',
  },
];
