import type { PackageType } from '../../shared/auth/package-types.ts';

/** Password of every demo account. */
export const demoPassword = 'Rasad-Demo-1405';

/** Fixed demo accounts other seeds refer to by id (see the README's demo-data section). */
export const demoUsers: {
  id: string;
  userName: string;
  packageType: PackageType;
  firstName: string;
  lastName: string;
  jobTitle: string;
  companyName: string;
}[] = [
  {
    id: '00000000-0000-4000-8000-000000000001',
    userName: '09121000001',
    packageType: 'FREE',
    firstName: 'مریم',
    lastName: 'احمدی',
    jobTitle: 'کارشناس بازرگانی',
    companyName: '',
  },
  {
    id: '00000000-0000-4000-8000-000000000002',
    userName: '09121000002',
    packageType: 'BASIC',
    firstName: 'رضا',
    lastName: 'کریمی',
    jobTitle: 'مدیر خرید',
    companyName: 'صنایع غذایی البرز',
  },
  {
    id: '00000000-0000-4000-8000-000000000003',
    userName: '09121000003',
    packageType: 'PROFESSIONAL',
    firstName: 'سارا',
    lastName: 'موسوی',
    jobTitle: 'تحلیلگر بازار',
    companyName: 'مشاوران اقتصادی پارس',
  },
  {
    id: '00000000-0000-4000-8000-000000000004',
    userName: '09121000004',
    packageType: 'ENTERPRISE',
    firstName: 'حمید',
    lastName: 'رضایی',
    jobTitle: 'مدیر توسعه کسب‌وکار',
    companyName: 'گروه صنعتی سپهر',
  },
  {
    id: '00000000-0000-4000-8000-000000000005',
    userName: '09121000005',
    packageType: 'FREE',
    firstName: 'نرگس',
    lastName: 'حسینی',
    jobTitle: 'دانشجو',
    companyName: '',
  },
  {
    id: '00000000-0000-4000-8000-000000000006',
    userName: '09121000006',
    packageType: 'FREE',
    firstName: 'امیر',
    lastName: 'جعفری',
    jobTitle: 'کارآموز صادرات',
    companyName: '',
  },
  // The teacher of the courses service's seed (courseTeachers[0]): answers learners' questions on their courses.
  {
    id: '00000000-0000-4000-8000-000000000021',
    userName: '09121000021',
    packageType: 'FREE',
    firstName: 'مریم',
    lastName: 'کاظمی',
    jobTitle: 'مدرس بازرگانی خارجی',
    companyName: '',
  },
  // The teacher of the courses service's seed (courseTeachers[1]): answers learners' questions on their courses.
  {
    id: '00000000-0000-4000-8000-000000000022',
    userName: '09121000022',
    packageType: 'FREE',
    firstName: 'رضا',
    lastName: 'توکلی',
    jobTitle: 'مدرس مالیات',
    companyName: '',
  },
  // The teacher of the courses service's seed (courseTeachers[2]): answers learners' questions on their courses.
  {
    id: '00000000-0000-4000-8000-000000000023',
    userName: '09121000023',
    packageType: 'FREE',
    firstName: 'نیلوفر',
    lastName: 'صادقی',
    jobTitle: 'مدرس فروش',
    companyName: '',
  },
  // The teacher of the courses service's seed (courseTeachers[3]): answers learners' questions on their courses.
  {
    id: '00000000-0000-4000-8000-000000000024',
    userName: '09121000024',
    packageType: 'FREE',
    firstName: 'امید',
    lastName: 'رحیمی',
    jobTitle: 'مدرس تحلیل داده',
    companyName: '',
  },
  // The teacher of the courses service's seed (courseTeachers[4]): answers learners' questions on their courses.
  {
    id: '00000000-0000-4000-8000-000000000025',
    userName: '09121000025',
    packageType: 'FREE',
    firstName: 'حسین',
    lastName: 'نوری',
    jobTitle: 'مدرس حقوق تجارت',
    companyName: '',
  },
];
