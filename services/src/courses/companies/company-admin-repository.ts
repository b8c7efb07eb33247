import { randomBytes } from 'node:crypto';
import {
  and,
  asc,
  count,
  countDistinct,
  desc,
  eq,
  inArray,
  isNotNull,
  max,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Database } from '../../shared/database/open-database.ts';
import { commerceRepository } from '../commerce/commerce-repository.ts';
import {
  certificates,
  courses,
  enrolments,
  examResults,
  exams,
  lessons,
  playLogs,
} from '../courses-tables.ts';
import {
  companyAccounts,
  companySegments,
  companySegmentValues,
  companyUserSegments,
  companyUsers,
  courseCredits,
  isOpenCredit,
} from './company-admin-tables.ts';
import {
  companyOwner,
  enrolmentVisibleToOwner,
  learnedAt,
  visibleToOwner,
  type LearningOwner,
} from './member-learning-visibility.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export async function companyAccountOf(db: Database, administratorUserId: string) {
  const [account] = await db
    .select()
    .from(companyAccounts)
    .where(eq(companyAccounts.administratorUserId, administratorUserId));
  return account ?? null;
}

export async function companyAccountById(db: Database, accountId: number) {
  const [account] = await db.select().from(companyAccounts).where(eq(companyAccounts.id, accountId));
  return account ?? null;
}

/** The administrator's company account, made on their first visit. */
export async function openCompanyAccount(db: Database, administratorUserId: string, now: Date) {
  await db
    .insert(companyAccounts)
    .values({ administratorUserId, name: '', createdAt: now })
    .onConflictDoNothing();
  const account = await companyAccountOf(db, administratorUserId);
  if (!account) throw new Error('company account neither made nor found');
  return account;
}

export async function companyUserOfAccount(db: Database, accountId: number, companyUserId: number) {
  const [user] = await db
    .select()
    .from(companyUsers)
    .where(and(eq(companyUsers.id, companyUserId), eq(companyUsers.companyAccountId, accountId)));
  return user ?? null;
}

export async function companyUserByUserId(db: Database, userId: string) {
  const [user] = await db.select().from(companyUsers).where(eq(companyUsers.userId, userId));
  return user ?? null;
}

async function activeSeatsTaken(transaction: Transaction, accountId: number) {
  const [row] = await transaction
    .select({ value: count() })
    .from(companyUsers)
    .where(and(eq(companyUsers.companyAccountId, accountId), eq(companyUsers.isActive, true)));
  return row?.value ?? 0;
}

export type AddUserOutcome =
  | { outcome: 'ADDED'; companyUserId: number }
  | { outcome: 'NO_SEAT' }
  | { outcome: 'IN_ANOTHER_COMPANY' }
  | { outcome: 'ALREADY_HERE'; companyUserId: number };

/** Locks the company account's row until the transaction ends: its seats are then counted and taken one by one. */
async function lockCompanyAccount(transaction: Pick<Database, 'select'>, accountId: number) {
  await transaction
    .select({ id: companyAccounts.id })
    .from(companyAccounts)
    .where(eq(companyAccounts.id, accountId))
    .for('update');
}

/**
 * Adds an account to the company while a seat is free. The account row is locked for the count, so two
 * additions at once cannot both take the last seat.
 */
export async function addCompanyUser(
  db: Database,
  input: { accountId: number; seats: number; userId: string; userName: string; fullName: string; now: Date },
): Promise<AddUserOutcome> {
  return db.transaction(async (transaction) => {
    await lockCompanyAccount(transaction, input.accountId);
    const [existing] = await transaction
      .select()
      .from(companyUsers)
      .where(eq(companyUsers.userId, input.userId));
    if (existing)
      return existing.companyAccountId === input.accountId
        ? { outcome: 'ALREADY_HERE', companyUserId: existing.id }
        : { outcome: 'IN_ANOTHER_COMPANY' };
    if ((await activeSeatsTaken(transaction, input.accountId)) >= input.seats) return { outcome: 'NO_SEAT' };
    const [created] = await transaction
      .insert(companyUsers)
      .values({
        companyAccountId: input.accountId,
        userId: input.userId,
        userName: input.userName,
        fullName: input.fullName,
        createdAt: input.now,
      })
      // Another company may add the same person at this moment (its row lock is not ours): the key decides.
      .onConflictDoNothing()
      .returning({ id: companyUsers.id });
    return created ? { outcome: 'ADDED', companyUserId: created.id } : { outcome: 'IN_ANOTHER_COMPANY' };
  });
}

