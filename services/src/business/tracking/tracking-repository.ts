import { and, asc, eq, isNotNull, like, sql } from 'drizzle-orm';
import { entitlementsOf, type PackageType } from '@rasad/contracts/entitlements.ts';
import type { FollowedIdentifierKind } from '@rasad/contracts/followed-identifiers.ts';
import type { Database } from '../../shared/database/open-database.ts';
import {
  companies,
  companyFollows,
  companyRoles,
  followFeedViews,
  persons,
  products,
} from '../business-data-tables.ts';
import type {
  BoardRoleKind,
  CompanyChangeField,
  CompanyRoleKind,
  GazetteEventKind,
} from '../business-fixed-sets.ts';
import { visibleChangeCondition, visibleNoticeCondition } from '../gating/visible-changes.ts';
import { normalisePersian } from '../search/persian-normalise.ts';
import { companyChanges, feedNotices, identifierFollows } from './tracking-tables.ts';

/** A gazette notice row (alias) as JSON, null when the left join found none. */
const noticeJsonText = (alias: string) =>
  `CASE WHEN ${alias}.id IS NULL THEN NULL ELSE json_build_object('id', ${alias}.id, 'kind', ${alias}.kind, 'publishedOn', ${alias}.published_on::text, 'noticeNumber', ${alias}.notice_number, 'summary', ${alias}.summary) END`;
const noticeJson = (alias: string) => sql.raw(noticeJsonText(alias));

/** A change (ch) with the notice (n) that announced it, as JSON. */
const changeJson = sql.raw(
  `json_build_object('id', ch.id, 'companyId', ch.company_id, 'field', ch.field, 'role', ch.role, 'before', ch.before, 'after', ch.after, 'changedOn', ch.changed_on::text, 'notice', ${noticeJsonText('n')})`,
);

export type GazetteNoticeRow = {
  id: number;
  kind: GazetteEventKind;
  publishedOn: string;
  noticeNumber: string;
  summary: string;
};

export type CompanyChangeRow = {
  id: number;
  companyId: number;
  field: CompanyChangeField;
  role: BoardRoleKind | null;
  before: string | null;
  after: string | null;
  changedOn: string;
  notice: GazetteNoticeRow | null;
};

export type TimelineRow = {
  kind: 'NOTICE' | 'CHANGE' | 'CUSTOMS';
  key: string;
  occurredOn: string;
  notice: GazetteNoticeRow | null;
  change: CompanyChangeRow | null;
  customs: { year: number; direction: 'IMPORT' | 'EXPORT'; valueUsd: number; records: number } | null;
};

/** The notice (n) that announced a change (ch), when the package shows that notice. */
const announcingNotice = (packageType: PackageType | null) =>
  sql`LEFT JOIN business.gazette_events n ON n.notice_number = ch.notice_number AND ${visibleNoticeCondition('n', packageType)}`;

/**
 * One company's story, newest first, as the reader's package shows it: its gazette notices (as many as the
 * package shows), its recorded changes of the facts the package shows with the notice that announced each (when
 * the package shows that notice), and its customs activity per Solar Hijri year and direction (dated at that
 * year's Nowruz; the yearly totals are on every company page).
 */
async function companyTimeline(
  db: Database,
  companyId: number,
  packageType: PackageType | null,
  limit: number,
  offset: number,
) {
  const gazetteLimit = entitlementsOf(packageType).gazetteHistory ?? 2_147_483_647;
  const { rows } = await db.execute<TimelineRow & { total: number }>(sql`
    SELECT kind, key, "occurredOn", notice, change, customs, count(*) OVER ()::int AS total FROM (
      SELECT 'NOTICE' AS kind, 'notice:' || g.id AS key, g.published_on AS "occurredOn", g.id AS tie,
        ${noticeJson('g')} AS notice, NULL::json AS change, NULL::json AS customs
      FROM (SELECT * FROM business.gazette_events WHERE company_id = ${companyId}
            ORDER BY published_on DESC, id DESC LIMIT ${gazetteLimit}) g
      UNION ALL
      SELECT 'CHANGE', 'change:' || ch.id, ch.changed_on, ch.id, NULL, ${changeJson}, NULL
      FROM business.company_changes ch
      ${announcingNotice(packageType)}
      WHERE ch.company_id = ${companyId} AND ${visibleChangeCondition('ch', packageType)}
      UNION ALL
      SELECT 'CUSTOMS', 'customs:' || t.year || ':' || t.direction, make_date(t.year + 621, 3, 21), t.year,
        NULL, NULL,
        json_build_object('year', t.year, 'direction', t.direction, 'valueUsd', sum(t.value_usd), 'records', count(*))
      FROM business.trade_records t WHERE t.company_id = ${companyId}
      GROUP BY t.year, t.direction
    ) entries
    ORDER BY "occurredOn" DESC, kind, tie DESC, key
    LIMIT ${limit} OFFSET ${offset}`);
  return {
    total: Number(rows[0]?.total ?? 0),
    entries: rows.map(({ total: _total, ...row }) => ({
      ...row,
      occurredOn: String(row.occurredOn).slice(0, 10),
    })),
  };
}

