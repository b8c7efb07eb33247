/** The seeded course catalogue: business-skills categories, qualifications, tags and courses. */

export const catalogueCategories = [
  {
    slug: 'export-import',
    titleFa: 'صادرات و واردات',
    titleEn: 'Export and import',
    descriptionFa: 'از ثبت سفارش و ترخیص کالا تا بازاریابی بین‌المللی و قراردادهای اینکوترمز.',
    descriptionEn:
      'From import registration and customs clearance to international marketing and Incoterms contracts.',
  },
  {
    slug: 'accounting',
    titleFa: 'حسابداری و مالیات',
    titleEn: 'Accounting and tax',
    descriptionFa: 'حسابداری شرکت‌ها، صورت‌های مالی، مالیات بر ارزش افزوده و قانون مالیات‌های مستقیم.',
    descriptionEn: 'Company accounting, financial statements, VAT and the Direct Taxes Act.',
  },
  {
    slug: 'marketing',
    titleFa: 'بازاریابی و فروش',
    titleEn: 'Marketing and sales',
    descriptionFa: 'بازاریابی B2B، فروش سازمانی، برندسازی و بازاریابی دیجیتال برای بازار ایران.',
    descriptionEn: 'B2B marketing, corporate sales, branding and digital marketing for the Iranian market.',
  },
  {
    slug: 'management',
    titleFa: 'مدیریت کسب‌وکار',
    titleEn: 'Business management',
    descriptionFa: 'مدیریت راهبردی، مدیریت پروژه، رهبری تیم و تصمیم‌گیری بر پایه داده.',
    descriptionEn: 'Strategic management, project management, team leadership and data-driven decisions.',
  },
  {
    slug: 'business-law',
    titleFa: 'حقوق تجارت',
    titleEn: 'Business law',
    descriptionFa: 'قانون تجارت، ثبت و تغییرات شرکت‌ها، قراردادها و حل اختلاف تجاری.',
    descriptionEn:
      'The Commercial Code, company registration and changes, contracts and commercial dispute resolution.',
  },
  {
    slug: 'data-analysis',
    titleFa: 'تحلیل داده',
    titleEn: 'Data analysis',
    descriptionFa: 'اکسل پیشرفته، SQL، Power BI و تحلیل داده‌های اقتصادی و صنعتی.',
    descriptionEn: 'Advanced Excel, SQL, Power BI and analysis of economic and industry data.',
  },
  {
    slug: 'finance-investment',
    titleFa: 'مالی و سرمایه‌گذاری',
    titleEn: 'Finance and investment',
    descriptionFa: 'تحلیل صورت‌های مالی، ارزش‌گذاری شرکت‌ها و آشنایی با بازار سرمایه ایران.',
    descriptionEn: 'Financial statement analysis, company valuation and Iran’s capital market.',
  },
  {
    slug: 'entrepreneurship',
    titleFa: 'کارآفرینی و استارتاپ',
    titleEn: 'Entrepreneurship and startups',
    descriptionFa: 'از ایده تا ثبت شرکت، مدل کسب‌وکار، جذب سرمایه و مجوزهای کسب‌وکار.',
    descriptionEn: 'From idea to company registration, business models, fundraising and business licences.',
  },
];

export const catalogueQualifications = [
  {
    titleFa: 'گواهی پایان دوره رصد',
    titleEn: 'Rasad course completion certificate',
    descriptionFa: 'پس از گذراندن آزمون پایانی هر دوره با کد رهگیری قابل استعلام صادر می‌شود.',
    descriptionEn: 'Issued after passing a course’s final exam, with a verification code anyone can check.',
  },
  {
    titleFa: 'آمادگی آزمون کارت بازرگانی',
    titleEn: 'Commercial card exam preparation',
    descriptionFa: 'دوره‌هایی که سرفصل آزمون و دوره آموزشی صدور کارت بازرگانی اتاق بازرگانی را پوشش می‌دهند.',
    descriptionEn:
      'Courses covering the syllabus of the Chamber of Commerce training and exam for a commercial card.',
  },
  {
    titleFa: 'آمادگی آزمون حسابدار رسمی',
    titleEn: 'Certified public accountant exam preparation',
    descriptionFa: 'مرور مباحث حسابداری و حسابرسی برای داوطلبان آزمون جامعه حسابداران رسمی ایران.',
    descriptionEn:
      'Accounting and auditing review for candidates of the Iranian Association of Certified Public Accountants exam.',
  },
  {
    titleFa: 'گواهی مهارت تحلیل داده',
    titleEn: 'Data analysis skills certificate',
    descriptionFa: 'برای کسانی که مسیر تحلیل داده را از اکسل تا Power BI کامل کرده‌اند.',
    descriptionEn: 'For learners who complete the data analysis path from Excel to Power BI.',
  },
];