/** Turns a user on or off; turning on takes a seat, so it is refused when none is free. */
export async function setUserActivation(
  db: Database,
  input: {
    accountId: number;
    seats: number;
    companyUserId: number;
    isActive: boolean;
    creditActive?: boolean;
  },
) {
  return db.transaction(async (transaction) => {
    await lockCompanyAccount(transaction, input.accountId);
    const [user] = await transaction
      .select()
      .from(companyUsers)
      .where(
        and(eq(companyUsers.id, input.companyUserId), eq(companyUsers.companyAccountId, input.accountId)),
      );
    if (!user) return 'NOT_FOUND' as const;
    if (
      input.isActive &&
      !user.isActive &&
      (await activeSeatsTaken(transaction, input.accountId)) >= input.seats
    )
      return 'NO_SEAT' as const;
    await transaction
      .update(companyUsers)
      .set({
        isActive: input.isActive,
        ...(input.creditActive === undefined ? {} : { creditActive: input.creditActive }),
      })
      .where(eq(companyUsers.id, user.id));
    return { userId: user.userId };
  });
}

export async function setCreditActivation(
  db: Database,
  accountId: number,
  companyUserId: number,
  creditActive: boolean,
) {
  const [updated] = await db
    .update(companyUsers)
    .set({ creditActive })
    .where(and(eq(companyUsers.id, companyUserId), eq(companyUsers.companyAccountId, accountId)))
    .returning({ id: companyUsers.id });
  return updated !== undefined;
}

export async function setFullName(db: Database, accountId: number, companyUserId: number, fullName: string) {
  const [updated] = await db
    .update(companyUsers)
    .set({ fullName })
    .where(and(eq(companyUsers.id, companyUserId), eq(companyUsers.companyAccountId, accountId)))
    .returning({ id: companyUsers.id });
  return updated !== undefined;
}

export async function seatsTaken(db: Database, accountId: number) {
  return db.transaction((transaction) => activeSeatsTaken(transaction, accountId));
}

/** Two optional segment/value filters, as the spec's segmentId1/segmentValueId1/segmentId2/segmentValueId2. */
export interface SegmentFilter {
  segmentId: number;
  segmentValueId: number;
}

function segmentConditions(filters: readonly SegmentFilter[]): SQL[] {
  return filters.map(
    (filter) =>
      sql`exists (select 1 from ${companyUserSegments} where ${companyUserSegments.companyUserId} = ${companyUsers.id} and ${companyUserSegments.segmentId} = ${filter.segmentId} and ${companyUserSegments.segmentValueId} = ${filter.segmentValueId})`,
  );
}

/** A page of the company's users by name (all of them without `page`), and how many match in all. */
export async function listCompanyUsers(
  db: Database,
  accountId: number,
  filters: readonly SegmentFilter[],
  only: { isActive?: boolean | undefined; hasCreditRequest?: boolean | undefined },
  page?: { offset: number; limit: number },
) {
  // A course credit the user asked for that waits for the administrator's answer (not given, not stopped).
  const creditRequested = sql`exists (select 1 from ${courseCredits} where ${courseCredits.userId} = ${companyUsers.userId}
    and ${courseCredits.state} = 'REQUESTED' and ${courseCredits.isActive})`;
  const matching = and(
    eq(companyUsers.companyAccountId, accountId),
    only.isActive === undefined ? undefined : eq(companyUsers.isActive, only.isActive),
    only.hasCreditRequest === undefined
      ? undefined
      : only.hasCreditRequest
        ? creditRequested
        : sql`not ${creditRequested}`,
    ...segmentConditions(filters),
  );
  const byName = db
    .select()
    .from(companyUsers)
    .where(matching)
    .orderBy(asc(companyUsers.fullName), asc(companyUsers.id));
  const users = page ? await byName.offset(page.offset).limit(page.limit) : await byName;
  // A short page ends the list, so it gives the count, unless it is empty because it starts past the end.
  const pageEndsList = !page || (users.length < page.limit && (users.length > 0 || page.offset === 0));
  const total = pageEndsList
    ? (page?.offset ?? 0) + users.length
    : ((await db.select({ value: count() }).from(companyUsers).where(matching))[0]?.value ?? 0);
  const segmentsByUser = await userSegmentValues(
    db,
    users.map((user) => user.id),
  );
  return { users: users.map((user) => ({ ...user, segments: segmentsByUser.get(user.id) ?? [] })), total };
}

