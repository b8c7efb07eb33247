import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { generatePostalCode } from '../../seed/iranian-identifiers.ts';
import { createSeededRandom, type SeededRandom } from '../../seed/seeded-random.ts';
import type { Database } from '../../shared/database/open-database.ts';
import {
  datasetLegalId,
  datasetRegistrationNumber,
  solarHijriYear,
} from '../dataset/generate-business-dataset.ts';
import { industryProfiles, legalForms, nameStems, streets } from '../dataset/dataset-vocabulary.ts';
import type { ImportFiles } from '../import/import-business-data.ts';
import type { importRowSchemas } from '../import/import-row-schemas.ts';
import { advancedSearchQuerySchema, type AdvancedQuery } from '../search/advanced-search-query.ts';
import { advancedSearchCondition } from '../search/advanced-search-repository.ts';
import { feedFolders } from './data-feed-runner.ts';
import { demoFeedRepository, type CompanyAsImported, type DemoPlace } from './demo-feed-repository.ts';
import type { z } from 'zod';

type CompanyRow = z.input<(typeof importRowSchemas)['companies']>;
type GazetteRow = z.input<(typeof importRowSchemas)['gazette']>;
type CapitalRow = z.input<(typeof importRowSchemas)['capital']>;

const persianNumber = new Intl.NumberFormat('fa-IR', { useGrouping: false });
const persianAmount = new Intl.NumberFormat('fa-IR');

/** New demo companies take dataset indexes from here on: far past any generated dataset (5 million at most). */
const firstNewCompanyIndex = 70_000_000;
const newCompanyIndexes = 9_000_000;

/** How many followed companies and saved searches one batch touches at most. */
const followedPerBatch = 3;
const searchesPerBatch = 3;

const tehranToday = (now: Date) => new Date(now.getTime() + 210 * 60_000).toISOString().slice(0, 10);

/** A gazette notice number of the demo feed: 77, the slot, two digits of position — clear of the dataset's (at most 9 digits). */
function noticeNumber(slot: number, position: number) {
  return `77${String(slot % 100_000_000).padStart(8, '0')}${String(position).padStart(2, '0')}`;
}

function companyRow(company: CompanyAsImported): CompanyRow {
  const optional = <Key extends string, Value>(key: Key, value: Value | null) =>
    (value === null ? {} : { [key]: value }) as Partial<Record<Key, Value>>;
  return {
    nationalId: company.nationalId,
    name: company.name,
    registrationNumber: company.registrationNumber,
    registrationDate: company.registrationDate,
    legalForm: company.legalForm as CompanyRow['legalForm'],
    status: company.status as CompanyRow['status'],
    capitalRials: company.capitalRials,
    ...optional('province', company.province),
    ...optional('city', company.city),
    ...optional('address', company.address),
    ...optional('postalCode', company.postalCode),
    ...optional('phone', company.phone),
    ...optional('website', company.website),
    ...optional('email', company.email),
    ...optional('about', company.about),
    ...optional('isicCode', company.isicCode),
  };
}

function roundCapital(value: number) {
  const magnitude = 10 ** Math.max(Math.floor(Math.log10(value)) - 1, 0);
  return Math.round(value / magnitude) * magnitude;
}

interface Batch {
  companies: CompanyRow[];
  gazette: GazetteRow[];
  capital: CapitalRow[];
}

