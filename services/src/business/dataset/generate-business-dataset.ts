import { asc, count, eq, getTableColumns, sql, type Column } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../shared/database/open-database.ts';
import { readReferenceJson } from '../../shared/reference-data/read-reference-file.ts';
import {
  isValidLegalId,
  legalIdCheckDigit,
  nationalCodeCheckDigit,
} from '@rasad/contracts/iranian-identifiers.ts';
import { generatePostalCode } from '../../seed/iranian-identifiers.ts';
import { createSeededRandom, type SeededRandom } from '../../seed/seeded-random.ts';
import { validNationalIdPrefixes } from '@persian-tools/persian-tools';
import {
  capitalChanges,
  companies,
  companyLinks,
  companyRoles,
  gazetteEvents,
  persons,
  products,
  tradeRecords,
} from '../business-data-tables.ts';
import { companyChanges } from '../tracking/tracking-tables.ts';
import { cities, isicIndustries, provinces, registrationUnits } from '../business-tables.ts';
import { normalisePersian } from '../search/persian-normalise.ts';
import type {
  CompanyChangeField,
  CompanyRoleKind,
  GazetteEventKind,
  Gender,
} from '../business-fixed-sets.ts';
import {
  industryProfiles,
  legalForms,
  nameStems,
  streets,
  tradePartners,
  type IndustryProfile,
} from './dataset-vocabulary.ts';

export const defaultDatasetCompanies = 2000;
/** Persons per company: enough for people to sit on several boards, which links the graph. */
const personsPerCompany = 1.6;

interface PersianNames {
  male: string[];
  female: string[];
  family: string[];
}

interface Place {
  provinceId: number;
  provinceFa: string;
  cityId: number;
  cityFa: string;
  registrationUnitId: number;
}

type CompanyRow = typeof companies.$inferInsert;
type RoleRow = typeof companyRoles.$inferInsert;
type LinkRow = typeof companyLinks.$inferInsert;
type ProductRow = typeof products.$inferInsert;
type TradeRow = typeof tradeRecords.$inferInsert;
type EventRow = typeof gazetteEvents.$inferInsert;
type CapitalRow = typeof capitalChanges.$inferInsert;
type ChangeRow = typeof companyChanges.$inferInsert;

const persianNumber = new Intl.NumberFormat('fa-IR');
const nationalCodePrefixes = [...validNationalIdPrefixes].sort();
const legalIdSpace = 79_999_990;
const profileWeights = industryProfiles.reduce((total, profile) => total + profile.weight, 0);
const legalFormWeights = legalForms.reduce((total, form) => total + form.weight, 0);

function weighted<T extends { weight: number }>(random: SeededRandom, items: readonly T[], total: number): T {
  let roll = random.next() * total;
  for (const item of items) {
    roll -= item.weight;
    if (roll < 0) return item;
  }
  return items.at(-1) as T;
}

/** Distinct for every index below `legalIdSpace`: an affine permutation, steered clear of the x000000 pattern the check rejects. */
export function datasetLegalId(index: number): string {
  let value = 10_000_000 + ((index * 7919 + 12_345) % legalIdSpace);
  if (value % 10_000_000 < 10) value = 90_000_000 + Math.floor(value / 10_000_000);
  const firstTen = '10' + String(value);
  const id = firstTen + String(legalIdCheckDigit(firstTen));
  return isValidLegalId(id)
    ? id
    : firstTen.slice(0, 9) + '9' + String(legalIdCheckDigit(firstTen.slice(0, 9) + '9'));
}

/** Distinct for every index: a real issuing-office prefix and a permuted serial under it. */
export function datasetNationalCode(index: number): string {
  const prefix = nationalCodePrefixes[index % nationalCodePrefixes.length] as string;
  const serial = (Math.floor(index / nationalCodePrefixes.length) * 7919 + 1) % 1_000_000;
  const firstNine = prefix + String(serial).padStart(6, '0');
  return firstNine + String(nationalCodeCheckDigit(firstNine));
}