export async function userSegmentValues(db: Database, companyUserIds: readonly number[]) {
  const result = new Map<
    number,
    { segmentId: number; segmentName: string; segmentValueId: number; valueName: string }[]
  >();
  if (companyUserIds.length === 0) return result;
  const rows = await db
    .select({
      companyUserId: companyUserSegments.companyUserId,
      segmentId: companySegments.id,
      segmentName: companySegments.name,
      segmentValueId: companySegmentValues.id,
      valueName: companySegmentValues.name,
    })
    .from(companyUserSegments)
    .innerJoin(companySegments, eq(companySegments.id, companyUserSegments.segmentId))
    .innerJoin(companySegmentValues, eq(companySegmentValues.id, companyUserSegments.segmentValueId))
    .where(inArray(companyUserSegments.companyUserId, [...companyUserIds]))
    .orderBy(asc(companySegments.id));
  for (const { companyUserId, ...value } of rows)
    result.set(companyUserId, [...(result.get(companyUserId) ?? []), value]);
  return result;
}

export async function segmentsOf(db: Database, accountId: number) {
  const segments = await db
    .select()
    .from(companySegments)
    .where(eq(companySegments.companyAccountId, accountId))
    .orderBy(asc(companySegments.id));
  const values =
    segments.length === 0
      ? []
      : await db
          .select()
          .from(companySegmentValues)
          .where(
            inArray(
              companySegmentValues.segmentId,
              segments.map((segment) => segment.id),
            ),
          )
          .orderBy(asc(companySegmentValues.id));
  return segments.map((segment) => ({
    id: segment.id,
    name: segment.name,
    values: values
      .filter((value) => value.segmentId === segment.id)
      .map((value) => ({ id: value.id, name: value.name })),
  }));
}

/** A segment of the account by name, with the named values added; existing names are kept, not repeated. */
export async function addSegment(
  db: Database,
  accountId: number,
  name: string,
  valueNames: readonly string[],
) {
  return db.transaction(async (transaction) => {
    await transaction
      .insert(companySegments)
      .values({ companyAccountId: accountId, name })
      .onConflictDoNothing();
    const [segment] = await transaction
      .select()
      .from(companySegments)
      .where(and(eq(companySegments.companyAccountId, accountId), eq(companySegments.name, name)));
    if (!segment) throw new Error('segment neither made nor found');
    if (valueNames.length > 0) {
      await transaction
        .insert(companySegmentValues)
        .values(valueNames.map((valueName) => ({ segmentId: segment.id, name: valueName })))
        .onConflictDoNothing();
    }
    return segment.id;
  });
}

/** Sets a user's value in a segment; the user, segment and value must all belong to the account. */
export async function setUserSegmentValue(
  db: Database,
  input: { accountId: number; companyUserId: number; segmentId: number; segmentValueId: number },
) {
  const [value] = await db
    .select({ id: companySegmentValues.id })
    .from(companySegmentValues)
    .innerJoin(companySegments, eq(companySegments.id, companySegmentValues.segmentId))
    .where(
      and(
        eq(companySegmentValues.id, input.segmentValueId),
        eq(companySegments.id, input.segmentId),
        eq(companySegments.companyAccountId, input.accountId),
      ),
    );
  const user = await companyUserOfAccount(db, input.accountId, input.companyUserId);
  if (!value || !user) return false;
  await db
    .insert(companyUserSegments)
    .values({ companyUserId: user.id, segmentId: input.segmentId, segmentValueId: input.segmentValueId })
    .onConflictDoUpdate({
      target: [companyUserSegments.companyUserId, companyUserSegments.segmentId],
      set: { segmentValueId: input.segmentValueId },
    });
  return true;
}