/** A notice changing one company the batch touches: its capital raised, or its address moved, in turn. */
function addChange(batch: Batch, company: CompanyAsImported, slot: number, position: number, today: string) {
  const random = createSeededRandom(`demo-feed:${slot}:${company.id}`);
  const number = noticeNumber(slot, position);
  if ((slot + position) % 2 === 0 || company.city === null) {
    const capitalRials = roundCapital(
      Math.max(company.capitalRials, 1_000_000) * (1.1 + random.next() * 0.9),
    );
    batch.companies.push({ ...companyRow(company), capitalRials, changedOn: today, noticeNumber: number });
    batch.capital.push({ companyNationalId: company.nationalId, changedOn: today, capitalRials });
    batch.gazette.push({
      companyNationalId: company.nationalId,
      kind: 'CAPITAL_CHANGE',
      publishedOn: today,
      noticeNumber: number,
      summary: `سرمایهٔ ${company.name} از ${persianAmount.format(company.capitalRials)} به ${persianAmount.format(capitalRials)} ریال افزایش یافت.`,
    });
    return;
  }
  const address = `${company.province}، ${company.city}، خیابان ${random.pick(streets)}، پلاک ${persianNumber.format(random.integer(1, 400))}`;
  batch.companies.push({ ...companyRow(company), address, changedOn: today, noticeNumber: number });
  batch.gazette.push({
    companyNationalId: company.nationalId,
    kind: 'ADDRESS_CHANGE',
    publishedOn: today,
    noticeNumber: number,
    summary: `نشانی ${company.name} به «${address}» تغییر یافت.`,
  });
}

/**
 * A company registered today, made by the dataset generator's rules (a valid national ID of an index no generated
 * dataset reaches, names from its vocabulary); shaped to a saved search's simple filters when one is given, so the
 * search's owner sees it arrive.
 */
function newCompany(
  random: SeededRandom,
  index: number,
  places: DemoPlace[],
  today: string,
  filters: AdvancedQuery | undefined,
): CompanyRow {
  const profile =
    industryProfiles.find(
      (candidate) => filters?.isicCode && candidate.isicCode.startsWith(filters.isicCode),
    ) ?? random.pick(industryProfiles);
  const legalForm = legalForms.find((form) => form.code === filters?.legalForm) ?? random.pick(legalForms);
  const [stem, slug] = random.pick(nameStems);
  const baseName = `${profile.activity} ${stem} نو`;
  const name =
    legalForm.code === 'COOPERATIVE' ? `شرکت تعاونی ${baseName}` : `شرکت ${baseName} (${legalForm.fa})`;
  const place = random.pick(places);
  const low = filters?.capitalMin ?? 1_000_000_000;
  const high = Math.max(low, filters?.capitalMax ?? low * 50);
  const capitalRials = Math.min(high, Math.max(low, roundCapital(low + random.next() * (high - low))));
  const registeredOn =
    filters?.registeredTo !== undefined && filters.registeredTo < today ? filters.registeredTo : today;
  return {
    nationalId: datasetLegalId(index),
    name,
    registrationNumber: datasetRegistrationNumber(index),
    registrationDate: registeredOn,
    legalForm: legalForm.code,
    status: filters?.status ?? 'ACTIVE',
    capitalRials,
    province: place.province,
    city: place.city,
    address: `${place.province}، ${place.city}، خیابان ${random.pick(streets)}، پلاک ${persianNumber.format(random.integer(1, 400))}`,
    postalCode: generatePostalCode(random),
    phone: '0' + random.digits(2, '123456789') + random.digits(8),
    website: `https://www.${slug}${index}.ir`,
    about: `${baseName} در سال ${persianNumber.format(solarHijriYear(registeredOn))} در ${place.city} به ثبت رسیده است.`,
    isicCode: profile.isicCode,
  };
}

function jsonLines(rows: readonly object[]) {
  return rows.map((row) => JSON.stringify(row)).join('\n') + '\n';
}

/**
 * One batch of the demo feed for time slot `slot` (the slot number makes it: the same slot gives the same rows, so a
 * batch loaded twice changes nothing): a change notice for companies users follow, one for a company each recent
 * saved search finds, and one or two new companies — the first shaped to a saved search. With nobody following or
 * saving anything, two companies across the dataset change instead, so the timelines still move.
 */