export type FeedRow = {
  key: string;
  kind: 'COMPANY_CHANGE' | 'IDENTIFIER_MATCHED' | 'SAVED_SEARCH_MATCH';
  companyId: number;
  occurredAt: string;
  change: CompanyChangeRow | null;
  identifier: { id: number; kind: FollowedIdentifierKind; label: string } | null;
  savedSearch: { id: number; name: string } | null;
};

/**
 * The viewer's tracking feed, newest first: changes of the companies they follow, companies caught by an
 * identifier they follow, and their saved searches' matches; a change (or a match made by one) only when the
 * viewer's package of today shows it, with its notice only when the package shows that notice.
 */
async function trackingFeed(
  db: Database,
  viewer: { userId: string; packageType: PackageType | null },
  limit: number,
  offset: number,
) {
  const { userId, packageType } = viewer;
  const { rows } = await db.execute<FeedRow & { total: number }>(sql`
    SELECT key, kind, "companyId", "occurredAt", change, identifier, "savedSearch", count(*) OVER ()::int AS total FROM (
      SELECT 'change:' || ch.id AS key, 'COMPANY_CHANGE' AS kind, ch.company_id AS "companyId",
        ch.recorded_at AS "occurredAt", ch.id AS tie, ${changeJson} AS change, NULL::json AS identifier, NULL::json AS "savedSearch"
      FROM business.company_changes ch
      JOIN business.company_follows f ON f.company_id = ch.company_id AND f.user_id = ${userId}
      ${announcingNotice(packageType)}
      WHERE ${visibleChangeCondition('ch', packageType)}
      UNION ALL
      SELECT 'notice:' || fn.id, fn.kind, fn.company_id, fn.created_at, fn.id,
        CASE WHEN ch.id IS NULL THEN NULL ELSE ${changeJson} END,
        CASE WHEN i.id IS NULL THEN NULL ELSE json_build_object('id', i.id, 'kind', i.kind, 'label', i.label) END,
        CASE WHEN s.id IS NULL THEN NULL ELSE json_build_object('id', s.id, 'name', s.name) END
      FROM business.feed_notices fn
      LEFT JOIN business.company_changes ch ON ch.id = fn.change_id
      ${announcingNotice(packageType)}
      LEFT JOIN business.identifier_follows i ON i.id = fn.identifier_follow_id
      LEFT JOIN business.saved_searches s ON s.id = fn.saved_search_id
      WHERE fn.user_id = ${userId} AND (ch.id IS NULL OR ${visibleChangeCondition('ch', packageType)})
    ) entries
    ORDER BY "occurredAt" DESC, tie DESC, key
    LIMIT ${limit} OFFSET ${offset}`);
  return {
    total: Number(rows[0]?.total ?? 0),
    entries: rows.map(({ total: _total, ...row }) => ({
      ...row,
      occurredAt: new Date(row.occurredAt).toISOString(),
    })),
  };
}

/** The companies an identifier names today (a brand's first 100), for a follow made after they were loaded. */
async function companiesWithIdentifier(db: Database, kind: FollowedIdentifierKind, value: string) {
  if (kind === 'BRAND') {
    // Products' search keys hold the normalised brand, so the index narrows the rows; the brand itself must match whole.
    const rows = await db
      .selectDistinct({ companyId: products.companyId, brand: products.brand })
      .from(products)
      .where(and(isNotNull(products.brand), like(products.searchKey, `%${value}%`)))
      .orderBy(products.companyId)
      .limit(1000);
    return [
      ...new Set(
        rows.filter((row) => normalisePersian(row.brand ?? '') === value).map((row) => row.companyId),
      ),
    ].slice(0, 100);
  }
  const column = kind === 'NATIONAL_ID' ? companies.nationalId : companies.postalCode;
  const rows = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(column, value))
    .orderBy(companies.id)
    .limit(100);
  return rows.map((row) => row.id);
}

export type IdentifierFollowRow = typeof identifierFollows.$inferSelect;

