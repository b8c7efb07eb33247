import { count } from 'drizzle-orm';
import type { Database } from '../../shared/database/open-database.ts';
import { readReferenceJson } from '../../shared/reference-data/read-reference-file.ts';
import type {
  BanksFileRow,
  ClassificationFileRow,
  DivisionsFileProvince,
  HolidaysFileYear,
} from '../../shared/reference-data/reference-file-types.ts';
import {
  banks,
  cities,
  holidays,
  hsCodes,
  isicIndustries,
  provinces,
  registrationUnits,
} from '../business-tables.ts';
import { datasetCompaniesFromEnvironment } from '../dataset/dataset-size.ts';
import { generateBusinessDataset, type DatasetStep } from '../dataset/generate-business-dataset.ts';
import { seedRegisteredMobiles } from '../companies/seed-registered-mobiles.ts';
import { progressReporter } from '../../shared/progress/progress-reporter.ts';
import { holidayTitlesEn } from './holiday-titles-en.ts';

/** From this many companies on, generating the dataset reports its progress. */
const largeDatasetCompanies = 50_000;

/** A progress report per step of the generation (a bar each in a terminal, lines in a log). */
function datasetProgress() {
  const reporters = new Map<DatasetStep, ReturnType<typeof progressReporter>>();
  return (step: DatasetStep, done: number, total: number) => {
    let report = reporters.get(step);
    if (!report) {
      report = progressReporter(`business dataset: ${step}`);
      reporters.set(step, report);
    }
    report(done, total);
  };
}

/** Loads the reference lists (divisions, ISIC, HS, banks, holidays), then the demo companies, into an empty business schema. */
export async function seedBusiness(db: Database) {
  await seedReferenceData(db);
  const companies = datasetCompaniesFromEnvironment();
  await generateBusinessDataset(db, {
    companies,
    // The demo's few thousand take seconds; a benchmark's million takes minutes, which show their progress.
    ...(companies >= largeDatasetCompanies ? { onProgress: datasetProgress() } : {}),
  });
  await seedRegisteredMobiles(db);
}

async function seedReferenceData(db: Database) {
  const [existing] = await db.select({ value: count() }).from(provinces);
  if ((existing?.value ?? 0) > 0) return;

  const [divisions, isicRows, hsRows, bankRows, holidayYears] = await Promise.all([
    readReferenceJson<DivisionsFileProvince[]>('iran-divisions.json'),
    readReferenceJson<ClassificationFileRow[]>('isic-rev4.json'),
    readReferenceJson<ClassificationFileRow[]>('hs-codes.json'),
    readReferenceJson<BanksFileRow[]>('iran-banks.json'),
    readReferenceJson<HolidaysFileYear[]>('iran-holidays-1403-1405.json'),
  ]);

  await db.transaction(async (transaction) => {
    const insertedProvinces = await transaction
      .insert(provinces)
      .values(
        divisions.map((province) => ({
          sciCode: province.sci_code,
          nameFa: province.province_fa,
          nameEn: province.province_en,
        })),
      )
      .returning({ id: provinces.id, sciCode: provinces.sciCode });
    const provinceIdByCode = new Map(insertedProvinces.map((province) => [province.sciCode, province.id]));

    const cityRows = divisions.flatMap((province) =>
      province.cities.map((city) => ({
        provinceId: provinceIdByCode.get(province.sci_code) as number,
        nameFa: city.fa,
        nameEn: city.en,
        slug: city.slug,
      })),
    );
    const insertedCities = await transaction.insert(cities).values(cityRows).returning({
      id: cities.id,
      provinceId: cities.provinceId,
      nameFa: cities.nameFa,
      nameEn: cities.nameEn,
    });
    await transaction.insert(registrationUnits).values(
      insertedCities.map((city) => ({
        provinceId: city.provinceId,
        cityId: city.id,
        nameFa: `اداره ثبت شرکت‌های ${city.nameFa}`,
        nameEn: `${city.nameEn} Companies Registration Office`,
      })),
    );

    const classification = (row: ClassificationFileRow) => ({
      code: row.code,
      level: row.level,
      parentCode: row.parent,
      titleFa: row.title_fa,
      titleEn: row.title_en,
    });
    await transaction.insert(isicIndustries).values(isicRows.map(classification));
    await transaction.insert(hsCodes).values(hsRows.map(classification));

    await transaction.insert(banks).values(
      bankRows.map((bank) => ({
        cardBin: bank.card_bin,
        bankKey: bank.bank_key,
        nameFa: bank.name_fa,
        formerNameFa: bank.former_name_fa ?? null,
        ibanBankCode: bank.iban_bank_code,
        color: bank.color,
      })),
    );

    await transaction.insert(holidays).values(
      holidayYears.flatMap((year) =>
        year.holidays.map((holiday) => ({
          date: holiday.date_gregorian,
          dateJalali: holiday.date_jalali,
          titleFa: holiday.title_fa,
          titleEn: holidayTitlesEn[holiday.title_fa] ?? holiday.title_fa,
          calendar: holiday.calendar,
        })),
      ),
    );
  });
}
