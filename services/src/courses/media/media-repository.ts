import { eq } from 'drizzle-orm';
import type { Database } from '../../shared/database/open-database.ts';
import { lessons } from '../courses-tables.ts';

/** The SQL lesson clips need: the lesson a grant is asked for. */
export function mediaRepository(db: Database) {
  return {
    async lesson(lessonId: number) {
      const [lesson] = await db.select().from(lessons).where(eq(lessons.id, lessonId));
      return lesson ?? null;
    },
  };
}
