import type { LocalisedText } from '../../shared/http/localised-text.ts';

export interface Faq {
  id: number;
  topic: LocalisedText;
  question: LocalisedText;
  answer: LocalisedText;
}

const searchTopic = { fa: 'جست‌وجو و داده‌ها', en: 'Search and data' };
const accountTopic = { fa: 'حساب کاربری', en: 'Account' };
const paymentTopic = { fa: 'خرید و پرداخت', en: 'Purchase and payment' };
const coursesTopic = { fa: 'دوره‌های آموزشی', en: 'Courses' };

export const faqs: Faq[] = [
  {
    id: 1,
    topic: searchTopic,
    question: { fa: 'اطلاعات رصد از کجا می‌آید؟', en: 'Where does Rasad’s data come from?' },
    answer: {
      fa: 'از منابع رسمی مانند روزنامه رسمی، سازمان ثبت اسناد و املاک، گمرک، مرکز آمار ایران و سامانه کدال. فهرست کامل در صفحه «منابع داده» آمده است.',
      en: 'From official sources such as the Official Gazette, the Registration Organisation, Customs, the Statistical Centre of Iran and Codal. The full list is on the Data sources page.',
    },
  },
  {
    id: 2,
    topic: searchTopic,
    question: { fa: 'اطلاعات هر شرکت چقدر به‌روز است؟', en: 'How up to date is each company’s data?' },
    answer: {
      fa: 'آگهی‌های روزنامه رسمی هر روز و سایر منابع بین یک هفته تا یک فصل یک بار به‌روز می‌شوند. تاریخ آخرین به‌روزرسانی در صفحه هر شرکت نمایش داده می‌شود.',
      en: 'Official Gazette notices are updated daily and other sources weekly to quarterly. Each company page shows when it was last updated.',
    },
  },
  {
    id: 3,
    topic: searchTopic,
    question: {
      fa: 'با شناسه ملی هم می‌توانم شرکت را پیدا کنم؟',
      en: 'Can I find a company by its national ID?',
    },
    answer: {
      fa: 'بله. شناسه ملی ۱۱ رقمی، شماره ثبت یا بخشی از نام شرکت را در کادر جست‌وجو وارد کنید.',
      en: 'Yes. Type the 11-digit national ID, the registration number or part of the company name in the search box.',
    },
  },
  {
    id: 4,
    topic: searchTopic,
    question: {
      fa: 'اطلاعات شرکت من اشتباه است؛ چه کنم؟',
      en: 'My company’s information is wrong. What can I do?',
    },
    answer: {
      fa: 'اگر مدیر شرکت هستید، از راه «احراز هویت شرکت» مالکیت صفحه را تأیید کنید تا بتوانید اطلاعات تماس و معرفی شرکت را ویرایش کنید. برای خطا در داده‌های ثبتی، گزارش خطا بفرستید.',
      en: 'If you are the company’s director, verify ownership of the page through “company verification” to edit its contact details and introduction. For errors in registration data, send an error report.',
    },
  },
  {
    id: 5,
    topic: accountTopic,
    question: { fa: 'چگونه ثبت‌نام کنم؟', en: 'How do I sign up?' },
    answer: {
      fa: 'با شماره موبایل یا ایمیل ثبت‌نام کنید؛ کد تأیید برایتان فرستاده می‌شود و پس از آن می‌توانید رمز عبور بگذارید یا هر بار با کد یک‌بارمصرف وارد شوید.',
      en: 'Sign up with your mobile number or e-mail; we send you a confirmation code, after which you can set a password or sign in each time with a one-time code.',
    },
  },
  {
    id: 6,
    topic: accountTopic,
    question: { fa: 'چرا از حساب کاربری‌ام خارج شدم؟', en: 'Why was I signed out?' },
    answer: {
      fa: 'هر بسته اشتراک تعداد مشخصی نشست هم‌زمان دارد. اگر کسی با همان حساب روی دستگاه دیگری وارد شود، قدیمی‌ترین نشست بسته می‌شود.',
      en: 'Each plan allows a set number of simultaneous sessions. If someone signs in with the same account on another device, the oldest session is closed.',
    },
  },
  {
    id: 7,
    topic: paymentTopic,
    question: { fa: 'پرداخت چگونه انجام می‌شود؟', en: 'How do I pay?' },
    answer: {
      fa: 'پس از انتخاب بسته، به درگاه پرداخت بانکی هدایت می‌شوید و با همه کارت‌های عضو شتاب می‌توانید پرداخت کنید. اشتراک بلافاصله پس از پرداخت فعال می‌شود.',
      en: 'After choosing a plan you are sent to a bank payment gateway and can pay with any Shetab card. The subscription is active as soon as the payment succeeds.',
    },
  },
  {
    id: 8,
    topic: paymentTopic,
    question: { fa: 'فاکتور رسمی صادر می‌کنید؟', en: 'Do you issue official invoices?' },
    answer: {
      fa: 'بله. پیش از پرداخت، مشخصات حقیقی یا حقوقی خود را وارد کنید تا فاکتور رسمی با کد اقتصادی صادر و از حساب کاربری قابل دریافت باشد.',
      en: 'Yes. Enter your personal or company details before paying, and an official invoice with your economic code is issued and can be downloaded from your account.',
    },
  },
  {
    id: 9,
    topic: coursesTopic,
    question: { fa: 'پس از پایان دوره گواهی می‌گیرم؟', en: 'Do I get a certificate after a course?' },
    answer: {
      fa: 'بله. با گذراندن آزمون پایانی هر دوره، گواهی پایان دوره با کد رهگیری برایتان صادر می‌شود.',
      en: 'Yes. When you pass a course’s final exam, a completion certificate with a verification code is issued to you.',
    },
  },
  {
    id: 10,
    topic: coursesTopic,
    question: {
      fa: 'دوره‌ها را روی چند دستگاه می‌توانم ببینم؟',
      en: 'On how many devices can I watch courses?',
    },
    answer: {
      fa: 'هر دوره روی دو دستگاه قابل مشاهده است و تا پایان مدت دسترسی، که در صفحه دوره نمایش داده می‌شود، در دسترس خواهد بود.',
      en: 'Each course can be watched on two devices and stays available until the end of its access period, shown on the course page.',
    },
  },
];
