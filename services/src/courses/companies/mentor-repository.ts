import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../shared/database/open-database.ts';
import { courses, lessons, playLogs } from '../courses-tables.ts';
import { mentors, mentorSubUsers } from './company-admin-tables.ts';
import { learnedAt, mentorOwner, visibleToOwner } from './member-learning-visibility.ts';

export async function mentorOf(db: Database, userId: string) {
  const [mentor] = await db.select().from(mentors).where(eq(mentors.userId, userId));
  return mentor ?? null;
}

export async function subUsersOf(db: Database, mentorUserId: string) {
  return db
    .select()
    .from(mentorSubUsers)
    .where(eq(mentorSubUsers.mentorUserId, mentorUserId))
    .orderBy(desc(mentorSubUsers.createdAt));
}

export async function subUserOf(db: Database, mentorUserId: string, subUserId: string) {
  const [row] = await db
    .select()
    .from(mentorSubUsers)
    .where(and(eq(mentorSubUsers.mentorUserId, mentorUserId), eq(mentorSubUsers.subUserId, subUserId)));
  return row ?? null;
}

export async function mentorOfSubUser(db: Database, subUserId: string) {
  const [row] = await db.select().from(mentorSubUsers).where(eq(mentorSubUsers.subUserId, subUserId));
  return row ?? null;
}

/** Adds a sub-user while the mentor has room; the mentor's row is locked for the count, so parallel additions cannot overfill. */
export async function addSubUser(
  db: Database,
  input: {
    mentorUserId: string;
    maxSubUsers: number;
    subUserId: string;
    userName: string;
    fullName: string;
    now: Date;
  },
) {
  return db.transaction(async (transaction) => {
    await transaction
      .select({ userId: mentors.userId })
      .from(mentors)
      .where(eq(mentors.userId, input.mentorUserId))
      .for('update');
    const [existing] = await transaction
      .select()
      .from(mentorSubUsers)
      .where(eq(mentorSubUsers.subUserId, input.subUserId));
    if (existing)
      return existing.mentorUserId === input.mentorUserId
        ? ('ALREADY_HERE' as const)
        : ('OTHER_MENTOR' as const);
    const [taken] = await transaction
      .select({ value: count() })
      .from(mentorSubUsers)
      .where(eq(mentorSubUsers.mentorUserId, input.mentorUserId));
    if ((taken?.value ?? 0) >= input.maxSubUsers) return 'FULL' as const;
    // Another mentor may add the same person at this moment (their row lock is not ours): the key decides.
    const added = await transaction
      .insert(mentorSubUsers)
      .values({
        subUserId: input.subUserId,
        mentorUserId: input.mentorUserId,
        userName: input.userName,
        fullName: input.fullName,
        createdAt: input.now,
      })
      .onConflictDoNothing()
      .returning({ subUserId: mentorSubUsers.subUserId });
    return added.length > 0 ? ('ADDED' as const) : ('OTHER_MENTOR' as const);
  });
}

/** The sub-users' play reports since each became the mentor's sub-user, newest first, with course and lesson titles. */
export async function mentorshipLogs(
  db: Database,
  mentorUserId: string,
  subUserIds: readonly string[],
  limit: number,
) {
  if (subUserIds.length === 0) return [];
  return db
    .select({
      id: playLogs.id,
      userId: playLogs.userId,
      courseId: playLogs.courseId,
      courseTitleFa: courses.titleFa,
      courseTitleEn: courses.titleEn,
      lessonId: playLogs.lessonId,
      lessonTitleFa: lessons.titleFa,
      lessonTitleEn: lessons.titleEn,
      watchedSeconds: playLogs.watchedSeconds,
      positionSeconds: playLogs.positionSeconds,
      completed: playLogs.completed,
      loggedAt: playLogs.loggedAt,
    })
    .from(playLogs)
    .innerJoin(courses, eq(courses.id, playLogs.courseId))
    .innerJoin(lessons, eq(lessons.id, playLogs.lessonId))
    .where(
      and(
        inArray(playLogs.userId, [...subUserIds]),
        visibleToOwner(mentorOwner(mentorUserId), playLogs.userId, learnedAt.playLog),
      ),
    )
    .orderBy(desc(playLogs.loggedAt), desc(playLogs.id))
    .limit(limit);
}