/** A course's id and how many days an enrolment in it lasts; null when there is no such course. */
export async function courseAccess(db: Database, courseId: number) {
  const [course] = await db
    .select({ id: courses.id, accessDays: courses.accessDays })
    .from(courses)
    .where(eq(courses.id, courseId));
  return course ?? null;
}

export async function courseExists(db: Database, courseId: number) {
  const [course] = await db.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId));
  return course !== undefined;
}

/**
 * Course credits of one user, newest first, with the course title: all of them for the user themselves, or only
 * the owner's own when a company administrator or mentor (`owner`) reads them.
 */
export async function creditsOfUser(db: Database, userId: string, owner?: LearningOwner) {
  return db
    .select({ credit: courseCredits, titleFa: courses.titleFa, titleEn: courses.titleEn })
    .from(courseCredits)
    .innerJoin(courses, eq(courses.id, courseCredits.courseId))
    .where(and(eq(courseCredits.userId, userId), owner?.credits))
    .orderBy(desc(courseCredits.id));
}

/** The owner's course credits of several users at once (a list screen's), newest first, grouped by user. */
export async function creditsOfUsers(db: Database, userIds: readonly string[], owner: LearningOwner) {
  const byUser = new Map<string, Awaited<ReturnType<typeof creditsOfUser>>>();
  if (userIds.length === 0) return byUser;
  const rows = await db
    .select({ credit: courseCredits, titleFa: courses.titleFa, titleEn: courses.titleEn })
    .from(courseCredits)
    .innerJoin(courses, eq(courses.id, courseCredits.courseId))
    .where(and(inArray(courseCredits.userId, [...userIds]), owner.credits))
    .orderBy(desc(courseCredits.id));
  for (const row of rows) byUser.set(row.credit.userId, [...(byUser.get(row.credit.userId) ?? []), row]);
  return byUser;
}

/** The owner's own course credits of the given users, newest first, with the course title. */
export async function creditsGivenBy(db: Database, owner: LearningOwner, userIds: readonly string[]) {
  if (userIds.length === 0) return [];
  return db
    .select({ credit: courseCredits, titleFa: courses.titleFa, titleEn: courses.titleEn })
    .from(courseCredits)
    .innerJoin(courses, eq(courses.id, courseCredits.courseId))
    .where(and(owner.credits, inArray(courseCredits.userId, [...userIds])))
    .orderBy(desc(courseCredits.id));
}

/**
 * Gives a credit for a course: a request the user made is granted, otherwise a new credit is made. A user
 * already holding an open credit for the course keeps that one (and its days are updated). One statement,
 * an upsert on the open-credit index, so that grants sent at once (a double tap, a retried request) meet in
 * the index and give one credit instead of one failing on it.
 */
export async function grantCredit(
  db: Database,
  input: {
    source: 'COMPANY' | 'MENTOR';
    companyAccountId: number | null;
    grantorUserId: string;
    userId: string;
    courseId: number;
    days: number;
    now: Date;
  },
) {
  const grant = {
    source: input.source,
    companyAccountId: input.companyAccountId,
    grantorUserId: input.grantorUserId,
    days: input.days,
    state: 'GRANTED' as const,
    grantedAt: input.now,
    isActive: true,
  };
  const [granted] = await db
    .insert(courseCredits)
    .values({ ...grant, userId: input.userId, courseId: input.courseId })
    .onConflictDoUpdate({
      target: [courseCredits.userId, courseCredits.courseId],
      targetWhere: isOpenCredit(courseCredits.state),
      set: grant,
    })
    .returning();
  return granted!;
}

/** A company user asks for a course; the administrator sees it among the user's credits and may grant it. */
export async function requestCredit(
  db: Database,
  input: {
    companyAccountId: number;
    administratorUserId: string;
    userId: string;
    courseId: number;
    days: number;
    now: Date;
  },
) {
  const [created] = await db
    .insert(courseCredits)
    .values({
      source: 'COMPANY',
      companyAccountId: input.companyAccountId,
      grantorUserId: input.administratorUserId,
      userId: input.userId,
      courseId: input.courseId,
      days: input.days,
      state: 'REQUESTED',
      requestedAt: input.now,
    })
    .onConflictDoNothing()
    .returning();
  return created ?? null;
}