const registrationNumbersPerBlock = 990_000;

/**
 * Distinct for every index: a permutation of 10000–999999 (104729 is prime, so coprime to the block),
 * and past the first block the same again with the block number in front (1010000…, 2010000…).
 */
export function datasetRegistrationNumber(index: number): string {
  const block = Math.floor(index / registrationNumbersPerBlock);
  return String(block * 1_000_000 + 10_000 + ((index * 104_729) % registrationNumbersPerBlock));
}

function isoDate(year: number, month: number, day: number) {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The Solar Hijri year a Gregorian date falls in (Nowruz taken as 21 March). */
export function solarHijriYear(isoDay: string): number {
  const [year, month, day] = isoDay.split('-').map(Number) as [number, number, number];
  return month > 3 || (month === 3 && day >= 21) ? year - 621 : year - 622;
}

function laterDate(random: SeededRandom, after: string, latestYear: number): string {
  const start = Number(after.slice(0, 4));
  const year = random.integer(Math.min(start + 1, latestYear), latestYear);
  return isoDate(year, random.integer(1, 12), random.integer(1, 28));
}

/**
 * Officers a board change replaced: a board member who left at the change and, in every other such
 * company, the CEO before. Drawn from a random of their own, so the rest of the dataset stays as it was.
 */
function addFormerOfficers(
  index: number,
  companyId: number,
  registrationDate: string,
  boardChanges: readonly string[],
  totalPersons: number,
  taken: Set<string>,
  roles: RoleRow[],
) {
  const random = createSeededRandom(`former:${index}`);
  boardChanges.forEach((endedOn, position) => {
    const startedOn = position === 0 ? registrationDate : (boardChanges[position - 1] as string);
    const departing: CompanyRoleKind[] =
      index % 2 === 0 && position === 0 ? ['BOARD_MEMBER', 'CEO'] : ['BOARD_MEMBER'];
    for (const role of departing) {
      const personId = random.integer(1, totalPersons);
      if (taken.has(`${personId}:${role}`)) continue;
      taken.add(`${personId}:${role}`);
      roles.push({ companyId, personId, role, sharePercent: null, startedOn, endedOn });
      // The CEO who took over started the day the former one left.
      const successor = roles.find((entry) => entry.role === role && entry.endedOn === null);
      if (role === 'CEO' && successor) successor.startedOn = endedOn;
    }
  });
}

/** Where a company that moved was before: another street of its city, from a random of its own. */
function previousAddress(index: number, place: Place) {
  const random = createSeededRandom(`moved:${index}`);
  return `${place.provinceFa}، ${place.cityFa}، خیابان ${random.pick(streets)}، پلاک ${persianNumber.format(random.integer(1, 400))}`;
}

function roundCapital(value: number) {
  const magnitude = 10 ** Math.max(Math.floor(Math.log10(value)) - 1, 0);
  return Math.round(value / magnitude) * magnitude;
}

interface ReferenceData {
  places: Place[];
  isicTitles: Map<string, string>;
  names: PersianNames;
}

async function loadReferenceData(db: Database): Promise<ReferenceData> {
  const [placeRows, isicRows, names] = await Promise.all([
    db
      .select({
        provinceId: provinces.id,
        provinceFa: provinces.nameFa,
        cityId: cities.id,
        cityFa: cities.nameFa,
        registrationUnitId: registrationUnits.id,
      })
      .from(registrationUnits)
      .innerJoin(cities, eq(cities.id, registrationUnits.cityId))
      .innerJoin(provinces, eq(provinces.id, registrationUnits.provinceId))
      .orderBy(asc(registrationUnits.id)),
    db
      .select({ code: isicIndustries.code, titleFa: isicIndustries.titleFa, titleEn: isicIndustries.titleEn })
      .from(isicIndustries),
    readReferenceJson<PersianNames>('persian-names.json'),
  ]);
  return {
    places: placeRows,
    isicTitles: new Map(isicRows.map((row) => [row.code, row.titleFa ?? row.titleEn])),
    names,
  };
}

/** Tehran holds about a third of Iran's registered companies; the other provinces share the rest. */
function pickPlace(random: SeededRandom, places: Place[]): Place {
  if (random.chance(0.3)) {
    const tehran = places.filter((place) => place.cityFa === 'تهران');
    if (tehran.length > 0) return random.pick(tehran);
  }
  const provinceIds = [...new Set(places.map((place) => place.provinceId))];
  const provinceId = random.pick(provinceIds);
  const inProvince = places.filter((place) => place.provinceId === provinceId);
  // The province's capital is listed first; it gets half of the province's companies.
  return random.chance(0.5) ? (inProvince[0] as Place) : random.pick(inProvince);
}

function personRow(index: number, names: PersianNames) {
  const random = createSeededRandom(`person:${index}`);
  const female = random.chance(0.3);
  const fullName = `${random.pick(female ? names.female : names.male)} ${random.pick(names.family)}`;
  const gender: Gender = female ? 'FEMALE' : 'MALE';
  return {
    id: index + 1,
    fullName,
    searchKey: normalisePersian(fullName),
    nationalCode: datasetNationalCode(index),
    gender,
  };
}

interface CompanyBundle {
  company: CompanyRow;
  roles: RoleRow[];
  link: LinkRow | null;
  products: ProductRow[];
  trades: TradeRow[];
  events: EventRow[];
  capital: CapitalRow[];
  changes: ChangeRow[];
}

/** Every fifty-first company is a holding; later companies may belong to an earlier one. */
function isHolding(index: number) {
  return index % 51 === 0;
}

function companyBundle(
  index: number,
  total: number,
  totalPersons: number,
  reference: ReferenceData,
  latestYear: number,
): CompanyBundle {
  const random = createSeededRandom(`company:${index}`);
  const id = index + 1;
  // A steady share of petrochemical companies, so «پتروشیمی» always finds some.
  const profile: IndustryProfile =
    index % 97 === 5
      ? (industryProfiles[0] as IndustryProfile)
      : weighted(random, industryProfiles, profileWeights);
  const holding = isHolding(index);
  const legalForm = holding ? legalForms[0] : weighted(random, legalForms, legalFormWeights);
  const [stem, slug] = random.pick(nameStems);
  const [secondStem] = random.pick(nameStems);
  const activity = holding ? 'گروه صنعتی' : profile.activity;
  const baseName =
    random.chance(0.35) && secondStem !== stem ? `${activity} ${stem} ${secondStem}` : `${activity} ${stem}`;
  const name =
    legalForm.code === 'COOPERATIVE' ? `شرکت تعاونی ${baseName}` : `شرکت ${baseName} (${legalForm.fa})`;
  const place = pickPlace(random, reference.places);
  const registrationDate = isoDate(
    random.integer(1966, latestYear - 1),
    random.integer(1, 12),
    random.integer(1, 28),
  );
  const capitalRials = roundCapital((holding ? 1e10 : 1e6) * 10 ** (random.next() * (holding ? 4 : 6)));
  const roll = random.next();
  const status = roll < 0.85 ? 'ACTIVE' : roll < 0.9 ? 'LIQUIDATING' : 'DISSOLVED';
  const industryTitle = reference.isicTitles.get(profile.isicCode) ?? profile.activity;

  const company: CompanyRow = {
    id,
    name,
    searchKey: normalisePersian(name),
    nationalId: datasetLegalId(index),
    registrationNumber: datasetRegistrationNumber(index),
    registrationDate,
    registrationUnitId: place.registrationUnitId,
    legalForm: legalForm.code,
    status,
    capitalRials,
    provinceId: place.provinceId,
    cityId: place.cityId,
    address: `${place.provinceFa}، ${place.cityFa}، خیابان ${random.pick(streets)}، پلاک ${persianNumber.format(random.integer(1, 400))}`,
    postalCode: generatePostalCode(random),
    phone: '0' + random.digits(2, '123456789') + random.digits(8),
    website: random.chance(0.45) ? `https://www.${slug}${id}.ir` : null,
    email: random.chance(0.4) ? `info@${slug}${id}.ir` : null,
    about: `${baseName} در سال ${persianNumber.format(solarHijriYear(registrationDate)).replace(/٬/g, '')} در ${place.cityFa} به ثبت رسیده و در زمینه «${industryTitle}» فعالیت می‌کند.`,
    isicCode: profile.isicCode,
  };

  // People: a CEO who signs, a chair, board members and shareholders drawn from the whole pool.
  const roles: RoleRow[] = [];
  const personFor = () => random.integer(1, totalPersons);
  const ceo = Math.min(Math.floor(index * personsPerCompany) + 1, totalPersons);
  const taken = new Set<string>();
  const addRole = (personId: number, role: CompanyRoleKind, sharePercent: number | null = null) => {
    const key = `${personId}:${role}`;
    if (taken.has(key)) return;
    taken.add(key);
    roles.push({
      companyId: id,
      personId,
      role,
      sharePercent,
      startedOn: laterDate(random, registrationDate, latestYear),
      endedOn: null,
    });
  };
  addRole(ceo, 'CEO');
  addRole(ceo, 'SIGNATORY');
  addRole(personFor(), 'CHAIR');
  for (let board = random.integer(1, 3); board > 0; board--) addRole(personFor(), 'BOARD_MEMBER');
  const shareholders = random.integer(1, 3);
  let remaining = 100;
  for (let holder = 0; holder < shareholders; holder++) {
    const share =
      holder === shareholders - 1
        ? remaining
        : random.integer(10, Math.max(10, remaining - 10 * (shareholders - holder - 1)));
    remaining -= share;
    if (share > 0) addRole(holder === 0 ? ceo : personFor(), 'SHAREHOLDER', share);
  }

  let link: LinkRow | null = null;
  if (!holding && index > 51 && random.chance(0.2)) {
    const holdings = Math.floor((index - 1) / 51);
    const parentIndex = random.integer(0, holdings) * 51;
    if (parentIndex < total && parentIndex !== index) {
      const sharePercent = random.integer(20, 100);
      link = {
        parentCompanyId: parentIndex + 1,
        childCompanyId: id,
        kind: sharePercent >= 51 ? 'SUBSIDIARY' : 'SHAREHOLDING',
        sharePercent,
      };
    }
  }

  const productRows: ProductRow[] = [];
  const productNames = new Set<string>();
  for (const [productName, hsCode] of profile.products) {
    if (productNames.has(productName) || !random.chance(0.7)) continue;
    productNames.add(productName);
    const brand = random.chance(0.6) ? stem : null;
    productRows.push({
      companyId: id,
      name: productName,
      brand,
      searchKey: normalisePersian(`${productName} ${brand ?? ''}`),
      hsCode,
    });
  }

  const trades: TradeRow[] = [];
  if (profile.products.length > 0 && random.chance(profile.tradeShare)) {
    const firstYear = Math.max(
      solarHijriYear(registrationDate) + 1,
      solarHijriYear(isoDate(latestYear, 1, 1)) - 5,
    );
    const lastYear = solarHijriYear(isoDate(latestYear, 1, 1));
    const exporter = random.chance(0.5);
    for (const [, hsCode] of profile.products) {
      for (let year = firstYear; year <= lastYear; year++) {
        if (!random.chance(0.75)) continue;
        const direction = exporter
          ? random.chance(0.8)
            ? 'EXPORT'
            : 'IMPORT'
          : random.chance(0.8)
            ? 'IMPORT'
            : 'EXPORT';
        const valueUsd = Math.round(20_000 * 10 ** (random.next() * 3.5));
        const key = `${year}:${hsCode}:${direction}`;
        const country = random.pick(tradePartners);
        if (trades.some((trade) => `${trade.year}:${trade.hsCode}:${trade.direction}` === key)) continue;
        trades.push({
          companyId: id,
          year,
          hsCode,
          direction,
          valueUsd,
          weightKg: Math.round(valueUsd * (0.5 + random.next() * 3)),
          country,
        });
      }
    }
  }

  // The gazette: establishment, then a few changes in date order; capital grows to today's figure.
  const events: EventRow[] = [];
  const capital: CapitalRow[] = [];
  const capitalSteps = random.integer(0, 3);
  let capitalAt = roundCapital(capitalRials / 2 ** capitalSteps);
  let notice = 0;
  // The history of tracked fields, each change linked to the notice that announced it.
  const history: ChangeRow[] = [];
  const addChange = (field: CompanyChangeField, before: string, after: string, changedOn: string) =>
    history.push({
      companyId: id,
      field,
      before,
      after,
      changedOn,
      noticeNumber: `${id}${String(notice).padStart(2, '0')}`,
      recordedAt: new Date(`${changedOn}T09:00:00+03:30`),
    });
  const addEvent = (kind: GazetteEventKind, publishedOn: string, summary: string) => {
    notice++;
    events.push({
      companyId: id,
      kind,
      publishedOn,
      noticeNumber: `${id}${String(notice).padStart(2, '0')}`,
      summary,
    });
  };
  addEvent(
    'ESTABLISHMENT',
    registrationDate,
    `تأسیس ${baseName} با سرمایه ${persianNumber.format(capitalAt)} ریال در ${place.cityFa}`,
  );
  capital.push({ companyId: id, changedOn: registrationDate, capitalRials: capitalAt });
  let lastDate = registrationDate;
  const boardChanges: string[] = [];
  const changes: GazetteEventKind[] = [];
  for (let step = 0; step < capitalSteps; step++) changes.push('CAPITAL_CHANGE');
  if (random.chance(0.5)) changes.push('ADDRESS_CHANGE');
  if (random.chance(0.7)) changes.push('BOARD_CHANGE');
  const shuffled = changes
    .map((kind) => ({ kind, order: random.next() }))
    .sort((first, second) => first.order - second.order);
  const dates = shuffled.map(() => laterDate(random, registrationDate, latestYear)).sort();
  shuffled.forEach(({ kind }, position) => {
    const on = dates[position] as string;
    if (on <= lastDate) return;
    lastDate = on;
    if (kind === 'CAPITAL_CHANGE') {
      const previous = capitalAt;
      capitalAt *= 2;
      addEvent(
        kind,
        on,
        `افزایش سرمایه از ${persianNumber.format(previous)} به ${persianNumber.format(capitalAt)} ریال`,
      );
      capital.push({ companyId: id, changedOn: on, capitalRials: capitalAt });
      addChange('CAPITAL', String(previous), String(capitalAt), on);
    } else if (kind === 'ADDRESS_CHANGE') {
      addEvent(kind, on, `انتقال نشانی شرکت به ${company.address}`);
      addChange('ADDRESS', previousAddress(index, place), company.address as string, on);
    } else {
      addEvent(kind, on, 'انتخاب اعضای هیئت‌مدیره و تعیین سمت مدیرعامل و صاحبان امضای مجاز');
      boardChanges.push(on);
    }
  });
  addFormerOfficers(index, id, registrationDate, boardChanges, totalPersons, taken, roles);
  company.capitalRials = capitalAt;
  if (status === 'DISSOLVED') {
    const dissolvedOn = laterDate(random, lastDate, latestYear + 1);
    addEvent('DISSOLUTION', dissolvedOn, `انحلال ${baseName} و پایان تصفیه`);
    addChange('STATUS', 'LIQUIDATING', 'DISSOLVED', dissolvedOn);
  }
  return { company, roles, link, products: productRows, trades, events, capital, changes: history };
}

/**
 * One statement per table and batch: the rows travel as a single JSON parameter and PostgreSQL
 * expands them, which is many times faster than binding every value of a multi-row INSERT.
 */
async function insertRows<Table extends PgTable>(db: Database, table: Table, rows: Table['$inferInsert'][]) {
  const [first] = rows;
  if (!first) return;
  const columns = getTableColumns(table) as Record<string, Column>;
  const keys = Object.keys(first);
  const names = keys.map((key) => (columns[key] as Column).name);
  const records = rows.map((row) => {
    const record: Record<string, unknown> = {};
    keys.forEach(
      (key, position) => (record[names[position] as string] = (row as Record<string, unknown>)[key]),
    );
    return record;
  });
  const columnList = sql.raw(names.map((name) => `"${name}"`).join(', '));
  await db.execute(
    sql`INSERT INTO ${table} (${columnList}) SELECT ${columnList} FROM json_populate_recordset(NULL::${table}, ${JSON.stringify(records)}::json)`,
  );
}

async function insertBundles(db: Database, bundles: CompanyBundle[]) {
  await insertRows(
    db,
    companies,
    bundles.map((bundle) => bundle.company),
  );
  await insertRows(
    db,
    companyRoles,
    bundles.flatMap((bundle) => bundle.roles),
  );
  await insertRows(
    db,
    companyLinks,
    bundles.flatMap((bundle) => (bundle.link ? [bundle.link] : [])),
  );
  await insertRows(
    db,
    products,
    bundles.flatMap((bundle) => bundle.products),
  );
  await insertRows(
    db,
    tradeRecords,
    bundles.flatMap((bundle) => bundle.trades),
  );
  await insertRows(
    db,
    gazetteEvents,
    bundles.flatMap((bundle) => bundle.events),
  );
  await insertRows(
    db,
    capitalChanges,
    bundles.flatMap((bundle) => bundle.capital),
  );
  await insertRows(
    db,
    companyChanges,
    bundles.flatMap((bundle) => bundle.changes),
  );
}

export type DatasetStep = 'persons' | 'companies' | 'indexes';

export interface DatasetOptions {
  companies: number;
  /** The last year registrations and trade reach; fixed so the data is the same every year. */
  latestYear?: number;
  /** Called as each step advances: the persons, the companies (with everything about them), then the indexes. */
  onProgress?: (step: DatasetStep, done: number, total: number) => void;
}

const batchSize = 5000;

/**
 * Fills the empty business-data tables with a connected demo dataset: every row follows from its
 * index, so any size is deterministic and a batch is built without the ones before it. While the
 * database stores one batch the next is built, so a server-backed load keeps both sides busy.
 */
export async function generateBusinessDataset(db: Database, options: DatasetOptions) {
  const [existing] = await db.select({ value: count() }).from(companies);
  if ((existing?.value ?? 0) > 0) return;
  const reference = await loadReferenceData(db);
  // One transaction: a load that stops half-way leaves no partial dataset that the check above would take for a finished one.
  await db.transaction(async (transaction) => {
    const database = transaction as unknown as Database;
    const restoreIndexes = await dropSecondaryIndexes(database);
    await insertDataset(database, reference, options);
    await restoreIndexes((done, total) => options.onProgress?.('indexes', done, total));
    // Rows came with their ids; move the sequences past them so later inserts get fresh ones.
    await database.execute(
      sql`SELECT setval(pg_get_serial_sequence('business.companies', 'id'), (SELECT max(id) FROM business.companies))`,
    );
    await database.execute(
      sql`SELECT setval(pg_get_serial_sequence('business.persons', 'id'), (SELECT max(id) FROM business.persons))`,
    );
    // Fresh statistics, or the planner guesses the trigram indexes away and scans every row.
    await database.execute(
      sql`ANALYZE business.companies, business.persons, business.products, business.company_roles, business.company_links, business.trade_records, business.gazette_events, business.capital_changes, business.company_changes`,
    );
  });
  // The searched tables' pages marked all-visible, so that search's index-only scans read no table rows from the
  // start (a server's autovacuum would get there later; the embedded database has none). Outside the transaction:
  // VACUUM cannot run in one.
  await db.execute(sql`VACUUM business.companies, business.persons, business.products`);
}

const datasetTables = [
  'companies',
  'persons',
  'company_roles',
  'company_links',
  'products',
  'trade_records',
  'gazette_events',
  'capital_changes',
  'company_changes',
];

/**
 * Building an index once over the loaded rows is far cheaper than keeping it up to date row by row
 * (above all the trigram indexes), and checking a foreign key once is cheaper than per row. Drops the
 * dataset tables' foreign keys and indexes other than primary keys, and returns what puts them back
 * exactly as the migrations defined them.
 */
async function dropSecondaryIndexes(db: Database) {
  const foreignKeys = (
    await db.execute<{ tableName: string; name: string; definition: string }>(sql`
      SELECT conrelid::regclass::text AS "tableName", conname AS name, pg_get_constraintdef(oid) AS definition
      FROM pg_constraint
      WHERE contype = 'f' AND connamespace = 'business'::regnamespace AND conrelid::regclass::text IN ${datasetTables.map((table) => `business.${table}`)}`)
  ).rows;
  const indexes = (
    await db.execute<{ name: string; definition: string }>(sql`
      SELECT i.indexname AS name, i.indexdef AS definition
      FROM pg_indexes i
      WHERE i.schemaname = 'business' AND i.tablename IN ${datasetTables}
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname AND c.connamespace = 'business'::regnamespace)`)
  ).rows;
  for (const key of foreignKeys)
    await db.execute(sql.raw(`ALTER TABLE ${key.tableName} DROP CONSTRAINT "${key.name}"`));
  for (const index of indexes) await db.execute(sql.raw(`DROP INDEX business."${index.name}"`));
  return async (onRestored: (done: number, total: number) => void) => {
    const total = indexes.length + foreignKeys.length;
    let done = 0;
    for (const index of indexes) {
      await db.execute(sql.raw(index.definition));
      onRestored(++done, total);
    }
    for (const key of foreignKeys) {
      await db.execute(
        sql.raw(`ALTER TABLE ${key.tableName} ADD CONSTRAINT "${key.name}" ${key.definition}`),
      );
      onRestored(++done, total);
    }
  };
}

async function insertDataset(db: Database, reference: ReferenceData, options: DatasetOptions) {
  const total = options.companies;
  const latestYear = options.latestYear ?? 2025;
  const totalPersons = Math.max(Math.ceil(total * personsPerCompany), 1);
  let pending: Promise<void> = Promise.resolve();
  for (let start = 0; start < totalPersons; start += batchSize * 4) {
    const rows = [];
    for (let index = start; index < Math.min(start + batchSize * 4, totalPersons); index++)
      rows.push(personRow(index, reference.names));
    await pending;
    const done = Math.min(start + batchSize * 4, totalPersons);
    pending = insertRows(db, persons, rows).then(() => options.onProgress?.('persons', done, totalPersons));
  }
  for (let start = 0; start < total; start += batchSize) {
    const bundles: CompanyBundle[] = [];
    for (let index = start; index < Math.min(start + batchSize, total); index++)
      bundles.push(companyBundle(index, total, totalPersons, reference, latestYear));
    await pending;
    pending = insertBundles(db, bundles).then(() =>
      options.onProgress?.('companies', Math.min(start + batchSize, total), total),
    );
  }
  await pending;
}