export async function demoFeedBatch(db: Database, slot: number, now: Date): Promise<ImportFiles> {
  const repository = demoFeedRepository(db);
  const today = tehranToday(now);
  const batch: Batch = { companies: [], gazette: [], capital: [] };
  const touched = new Set<number>();
  const searches = (await repository.savedSearches(searchesPerBatch)).flatMap((search) => {
    const filters = advancedSearchQuerySchema.safeParse(search.filters);
    return filters.success ? [filters.data] : [];
  });

  const targets = await repository.followedCompanyIds(followedPerBatch);
  for (const filters of searches) {
    const found = await repository.companiesMeeting(advancedSearchCondition(filters), 20);
    if (found.length > 0) targets.push(found[slot % found.length] as number);
  }
  if (targets.length === 0)
    for (const step of [slot % 97, (slot * 31 + 50) % 97]) {
      const id = await repository.companyIdAt(step, 97);
      if (id !== null) targets.push(id);
    }
  for (const id of targets) {
    if (touched.has(id)) continue;
    touched.add(id);
    const company = await repository.companyAsImported(id);
    if (company) addChange(batch, company, slot, touched.size, today);
  }

  const random = createSeededRandom(`demo-feed:new:${slot}`);
  const newCount = 1 + (slot % 2);
  for (let position = 0; position < newCount; position++) {
    const filters = position === 0 ? searches[0] : undefined;
    let places = await repository.places({ provinceId: filters?.provinceId, cityId: filters?.cityId });
    if (places.length === 0) places = await repository.places({});
    if (places.length === 0) break;
    const index = firstNewCompanyIndex + ((slot * 2 + position) % newCompanyIndexes);
    const company = newCompany(random, index, places, today, filters);
    batch.companies.push(company);
    batch.gazette.push({
      companyNationalId: company.nationalId,
      kind: 'ESTABLISHMENT',
      publishedOn: today,
      noticeNumber: noticeNumber(slot, 50 + position),
      summary: `آگهی تأسیس ${company.name} به شمارهٔ ثبت ${persianNumber.format(Number(company.registrationNumber))}.`,
    });
  }
  const files: ImportFiles = {};
  if (batch.companies.length > 0) files.companies = jsonLines(batch.companies);
  if (batch.gazette.length > 0) files.gazette = jsonLines(batch.gazette);
  if (batch.capital.length > 0) files.capital = jsonLines(batch.capital);
  return files;
}

/** Whether a batch of this name is waiting, being loaded (claimed under processing/) or was loaded already. */
async function batchKnown(folder: string, name: string) {
  const [waiting, processing, done, rejected] = await Promise.all(
    ['', feedFolders.processing, feedFolders.done, feedFolders.rejected].map((sub) =>
      readdir(path.join(folder, sub)).catch(() => [] as string[]),
    ),
  );
  return (
    waiting!.includes(name) ||
    processing!.some((claim) => claim.endsWith(`~${name}`)) ||
    done!.includes(name) ||
    rejected!.includes(name)
  );
}

/**
 * Writes a demo batch into the watched folder as the import command's folder of `<table>.jsonl` files: made under a
 * name the runner skips (a leading dot), then renamed into place in one step, so no runner reads half of it. Returns
 * the batch's name, or null when a batch of that name is already there (waiting, being loaded or loaded): each slot's
 * batch is written once, as a second one would change the same companies again.
 */
export async function writeDemoFeedBatch(
  folder: string,
  name: string,
  files: ImportFiles,
): Promise<string | null> {
  if (await batchKnown(folder, name)) return null;
  const partial = path.join(folder, `.${name}.${process.pid}.partial`);
  await mkdir(partial, { recursive: true });
  try {
    for (const [table, text] of Object.entries(files))
      await writeFile(path.join(partial, `${table}.jsonl`), text);
    await rename(partial, path.join(folder, name));
    return name;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST' || code === 'ENOTEMPTY') return null;
    throw error;
  } finally {
    await rm(partial, { recursive: true, force: true });
  }
}
