import type { Database } from '../../shared/database/open-database.ts';
import { playLogRepository } from './play-log-repository.ts';

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
  const rows = await playLogRepository(db).lessonProgress(userId, courseId);
  return new Map(rows.map((row) => [row.lessonId, row]));
}
