import { companyStatusLabels, labelOf, legalFormLabels } from '@rasad/contracts/company-labels.ts';
import type { Database } from '../../shared/database/open-database.ts';
import type { Locale } from '../../shared/http/request-locale.ts';
import { companyListRepository } from './company-list-repository.ts';

/** A cell a spreadsheet would run as a formula (= + - @, or a leading tab or CR) is kept as text by a leading apostrophe. */
export function csvCell(value: string | number | null) {
  const raw = value === null ? '' : String(value);
  const text = /^[=+\-@\t\r]/.test(raw) ? `'${raw}` : raw;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * A number that is a code (a phone, a postal code): Excel reads a bare `021…` as a number and drops its leading zero,
 * so digits with a leading zero are written as a text formula, `="02188776655"`, which it shows as the same digits.
 * Only all-digit values take this form: nothing typed by a user reaches a formula this way.
 */
export function csvCodeCell(value: string | number | null) {
  return typeof value === 'string' && /^0\d+$/.test(value) ? `"=""${value}"""` : csvCell(value);
}

type ExportRow = {
  name: string;
  nationalId: string;
  registrationNumber: string;
  registrationDate: string | null;
  legalForm: string;
  status: string;
  capitalRials: number;
  phone: string | null;
  address: string | null;
};

/** A registry date (ISO) as the locale reads it: Solar Hijri in Persian (1402/03/15), as it is in English. */
const solarHijriDate = new Intl.DateTimeFormat('fa-IR-u-ca-persian-nu-latn', {
  timeZone: 'UTC',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const csvDate = (isoDate: string | null, locale: Locale) =>
  isoDate === null
    ? null
    : locale === 'fa-IR'
      ? solarHijriDate.format(new Date(`${isoDate}T00:00:00Z`))
      : isoDate;

/** The export's columns in the locale: titles, and codes as their names. */
function csvColumns(locale: Locale): {
  title: string;
  value: (row: ExportRow) => string | number | null;
  /** How the value is written: a code's digits keep their leading zero in Excel. */
  cell?: typeof csvCell;
}[] {
  const fa = locale === 'fa-IR';
  return [
    { title: fa ? 'نام شرکت' : 'Name', value: (row) => row.name },
    { title: fa ? 'شناسه ملی' : 'National ID', value: (row) => row.nationalId },
    { title: fa ? 'شماره ثبت' : 'Registration number', value: (row) => row.registrationNumber },
    { title: fa ? 'تاریخ ثبت' : 'Registration date', value: (row) => csvDate(row.registrationDate, locale) },
    {
      title: fa ? 'نوع شرکت' : 'Legal form',
      value: (row) => labelOf(legalFormLabels, row.legalForm, locale),
    },
    { title: fa ? 'وضعیت' : 'Status', value: (row) => labelOf(companyStatusLabels, row.status, locale) },
    { title: fa ? 'سرمایه (ریال)' : 'Capital (rials)', value: (row) => row.capitalRials },
    { title: fa ? 'تلفن' : 'Phone', value: (row) => row.phone, cell: csvCodeCell },
    { title: fa ? 'نشانی' : 'Address', value: (row) => row.address },
  ];
}

/** Companies as CSV (UTF-8 with BOM, for Excel) in the order of `companyIds`, titled and labelled in the locale. */
export async function companiesCsv(
  db: Database,
  companyIds: readonly number[],
  locale: Locale,
): Promise<string> {
  const rows = companyIds.length === 0 ? [] : await companyListRepository(db).exportRows(companyIds);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const columns = csvColumns(locale);
  const lines = [
    columns.map((column) => csvCell(column.title)).join(','),
    ...companyIds
      .flatMap((id) => byId.get(id) ?? [])
      .map((row) => columns.map((column) => (column.cell ?? csvCell)(column.value(row))).join(',')),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