export const catalogueTags = [
  { slug: 'beginner', titleFa: 'مقدماتی', titleEn: 'Beginner' },
  { slug: 'advanced', titleFa: 'پیشرفته', titleEn: 'Advanced' },
  { slug: 'customs', titleFa: 'گمرک', titleEn: 'Customs' },
  { slug: 'vat', titleFa: 'مالیات بر ارزش افزوده', titleEn: 'VAT' },
  { slug: 'excel', titleFa: 'اکسل', titleEn: 'Excel' },
  { slug: 'b2b-sales', titleFa: 'فروش سازمانی', titleEn: 'B2B sales' },
  { slug: 'contracts', titleFa: 'قراردادها', titleEn: 'Contracts' },
  { slug: 'stock-market', titleFa: 'بورس', titleEn: 'Stock market' },
  { slug: 'case-study', titleFa: 'مطالعه موردی', titleEn: 'Case study' },
];

export const catalogueCourses = [
  {
    categorySlug: 'export-import',
    slug: 'export-from-zero',
    titleFa: 'صادرات از صفر تا صد',
    titleEn: 'Exporting from scratch',
    isFeatured: true,
    isPremium: false,
  },
  {
    categorySlug: 'export-import',
    slug: 'customs-clearance',
    titleFa: 'ترخیص کالا از گمرک',
    titleEn: 'Customs clearance in practice',
    isFeatured: false,
    isPremium: true,
  },
  {
    categorySlug: 'export-import',
    slug: 'incoterms-2020',
    titleFa: 'اینکوترمز ۲۰۲۰ در قراردادهای خارجی',
    titleEn: 'Incoterms 2020 in foreign contracts',
    isFeatured: false,
    isPremium: false,
  },
  {
    categorySlug: 'accounting',
    slug: 'company-accounting-basics',
    titleFa: 'اصول حسابداری شرکت‌ها',
    titleEn: 'Company accounting basics',
    isFeatured: true,
    isPremium: false,
  },
  {
    categorySlug: 'accounting',
    slug: 'vat-in-practice',
    titleFa: 'مالیات بر ارزش افزوده به زبان ساده',
    titleEn: 'VAT made simple',
    isFeatured: false,
    isPremium: true,
  },
  {
    categorySlug: 'marketing',
    slug: 'b2b-sales-playbook',
    titleFa: 'راهنمای عملی فروش سازمانی',
    titleEn: 'A practical B2B sales playbook',
    isFeatured: true,
    isPremium: true,
  },
  {
    categorySlug: 'marketing',
    slug: 'digital-marketing-iran',
    titleFa: 'بازاریابی دیجیتال در بازار ایران',
    titleEn: 'Digital marketing in Iran',
    isFeatured: false,
    isPremium: false,
  },
  {
    categorySlug: 'management',
    slug: 'project-management-essentials',
    titleFa: 'مبانی مدیریت پروژه',
    titleEn: 'Project management essentials',
    isFeatured: false,
    isPremium: false,
  },
  {
    categorySlug: 'business-law',
    slug: 'commercial-code-for-managers',
    titleFa: 'قانون تجارت برای مدیران',
    titleEn: 'The Commercial Code for managers',
    isFeatured: false,
    isPremium: true,
  },
  {
    categorySlug: 'data-analysis',
    slug: 'excel-for-business',
    titleFa: 'اکسل کاربردی برای کسب‌وکار',
    titleEn: 'Excel for business',
    isFeatured: true,
    isPremium: false,
  },
  {
    categorySlug: 'data-analysis',
    slug: 'power-bi-dashboards',
    titleFa: 'داشبوردهای مدیریتی با Power BI',
    titleEn: 'Management dashboards with Power BI',
    isFeatured: false,
    isPremium: true,
  },
  {
    categorySlug: 'finance-investment',
    slug: 'reading-financial-statements',
    titleFa: 'خواندن صورت‌های مالی',
    titleEn: 'Reading financial statements',
    isFeatured: false,
    isPremium: false,
  },
];
