import type { Database } from '../../shared/database/open-database.ts';
import {
  boardRoleKinds,
  type BoardRoleKind,
  type CompanyChangeField,
  type CompanyRoleKind,
} from '../business-fixed-sets.ts';
import { matchSavedSearches } from '../saved-searches/saved-search-matching.ts';
import { trackingRepository } from './tracking-repository.ts';

export type IdentifierKind = 'NATIONAL_ID' | 'POSTAL_CODE' | 'BRAND';

/** The board's positions, asked of any role. */
const isBoardRole = (role: CompanyRoleKind): role is BoardRoleKind =>
  (boardRoleKinds as readonly CompanyRoleKind[]).includes(role);

/** What one import run knows across its tables: when it ran, and which companies it created (their people are no change). */
export interface ImportTracking {
  now: Date;
  createdCompanyIds: Set<number>;
}

export function createImportTracking(now: Date): ImportTracking {
  return { now, createdCompanyIds: new Set() };
}

/** The tracked fields of a company as they were before an import row is written; null for a new company. */
export async function trackedCompanyBefore(db: Database, nationalId: string) {
  return trackingRepository(db).trackedCompany(nationalId);
}

type TrackedCompany = NonNullable<Awaited<ReturnType<typeof trackedCompanyBefore>>> & { nationalId: string };

/** The day a change took effect and the gazette notice that announced it, when the row carries them. */
export interface Announcement {
  changedOn?: string | undefined;
  noticeNumber?: string | undefined;
}

const tehranToday = (now: Date) => new Date(now.getTime() + 210 * 60_000).toISOString().slice(0, 10);

/**
 * After a company row is written: a new company catches the identifiers users follow and the saved searches it
 * matches; an existing one gets a change per tracked field that differs (nothing when the row is the same, so a
 * second load of a file records nothing).
 */
export async function trackCompanyWrite(
  db: Database,
  before: Awaited<ReturnType<typeof trackedCompanyBefore>>,
  after: TrackedCompany,
  announcement: Announcement,
  tracking: ImportTracking,
) {
  if (!before) {
    tracking.createdCompanyIds.add(after.id);
    await attachIdentifierFollows(db, 'NATIONAL_ID', after.nationalId, after.id, tracking.now);
    if (after.postalCode)
      await attachIdentifierFollows(db, 'POSTAL_CODE', after.postalCode, after.id, tracking.now);
    await matchSavedSearches(db, after.id, null, tracking.now);
    return;
  }
  const differences: { field: CompanyChangeField; before: string | null; after: string | null }[] = [];
  if (before.capitalRials !== after.capitalRials)
    differences.push({
      field: 'CAPITAL',
      before: String(before.capitalRials),
      after: String(after.capitalRials),
    });
  if ((before.address ?? null) !== (after.address ?? null))
    differences.push({ field: 'ADDRESS', before: before.address, after: after.address });
  if (before.status !== after.status)
    differences.push({ field: 'STATUS', before: before.status, after: after.status });
  for (const difference of differences)
    await recordChange(db, after.id, { ...difference, role: null }, announcement, tracking.now);
  if (after.postalCode && after.postalCode !== before.postalCode)
    await attachIdentifierFollows(db, 'POSTAL_CODE', after.postalCode, after.id, tracking.now);
}

/** A role's end date before an import row is written; undefined when the role is new. */
export async function trackedRoleBefore(
  db: Database,
  companyId: number,
  personId: number,
  role: CompanyRoleKind,
) {
  return trackingRepository(db).trackedRole(companyId, personId, role);
}

/**
 * After a role row is written: someone joining the board of a company that existed before this import, or
 * leaving it (an end date that was not there), is a BOARD change — before is who left, after who joined.
 */
export async function trackRoleWrite(
  db: Database,
  before: Awaited<ReturnType<typeof trackedRoleBefore>>,
  after: {
    companyId: number;
    personId: number;
    role: CompanyRoleKind;
    startedOn: string;
    endedOn: string | null;
  },
  noticeNumber: string | undefined,
  tracking: ImportTracking,
) {
  const role = after.role;
  if (!isBoardRole(role) || tracking.createdCompanyIds.has(after.companyId)) return;
  const joined = before === undefined && after.endedOn === null;
  const left = after.endedOn !== null && (before === undefined || before.endedOn === null);
  if (!joined && !left) return;
  const name = (await trackingRepository(db).personFullName(after.personId)) ?? '';
  await recordChange(
    db,
    after.companyId,
    { field: 'BOARD', role, before: left ? name : null, after: joined ? name : null },
    { changedOn: left ? (after.endedOn ?? undefined) : after.startedOn, noticeNumber },
    tracking.now,
  );
}

async function recordChange(
  db: Database,
  companyId: number,
  change: {
    field: CompanyChangeField;
    role: BoardRoleKind | null;
    before: string | null;
    after: string | null;
  },
  announcement: Announcement,
  now: Date,
) {
  const storedId = await trackingRepository(db).addCompanyChange({
    companyId,
    ...change,
    changedOn: announcement.changedOn ?? tehranToday(now),
    noticeNumber: announcement.noticeNumber ?? null,
    recordedAt: now,
  });
  if (storedId !== undefined) await matchSavedSearches(db, companyId, storedId, now);
}

/**
 * Every user following this identifier now follows the company too, and gets one feed entry saying so
 * (once per identifier and company: loading the company again adds nothing).
 */
export async function attachIdentifierFollows(
  db: Database,
  kind: IdentifierKind,
  value: string,
  companyId: number,
  now: Date,
) {
  const repository = trackingRepository(db);
  for (const follower of await repository.identifierFollowers(kind, value))
    await repository.followCaughtCompany(follower, companyId, now);
}
