import type { MessageLocale } from './localised-messages.ts';

/** The columns of a company's progress report as its CSV heads them, in their order. */
export const progressReportCsvColumns = [
  { 'fa-IR': 'نام', 'en-US': 'Name' },
  { 'fa-IR': 'موبایل', 'en-US': 'Mobile' },
  { 'fa-IR': 'وضعیت', 'en-US': 'Status' },
  { 'fa-IR': 'بخش‌بندی', 'en-US': 'Segments' },
  { 'fa-IR': 'ثبت‌نام', 'en-US': 'Enrolled' },
  { 'fa-IR': 'درس‌های دیده‌شده', 'en-US': 'Lessons watched' },
  { 'fa-IR': 'از درس‌ها', 'en-US': 'Of lessons' },
  { 'fa-IR': 'درصد', 'en-US': 'Percent' },
  { 'fa-IR': 'آخرین فعالیت', 'en-US': 'Last activity' },
  { 'fa-IR': 'گواهی', 'en-US': 'Certificate' },
] as const satisfies readonly Record<MessageLocale, string>[];

/** A member's state and a yes or no, as the company's screens and the report's CSV word them. */
export const companyMemberWords = {
  active: { 'fa-IR': 'فعال', 'en-US': 'Active' },
  switchedOff: { 'fa-IR': 'غیرفعال', 'en-US': 'Switched off' },
  yes: { 'fa-IR': 'بله', 'en-US': 'Yes' },
  no: { 'fa-IR': 'خیر', 'en-US': 'No' },
} as const satisfies Record<string, Record<MessageLocale, string>>;