/** Changes days or activity of a credit the caller gave (an administrator's or a mentor's); used credits stay as they were. */
export async function changeCredit(
  db: Database,
  input: { creditId: number; grantorUserId: string; days?: number; isActive?: boolean },
) {
  const [updated] = await db
    .update(courseCredits)
    .set({
      ...(input.days === undefined ? {} : { days: input.days }),
      ...(input.isActive === undefined ? {} : { isActive: input.isActive }),
    })
    .where(
      and(
        eq(courseCredits.id, input.creditId),
        eq(courseCredits.grantorUserId, input.grantorUserId),
        inArray(courseCredits.state, ['REQUESTED', 'GRANTED']),
      ),
    )
    .returning();
  return updated ?? null;
}

/**
 * Enrols the learner with their granted, active credit for the course, once: the credit leaves GRANTED in
 * the same statement that claims it, so a replay or a second tab finds nothing to use.
 */
export async function enrolWithCredit(
  db: Database,
  input: {
    userId: string;
    courseId: number;
    learnerName: string;
    now: Date;
    mayUse: (credit: typeof courseCredits.$inferSelect) => Promise<boolean>;
  },
) {
  const [credit] = await db
    .select()
    .from(courseCredits)
    .where(
      and(
        eq(courseCredits.userId, input.userId),
        eq(courseCredits.courseId, input.courseId),
        eq(courseCredits.state, 'GRANTED'),
        eq(courseCredits.isActive, true),
      ),
    );
  if (!credit || !(await input.mayUse(credit))) return null;
  return db.transaction(async (transaction) => {
    const [claimed] = await transaction
      .update(courseCredits)
      .set({ state: 'USED', usedAt: input.now })
      .where(and(eq(courseCredits.id, credit.id), eq(courseCredits.state, 'GRANTED')))
      .returning();
    if (!claimed) return null;
    const [course] = await transaction
      .select({ deviceLimit: courses.deviceLimit })
      .from(courses)
      .where(eq(courses.id, input.courseId));
    // One upsert: a gift or a purchase for the course landing at this moment adds its days to the same enrolment.
    const enrolment = await commerceRepository(transaction).enrolOrExtend(
      {
        userId: input.userId,
        course: { id: input.courseId, deviceLimit: course?.deviceLimit ?? 1 },
        learnerName: input.learnerName,
      },
      claimed.days,
      input.now,
    );
    const enrolmentId = enrolment!.id;
    await transaction.update(courseCredits).set({ enrolmentId }).where(eq(courseCredits.id, claimed.id));
    return { courseId: input.courseId, expiresAt: enrolment!.expiresAt };
  });
}

/**
 * Per company user (filtered by segments): enrolment, lessons watched of the course's lessons, last activity,
 * certificate, and their latest passed exam result (for the administrator to issue a certificate from) — each
 * only from the moment the user joined the company (`visibleToOwner`).
 */
