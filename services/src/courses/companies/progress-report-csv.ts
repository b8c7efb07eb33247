import { csvCell } from '../../business/lists/company-csv.ts';
import type { progressReport } from './company-admin-repository.ts';

const header = {
  fa: [
    'نام',
    'موبایل',
    'وضعیت',
    'بخش‌بندی',
    'ثبت‌نام',
    'درس‌های دیده‌شده',
    'از درس‌ها',
    'درصد',
    'آخرین فعالیت',
    'گواهی',
  ],
  en: [
    'Name',
    'Mobile',
    'Status',
    'Segments',
    'Enrolled',
    'Lessons watched',
    'Of lessons',
    'Percent',
    'Last activity',
    'Certificate',
  ],
};

/** The progress report as CSV text: UTF-8 with a BOM (so spreadsheets read Persian), formula-safe cells, CRLF lines. */
export function progressReportCsv(report: Awaited<ReturnType<typeof progressReport>>, english: boolean) {
  const lines = [(english ? header.en : header.fa).map(csvCell).join(',')];
  for (const row of report.rows) {
    lines.push(
      [
        row.fullName,
        row.userName,
        row.isActive ? (english ? 'active' : 'فعال') : english ? 'switched off' : 'غیرفعال',
        row.segments.map((segment) => `${segment.segmentName}: ${segment.valueName}`).join('؛ '),
        row.enrolled ? (english ? 'yes' : 'بله') : english ? 'no' : 'خیر',
        row.lessonsWatched,
        report.lessonCount,
        row.percent,
        row.lastActivityAt?.toISOString() ?? '',
        row.certificateCode ?? '',
      ]
        .map(csvCell)
        .join(','),
    );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
