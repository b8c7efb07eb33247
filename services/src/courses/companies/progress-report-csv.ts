import { companyMemberWords, progressReportCsvColumns } from '@rasad/contracts/progress-report-labels.ts';
import { csvCell } from '../../business/lists/company-csv.ts';
import type { Locale } from '../../shared/http/request-locale.ts';
import type { progressReport } from './company-admin-repository.ts';

/** The progress report as CSV text: UTF-8 with a BOM (so spreadsheets read Persian), formula-safe cells, CRLF lines. */
export function progressReportCsv(report: Awaited<ReturnType<typeof progressReport>>, locale: Locale) {
  const lines = [progressReportCsvColumns.map((column) => csvCell(column[locale])).join(',')];
  for (const row of report.rows) {
    lines.push(
      [
        row.fullName,
        row.userName,
        companyMemberWords[row.isActive ? 'active' : 'switchedOff'][locale],
        row.segments.map((segment) => `${segment.segmentName}: ${segment.valueName}`).join('؛ '),
        companyMemberWords[row.enrolled ? 'yes' : 'no'][locale],
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
