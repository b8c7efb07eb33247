/** Company timelines, identifier follows and saved searches. */
export const trackingMessages = {
  'identifier.kind.invalid': {
    'fa-IR': 'نوع شناسه معتبر نیست.',
    'en-US': 'The kind of identifier is not valid.',
  },
  'identifier.notFound': { 'fa-IR': 'این مورد دنبال نمی‌شود.', 'en-US': 'You do not follow this.' },
  'savedSearch.name.taken': {
    'fa-IR': 'جست‌وجوی دیگری با همین نام دارید.',
    'en-US': 'You already have a search with this name.',
  },
  'savedSearch.notFound': {
    'fa-IR': 'این جست‌وجوی ذخیره‌شده پیدا نشد.',
    'en-US': 'This saved search was not found.',
  },
  'savedSearch.forbidden': {
    'fa-IR': 'ذخیرهٔ جست‌وجو با هشدار همراه جست‌وجوی پیشرفته در بسته‌های حرفه‌ای و سازمانی است.',
    'en-US':
      'Saved searches with alerts come with advanced search, in the Professional and Enterprise packages.',
  },
  'savedSearch.limit': {
    'fa-IR': 'حداکثر ۵۰ جست‌وجوی ذخیره‌شده می‌توانید داشته باشید.',
    'en-US': 'You can keep at most 50 saved searches.',
  },
} as const;
