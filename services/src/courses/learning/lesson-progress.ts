import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../shared/database/open-database.ts';
import { playLogs } from '../courses-tables.ts';

export interface LessonProgress {
  lessonId: number;
  /** Where the learner last was, to resume there. */
  lastPositionSeconds: number;
  watched: boolean;
}

/** Per lesson of a course: the last position logged and whether the lesson was ever watched to the end. */
export async function loadLessonProgress(
  db: Database,
  userId: string,
  courseId: number,
): Promise<Map<number, LessonProgress>> {
  const rows = await db
    .select({
      lessonId: playLogs.lessonId,
      lastPositionSeconds:
        sql<number>`(array_agg(${playLogs.positionSeconds} order by ${playLogs.loggedAt} desc, ${playLogs.id} desc))[1]`.mapWith(
          Number,
        ),
      watched: sql<boolean>`bool_or(${playLogs.completed})`,
    })
    .from(playLogs)
    .where(and(eq(playLogs.userId, userId), eq(playLogs.courseId, courseId)))
    .groupBy(playLogs.lessonId);
  return new Map(rows.map((row) => [row.lessonId, row]));
}
