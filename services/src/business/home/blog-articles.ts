import type { LocalisedText } from '../../shared/http/localised-text.ts';

/**
 * The text of each blog post on the home page, by its slug, paragraph by paragraph. Written for the
 * product's readers; figures are not quoted here, the reader is sent to the screens that count them.
 */
export const blogArticles: Record<string, LocalisedText[]> = {
  'reading-official-gazette-notices': [
    {
      fa: 'روزنامه رسمی جمهوری اسلامی ایران جایی است که هر رویداد حقوقی یک شرکت، از تأسیس تا انحلال، باید در آن آگهی شود. هر آگهی شماره، تاریخ انتشار و شمارهٔ نامهٔ ادارهٔ ثبت دارد و همین‌ها نشان می‌دهند تصمیمی که در آن آمده رسماً ثبت شده است.',
      en: 'The Official Gazette of the Islamic Republic of Iran is where every legal event of a company, from founding to dissolution, must be announced. Each notice carries a number, a publication date and the registry office’s letter number, which show that the decision it reports was officially registered.',
    },
    {
      fa: 'آگهی تأسیس نام شرکت، نوع شخصیت حقوقی، موضوع فعالیت، سرمایهٔ ثبتی، نشانی و نخستین مدیران را می‌گوید. در آن به موضوع فعالیت دقت کنید: شرکتی که برای بازرگانی ثبت شده و امروز پیمانکاری می‌کند، باید موضوع خود را با آگهی تغییرات اصلاح کرده باشد.',
      en: 'A founding notice states the company’s name, legal form, line of business, registered capital, address and first directors. Read the line of business carefully: a company registered for trading that now works as a contractor should have amended it through a change notice.',
    },
    {
      fa: 'آگهی تغییرات مدیران نشان می‌دهد چه کسی و تا چه تاریخی حق امضا دارد. پیش از امضای قرارداد، بررسی کنید امضاکنندهٔ طرف مقابل در آخرین آگهی صاحب امضای مجاز باشد و دورهٔ مدیریت هیئت‌مدیره به پایان نرسیده باشد.',
      en: 'A change-of-directors notice shows who may sign for the company and until when. Before a contract is signed, check that the other side’s signatory holds signing authority in the latest notice and that the board’s term has not ended.',
    },
    {
      fa: 'آگهی افزایش یا کاهش سرمایه، تغییر نشانی، انحلال و تصفیه هم هر کدام داستانی دارند. در رصد همهٔ آگهی‌های یک شرکت به ترتیب زمان در برگهٔ «آگهی‌ها» آمده است و تغییرات سرمایه در برگهٔ «سرمایه» روی نمودار دیده می‌شود.',
      en: 'Notices of capital increases or reductions, changes of address, dissolution and liquidation each tell a story too. On Rasad every notice of a company is listed in time order on its Notices tab, and capital changes are drawn on the Capital tab.',
    },
  ],
  'legal-national-id-explained': [
    {
      fa: 'شناسهٔ ملی اشخاص حقوقی عددی یازده‌رقمی است که سازمان ثبت اسناد و املاک کشور به هر شرکت، مؤسسه و نهاد می‌دهد و در تمام عمر آن تغییر نمی‌کند؛ حتی اگر نام، نشانی یا نوع شرکت عوض شود.',
      en: 'The legal national ID is an eleven-digit number that the Registration Organisation gives every company, institution and body, and it never changes for the life of that entity, even when its name, address or legal form does.',
    },
    {
      fa: 'رقم آخر شناسهٔ ملی رقم کنترلی است: از ده رقم نخست با ضرایبی ثابت حساب می‌شود تا اشتباه در تایپ یک رقم آشکار شود. رصد هنگام جست‌وجو و در فرم‌های فاکتور همین رقم را بررسی می‌کند و شناسهٔ نادرست را نمی‌پذیرد.',
      en: 'The last digit is a check digit: it is computed from the first ten with fixed weights, so that a single mistyped digit shows. Rasad checks it when you search and in invoice forms, and refuses an ID that does not add up.',
    },
    {
      fa: 'شمارهٔ ثبت با شناسهٔ ملی فرق دارد: شمارهٔ ثبت را هر ادارهٔ ثبت به ترتیب خودش می‌دهد و ممکن است دو شرکت در دو شهر شمارهٔ ثبت یکسان داشته باشند. کد اقتصادی را هم سازمان امور مالیاتی می‌دهد و در فاکتور رسمی می‌آید.',
      en: 'The registration number is not the national ID: each registry office numbers its own registrations, so two companies in two cities may share one. The economic code is issued by the tax administration and appears on official invoices.',
    },
  ],
  'choosing-a-supplier-due-diligence': [
    {
      fa: 'یک: وجود و وضعیت شرکت. با شناسهٔ ملی جست‌وجو کنید و ببینید شرکت فعال است یا در حال تصفیه یا منحل‌شده. دو: مدیران و صاحبان امضا. آخرین آگهی تغییرات را بخوانید و نام امضاکنندهٔ قرارداد را با آن تطبیق دهید.',
      en: 'One: existence and status. Search by national ID and see whether the company is active, in liquidation or dissolved. Two: directors and signatories. Read the latest change notice and match the contract’s signatory against it.',
    },
    {
      fa: 'سه: سرمایه و روند آن. سرمایهٔ ثبتی به‌تنهایی توان مالی را نشان نمی‌دهد، اما کاهش سرمایه یا سرمایه‌ای بسیار کم برای قراردادی بزرگ نشانهٔ احتیاط است. چهار: پیشینهٔ مدیران. در صفحهٔ هر شخص ببینید در کدام شرکت‌های دیگر سمت داشته و آن شرکت‌ها امروز در چه وضعی‌اند.',
      en: 'Three: capital and its history. Registered capital alone does not prove financial strength, but a capital reduction, or very little capital for a large contract, calls for caution. Four: the directors’ record. On each person’s page see which other companies they have served and how those companies stand today.',
    },
    {
      fa: 'پنج: فعالیت واقعی. آمار واردات و صادرات یک شرکت و محصولاتی که به نامش ثبت شده نشان می‌دهد آیا در همان کاری که ادعا می‌کند فعال است. شرکت را دنبال کنید تا هر آگهی تازه در خوراک شما بیاید.',
      en: 'Five: real activity. A company’s customs records and the products registered in its name show whether it actually works in the trade it claims. Follow the company so every new notice reaches your feed.',
    },
  ],
  'hs-codes-for-exporters': [
    {
      fa: 'سامانهٔ هماهنگ توصیف و کدگذاری کالا (HS) را سازمان جهانی گمرک نگه می‌دارد. دو رقم نخست فصل را نشان می‌دهند (مثلاً فصل ۳۹ برای پلاستیک)، چهار رقم سرفصل و شش رقم زیرسرفصل جهانی است؛ ایران برای ردیف‌های ملی رقم‌های بیشتری می‌افزاید.',
      en: 'The Harmonized System (HS) of describing and coding goods is maintained by the World Customs Organization. The first two digits give the chapter (39, for example, is plastics), four digits the heading and six the worldwide subheading; Iran adds further digits for its national tariff lines.',
    },
    {
      fa: 'کد درست حقوق ورودی کشور مقصد، مجوزهای لازم و مشوق‌های صادراتی را تعیین می‌کند. انتخاب کدی نزدیک اما نادرست ممکن است محموله را در گمرک نگه دارد یا آمار صادرات شما را در فصل دیگری ثبت کند.',
      en: 'The right code decides the destination’s import duties, the permits needed and the export incentives available. A code that is close but wrong can hold a shipment at customs or record your exports under another chapter.',
    },
    {
      fa: 'در رصد، آمار تجارت هر شرکت به تفکیک کد تعرفه و سال، و در صفحهٔ هر صنعت، تجارت به تفکیک فصل تعرفه آمده است؛ از آن برای یافتن رقیبان و خریداران بالقوه در همان ردیف کالا استفاده کنید.',
      en: 'On Rasad, each company’s trade is broken down by HS code and year, and each industry page shows trade by HS chapter: use them to find competitors and potential buyers in the same line of goods.',
    },
  ],
  'company-formation-trends-1403': [
    {
      fa: 'هر آگهی تأسیس در روزنامهٔ رسمی یک دادهٔ تازه است: تاریخ، استان، نوع شرکت و موضوع فعالیت. کنار هم گذاشتن این آگهی‌ها نشان می‌دهد سرمایه‌گذاران تازه به کدام صنایع و کدام شهرها رو آورده‌اند.',
      en: 'Every founding notice in the Official Gazette is a fresh data point: date, province, legal form and line of business. Put side by side, these notices show which industries and cities new investors are turning to.',
    },
    {
      fa: 'در صفحهٔ تحلیل صنعت، نمودار «شرکت‌ها بر اساس سال تأسیس» برای هر گروه فعالیت ISIC رسم می‌شود و پراکندگی استانی و بازه‌های سرمایه هم کنار آن می‌آید. دو صنعت را می‌توانید کنار هم مقایسه کنید.',
      en: 'On the industry analysis page, the chart of companies by founding year is drawn for every ISIC division, beside the spread across provinces and the capital brackets. Two industries can be compared side by side.',
    },
    {
      fa: 'برای دیدن شرکت‌های تازه‌تأسیس یک استان یا صنعت، در جست‌وجوی پیشرفته بازهٔ تاریخ ثبت را انتخاب کنید و نتیجه را به یک فهرست بیفزایید یا خروجی بگیرید.',
      en: 'To see the new companies of a province or industry, choose a registration date range in advanced search, then add the results to a list or export them.',
    },
  ],
  'relationship-graph-for-credit-risk': [
    {
      fa: 'وام‌گیرنده‌ای که خودش سالم به نظر می‌رسد ممکن است با ده‌ها شرکت دیگر مدیر یا سهام‌دار مشترک داشته باشد. اگر بانک همهٔ این شرکت‌ها را جداگانه بسنجد، ریسک تمرکز روی یک گروه را نمی‌بیند.',
      en: 'A borrower that looks sound on its own may share directors or shareholders with dozens of other companies. A bank that assesses each of them separately misses the concentration of risk on one group.',
    },
    {
      fa: 'گراف ارتباطات رصد از یک شرکت یا شخص آغاز می‌کند و سمت‌ها و سهام‌داری‌ها را گام‌به‌گام باز می‌کند. با یافتن زنجیرهٔ میان دو شرکت می‌توان دید آیا متقاضی تسهیلات با بدهکار دیگری پیوند دارد.',
      en: 'Rasad’s relationship graph starts from a company or a person and opens roles and shareholdings step by step. Finding the chain between two companies shows whether a loan applicant is linked to another debtor.',
    },
    {
      fa: 'گراف جایگزین بررسی صورت‌های مالی نیست، اما پرسش‌های درستی پیش پای کارشناس اعتبار می‌گذارد: چه کسی در پشت این شرکت‌هاست و اگر یکی زمین بخورد، کدام‌ها با آن آسیب می‌بینند؟',
      en: 'The graph does not replace reading financial statements, but it puts the right questions before the credit analyst: who stands behind these companies, and if one falls, which others fall with it?',
    },
  ],
};
