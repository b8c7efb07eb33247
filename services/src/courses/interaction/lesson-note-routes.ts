import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { lessonNoteRules } from '@rasad/contracts/rules/course-interaction-rules.ts';
import { requireViewer } from '../../shared/auth/require-viewer.ts';
import type { ServiceApp } from '../../shared/http/create-service-app.ts';
import { errorBodySchema } from '../../shared/http/error-schemas.ts';
import { idParameterSchema } from '../../shared/http/id-parameter.ts';
import { sendBusinessError } from '../../shared/http/send-business-error.ts';
import type { ServiceContext } from '../../shared/service-definition.ts';
import { lessonNotes, lessons } from '../courses-tables.ts';

const lessonIdSchema = z.coerce
  .number({ error: 'id.invalid' })
  .int('id.invalid')
  .positive('id.invalid')
  .max(2_147_483_647, 'id.invalid');
const noteBodySchema = lessonNoteRules.shape.body;
const atSecondSchema = lessonNoteRules.shape.atSecond;

const lessonNoteSchema = z
  .object({
    id: z.number().int(),
    lessonId: z.number().int(),
    atSecond: z.number().int().describe('The moment in the lesson the note is about'),
    body: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .describe('A private note a learner keeps at a moment of a lesson');

type NoteRow = typeof lessonNotes.$inferSelect;
const noteView = (note: NoteRow) => ({
  id: note.id,
  lessonId: note.lessonId,
  atSecond: note.atSecond,
  body: note.body,
  createdAt: note.createdAt.toISOString(),
  updatedAt: note.updatedAt.toISOString(),
});

/** Lesson notes: each learner reads and changes only their own; another learner's note answers 404. */
export async function registerLessonNoteRoutes(app: ServiceApp, context: ServiceContext) {
  app.get(
    '/api/LessonNotes',
    {
      schema: {
        tags: ['Lesson notes'],
        summary: 'The signed-in learner’s notes on a lesson, in lesson order',
        querystring: z.object({ lessonId: lessonIdSchema }),
        response: { 200: z.array(lessonNoteSchema), 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const rows = await context.db
        .select()
        .from(lessonNotes)
        .where(and(eq(lessonNotes.userId, viewer.userId), eq(lessonNotes.lessonId, request.query.lessonId)))
        .orderBy(asc(lessonNotes.atSecond), asc(lessonNotes.id));
      return rows.map(noteView);
    },
  );

  app.post(
    '/api/LessonNotes',
    {
      schema: {
        tags: ['Lesson notes'],
        summary: 'Adds a note at a moment of a lesson',
        body: z.object({ lessonId: lessonIdSchema, atSecond: atSecondSchema, body: noteBodySchema }),
        response: { 201: lessonNoteSchema, 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const [lesson] = await context.db
        .select({ id: lessons.id, durationSeconds: lessons.durationSeconds })
        .from(lessons)
        .where(eq(lessons.id, request.body.lessonId));
      if (!lesson)
        return sendBusinessError(request, reply, {
          status: 404,
          code: 'NOT_FOUND',
          messageKey: 'lesson.notFound',
          field: 'lessonId',
        });
      const now = context.now();
      const [note] = await context.db
        .insert(lessonNotes)
        .values({
          userId: viewer.userId,
          lessonId: lesson.id,
          atSecond: Math.min(request.body.atSecond, lesson.durationSeconds),
          body: request.body.body,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      return reply.status(201).send(noteView(note!));
    },
  );

  app.put(
    '/api/LessonNotes/:id',
    {
      schema: {
        tags: ['Lesson notes'],
        summary: 'Changes the text or the moment of one of the learner’s own notes',
        params: idParameterSchema,
        body: z.object({ atSecond: atSecondSchema, body: noteBodySchema }),
        response: { 200: lessonNoteSchema, 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const [note] = await context.db
        .update(lessonNotes)
        .set({ atSecond: request.body.atSecond, body: request.body.body, updatedAt: context.now() })
        .where(and(eq(lessonNotes.id, request.params.id), eq(lessonNotes.userId, viewer.userId)))
        .returning();
      if (!note)
        return sendBusinessError(request, reply, {
          status: 404,
          code: 'NOT_FOUND',
          messageKey: 'note.notFound',
        });
      return noteView(note);
    },
  );

  app.delete(
    '/api/LessonNotes/:id',
    {
      schema: {
        tags: ['Lesson notes'],
        summary: 'Deletes one of the learner’s own notes',
        params: idParameterSchema,
        response: {
          200: z.object({ id: z.number().int() }),
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const [note] = await context.db
        .delete(lessonNotes)
        .where(and(eq(lessonNotes.id, request.params.id), eq(lessonNotes.userId, viewer.userId)))
        .returning({ id: lessonNotes.id });
      if (!note)
        return sendBusinessError(request, reply, {
          status: 404,
          code: 'NOT_FOUND',
          messageKey: 'note.notFound',
        });
      return note;
    },
  );
}
