/** Shapes of the JSON files in services/data (see services/data/NOTICE.md). */

export interface DivisionsFileProvince {
  province_fa: string;
  province_en: string;
  sci_code: string;
  cities: { fa: string; en: string; slug: string }[];
  counties: { fa: string; en: string }[];
}

export interface ClassificationFileRow {
  level: string;
  code: string;
  parent: string | null;
  title_en: string;
  title_fa: string | null;
}

export interface BanksFileRow {
  card_bin: string;
  bank_key: string;
  name_fa: string;
  former_name_fa?: string;
  iban_bank_code: string;
  color: string;
  lighter_color: string;
  darker_color: string;
}

export interface HolidaysFileYear {
  year: number;
  first_day_gregorian: string;
  last_day_gregorian: string;
  holidays: {
    date_jalali: string;
    date_gregorian: string;
    title_fa: string;
    calendar: 'solar' | 'lunar';
    hijri_date: string | null;
    lunar_month_start_source: string | null;
  }[];
}