export async function progressReport(
  db: Database,
  accountId: number,
  courseId: number,
  filters: readonly SegmentFilter[],
) {
  const { users } = await listCompanyUsers(db, accountId, filters, {});
  const userIds = users.map((user) => user.userId);
  const owner = companyOwner(accountId);
  const [lessonTotal] = await db
    .select({ value: count() })
    .from(lessons)
    .where(eq(lessons.courseId, courseId));
  if (userIds.length === 0) return { lessonCount: lessonTotal?.value ?? 0, rows: [] };
  const [watched, enrolled, certified, passed] = await Promise.all([
    db
      .select({
        userId: playLogs.userId,
        lessonsWatched: countDistinct(playLogs.lessonId),
        lastActivity: max(playLogs.loggedAt),
      })
      .from(playLogs)
      .where(
        and(
          eq(playLogs.courseId, courseId),
          inArray(playLogs.userId, userIds),
          eq(playLogs.completed, true),
          visibleToOwner(owner, playLogs.userId, learnedAt.playLog),
        ),
      )
      .groupBy(playLogs.userId),
    db
      .select({ userId: enrolments.userId, expiresAt: enrolments.expiresAt })
      .from(enrolments)
      .where(
        and(
          eq(enrolments.courseId, courseId),
          inArray(enrolments.userId, userIds),
          enrolmentVisibleToOwner(owner),
        ),
      ),
    db
      .select({ userId: certificates.userId, code: certificates.code })
      .from(certificates)
      .where(
        and(
          eq(certificates.courseId, courseId),
          inArray(certificates.userId, userIds),
          isNotNull(certificates.code),
          visibleToOwner(owner, certificates.userId, learnedAt.certificate),
        ),
      ),
    db
      .select({ userId: examResults.userId, examResultId: max(examResults.id) })
      .from(examResults)
      .innerJoin(exams, eq(exams.id, examResults.examId))
      .where(
        and(
          eq(exams.courseId, courseId),
          inArray(examResults.userId, userIds),
          eq(examResults.passed, true),
          visibleToOwner(owner, examResults.userId, learnedAt.examResult),
        ),
      )
      .groupBy(examResults.userId),
  ]);
  const byUser = <Row extends { userId: string }>(rows: Row[]) =>
    new Map(rows.map((row) => [row.userId, row]));
  const watchedBy = byUser(watched);
  const enrolledBy = byUser(enrolled);
  const certifiedBy = byUser(certified);
  const passedBy = byUser(passed);
  const lessonCount = lessonTotal?.value ?? 0;
  return {
    lessonCount,
    rows: users.map((user) => {
      const progress = watchedBy.get(user.userId);
      const lessonsWatched = progress?.lessonsWatched ?? 0;
      return {
        companyUserId: user.id,
        fullName: user.fullName,
        userName: user.userName,
        isActive: user.isActive,
        segments: user.segments,
        enrolled: enrolledBy.has(user.userId),
        lessonsWatched,
        percent: lessonCount === 0 ? 0 : Math.round((100 * lessonsWatched) / lessonCount),
        lastActivityAt: progress?.lastActivity ? new Date(progress.lastActivity) : null,
        certificateCode: certifiedBy.get(user.userId)?.code ?? null,
        passedExamResultId: passedBy.get(user.userId)?.examResultId ?? null,
      };
    }),
  };
}

/**
 * An exam result of one of the account's users that the company may see (handed in since the user joined it), with
 * what a certificate needs; null otherwise.
 */
export async function companyExamResult(db: Database, accountId: number, examResultId: number) {
  const [row] = await db
    .select({ result: examResults, courseId: exams.courseId, fullName: companyUsers.fullName })
    .from(examResults)
    .innerJoin(exams, eq(exams.id, examResults.examId))
    .innerJoin(companyUsers, eq(companyUsers.userId, examResults.userId))
    .where(
      and(
        eq(examResults.id, examResultId),
        eq(companyUsers.companyAccountId, accountId),
        visibleToOwner(companyOwner(accountId), examResults.userId, learnedAt.examResult),
      ),
    );
  return row ?? null;
}

/**
 * The user's certificate for the course as the owner issuing it may see it: the one already issued (and earned
 * since the user joined the owner), or a new one for this passed result. A certificate from before the user joined
 * stays private, so a pass since then gets a certificate of its own instead of the earlier one's code.
 */
export async function certificateForResult(
  db: Database,
  input: {
    owner: LearningOwner;
    userId: string;
    courseId: number;
    examResultId: number;
    learnerName: string;
    scorePercent: number;
    now: Date;
  },
) {
  const [existing] = await db
    .select({ code: certificates.code })
    .from(certificates)
    .where(
      and(
        eq(certificates.userId, input.userId),
        eq(certificates.courseId, input.courseId),
        visibleToOwner(input.owner, certificates.userId, learnedAt.certificate),
      ),
    )
    .orderBy(asc(certificates.issuedAt), asc(certificates.id))
    .limit(1);
  if (existing) return { code: existing.code, created: false };
  const code = `RSD-${randomBytes(5).toString('hex').toUpperCase()}`;
  const [created] = await db
    .insert(certificates)
    .values({
      code,
      examResultId: input.examResultId,
      userId: input.userId,
      learnerName: input.learnerName,
      courseId: input.courseId,
      scorePercent: input.scorePercent,
      issuedAt: input.now,
    })
    .onConflictDoNothing()
    .returning({ code: certificates.code });
  if (created) return { code: created.code, created: true };
  const [raced] = await db
    .select({ code: certificates.code })
    .from(certificates)
    .where(eq(certificates.examResultId, input.examResultId));
  if (!raced) throw new Error('certificate neither made nor found');
  return { code: raced.code, created: false };
}