/** The SQL of company timelines, the tracking feed, followed identifiers and the changes an import records. */
export function trackingRepository(db: Database) {
  return {
    async companyExists(companyId: number): Promise<boolean> {
      const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
      return row !== undefined;
    },

    companyTimeline: (companyId: number, packageType: PackageType | null, limit: number, offset: number) =>
      companyTimeline(db, companyId, packageType, limit, offset),

    feed: (viewer: { userId: string; packageType: PackageType | null }, limit: number, offset: number) =>
      trackingFeed(db, viewer, limit, offset),

    /** When the user last marked the feed seen; null before the first time. */
    async feedLastSeenAt(userId: string): Promise<Date | null> {
      const [row] = await db
        .select({ lastSeenAt: followFeedViews.lastSeenAt })
        .from(followFeedViews)
        .where(eq(followFeedViews.userId, userId));
      return row?.lastSeenAt ?? null;
    },

    identifierFollowsOf: (userId: string) =>
      db
        .select()
        .from(identifierFollows)
        .where(eq(identifierFollows.userId, userId))
        .orderBy(asc(identifierFollows.id)),

    /**
     * In one transaction: the user follows the identifier (following it again keeps one), and every
     * company that has it now. The follow and the companies it caught.
     */
    followIdentifier: (follow: {
      userId: string;
      kind: FollowedIdentifierKind;
      value: string;
      label: string;
      createdAt: Date;
    }) =>
      db.transaction(async (tx) => {
        await tx.insert(identifierFollows).values(follow).onConflictDoNothing();
        const [stored] = await tx
          .select()
          .from(identifierFollows)
          .where(
            and(
              eq(identifierFollows.userId, follow.userId),
              eq(identifierFollows.kind, follow.kind),
              eq(identifierFollows.value, follow.value),
            ),
          );
        if (!stored) throw new Error('the follow was just stored');
        const matched = await companiesWithIdentifier(tx as never, follow.kind, follow.value);
        for (const companyId of matched) {
          await tx
            .insert(companyFollows)
            .values({ userId: follow.userId, companyId, followedAt: follow.createdAt })
            .onConflictDoNothing();
        }
        return { follow: stored, matchedCompanyIds: matched };
      }),

    /** Whether the user followed it. Feed entries it produced stay (the foreign key sets their link null). */
    async unfollowIdentifier(userId: string, id: number): Promise<boolean> {
      const removed = await db
        .delete(identifierFollows)
        .where(and(eq(identifierFollows.id, id), eq(identifierFollows.userId, userId)))
        .returning({ id: identifierFollows.id });
      return removed.length > 0;
    },

    /** The tracked fields of a company as they were before an import row is written; null for a new company. */
    async trackedCompany(nationalId: string) {
      const [row] = await db
        .select({
          id: companies.id,
          capitalRials: companies.capitalRials,
          address: companies.address,
          status: companies.status,
          postalCode: companies.postalCode,
        })
        .from(companies)
        .where(eq(companies.nationalId, nationalId));
      return row ?? null;
    },

    /** A role's end date before an import row is written; undefined when the role is new. */
    async trackedRole(companyId: number, personId: number, role: CompanyRoleKind) {
      const [row] = await db
        .select({ endedOn: companyRoles.endedOn })
        .from(companyRoles)
        .where(
          and(
            eq(companyRoles.companyId, companyId),
            eq(companyRoles.personId, personId),
            eq(companyRoles.role, role),
          ),
        );
      return row;
    },

    /** The person's full name; undefined when there is no such person. */
    async personFullName(personId: number): Promise<string | undefined> {
      const [person] = await db
        .select({ fullName: persons.fullName })
        .from(persons)
        .where(eq(persons.id, personId));
      return person?.fullName;
    },

    /** Stores one recorded change of a company; its id. */
    async addCompanyChange(change: typeof companyChanges.$inferInsert): Promise<number | undefined> {
      const [stored] = await db.insert(companyChanges).values(change).returning({ id: companyChanges.id });
      return stored?.id;
    },

    /** The follows of this identifier, with the user each belongs to. */
    identifierFollowers: (kind: FollowedIdentifierKind, value: string) =>
      db
        .select({ id: identifierFollows.id, userId: identifierFollows.userId })
        .from(identifierFollows)
        .where(and(eq(identifierFollows.kind, kind), eq(identifierFollows.value, value))),

    /**
     * The follower follows the company caught by their identifier, with one feed entry saying so (once per
     * identifier and company: catching the company again adds nothing).
     */
    async followCaughtCompany(follower: { id: number; userId: string }, companyId: number, now: Date) {
      await db
        .insert(companyFollows)
        .values({ userId: follower.userId, companyId, followedAt: now })
        .onConflictDoNothing();
      await db
        .insert(feedNotices)
        .values({
          userId: follower.userId,
          kind: 'IDENTIFIER_MATCHED',
          companyId,
          identifierFollowId: follower.id,
          dedupeKey: `identifier:${follower.id}:${companyId}`,
          createdAt: now,
        })
        .onConflictDoNothing();
    },
  };
}
