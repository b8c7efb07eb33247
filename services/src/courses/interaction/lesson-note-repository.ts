import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../shared/database/open-database.ts';
import { lessonNotes, lessons } from '../courses-tables.ts';

export type LessonNoteRow = typeof lessonNotes.$inferSelect;

/** The SQL of lesson notes; every call on a note is scoped to its owner, so another learner's id finds nothing. */
export function lessonNoteRepository(db: Database) {
  const owned = (userId: string, id: number) => and(eq(lessonNotes.id, id), eq(lessonNotes.userId, userId));
  return {
    list: (userId: string, lessonId: number) =>
      db
        .select()
        .from(lessonNotes)
        .where(and(eq(lessonNotes.userId, userId), eq(lessonNotes.lessonId, lessonId)))
        .orderBy(asc(lessonNotes.atSecond), asc(lessonNotes.id)),

    async lesson(lessonId: number) {
      const [lesson] = await db
        .select({
          id: lessons.id,
          courseId: lessons.courseId,
          isFreePreview: lessons.isFreePreview,
          durationSeconds: lessons.durationSeconds,
        })
        .from(lessons)
        .where(eq(lessons.id, lessonId));
      return lesson ?? null;
    },

    /** The lesson one of the user's own notes is on; null when the note is not theirs or does not exist. */
    async lessonOfOwnNote(userId: string, id: number) {
      const [lesson] = await db
        .select({ id: lessons.id, courseId: lessons.courseId, isFreePreview: lessons.isFreePreview })
        .from(lessonNotes)
        .innerJoin(lessons, eq(lessons.id, lessonNotes.lessonId))
        .where(owned(userId, id));
      return lesson ?? null;
    },

    async add(note: {
      userId: string;
      lessonId: number;
      atSecond: number;
      body: string;
      createdAt: Date;
      updatedAt: Date;
    }): Promise<LessonNoteRow> {
      const [added] = await db.insert(lessonNotes).values(note).returning();
      if (!added) throw new Error('an insert returns its row');
      return added;
    },

    async change(
      userId: string,
      id: number,
      change: { atSecond: number; body: string; updatedAt: Date },
    ): Promise<LessonNoteRow | null> {
      const [note] = await db.update(lessonNotes).set(change).where(owned(userId, id)).returning();
      return note ?? null;
    },

    async remove(userId: string, id: number): Promise<{ id: number } | null> {
      const [note] = await db.delete(lessonNotes).where(owned(userId, id)).returning({ id: lessonNotes.id });
      return note ?? null;
    },
  };
}
