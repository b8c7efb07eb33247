import { z } from 'zod';
import { lessonNoteRules } from '@rasad/contracts/rules/course-interaction-rules.ts';
import { signedInScope, viewerOf, type DomainPlugin } from '../../shared/auth/signed-in-scope.ts';
import { errorBodySchema } from '../../shared/http/error-schemas.ts';
import { idParameterSchema } from '../../shared/http/id-parameter.ts';
import { sendBusinessError } from '../../shared/http/send-business-error.ts';
import { lessonNotFound } from '../lesson-not-found.ts';
import { lessonUseRefusal } from '../learning/course-access.ts';
import { lessonNoteRepository, type LessonNoteRow } from './lesson-note-repository.ts';

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

const noteNotFound = { status: 404, code: 'NOT_FOUND', messageKey: 'note.notFound' } as const;

const noteView = (note: LessonNoteRow) => ({
  id: note.id,
  lessonId: note.lessonId,
  atSecond: note.atSecond,
  body: note.body,
  createdAt: note.createdAt.toISOString(),
  updatedAt: note.updatedAt.toISOString(),
});

/**
 * Lesson notes: each learner reads and changes only their own; another learner's note answers 404. Writing or
 * changing one needs the right to use its lesson (`mayUseLesson`: a free preview, else access to the course), so a
 * learner whose access ended still reads and deletes their notes but adds and changes none.
 * Registered under `/api/LessonNotes`; every route needs a signed-in learner.
 */
export const lessonNotesPlugin: DomainPlugin = async (instance, { context }) => {
  const notes = lessonNoteRepository(context.db);
  await signedInScope(instance, (app) => {
    app.get(
      '',
      {
        schema: {
          tags: ['Lesson notes'],
          summary: 'The signed-in learner’s notes on a lesson, in lesson order',
          querystring: z.object({ lessonId: lessonIdSchema }),
          response: { 200: z.array(lessonNoteSchema), 400: errorBodySchema, 401: errorBodySchema },
        },
      },
      async (request) => {
        const viewer = viewerOf(request);
        const rows = await notes.list(viewer.userId, request.query.lessonId);
        return rows.map(noteView);
      },
    );

    app.post(
      '',
      {
        schema: {
          tags: ['Lesson notes'],
          summary:
            'Adds a note at a moment of a lesson the caller may use (a free preview, else an enrolment with access left; 403 NOT_ENROLLED or ACCESS_ENDED otherwise)',
          body: z.object({ lessonId: lessonIdSchema, atSecond: atSecondSchema, body: noteBodySchema }),
          response: {
            201: lessonNoteSchema,
            400: errorBodySchema,
            401: errorBodySchema,
            403: errorBodySchema,
            404: errorBodySchema,
          },
        },
      },
      async (request, reply) => {
        const viewer = viewerOf(request);
        const lesson = await notes.lesson(request.body.lessonId);
        if (!lesson) return sendBusinessError(request, reply, lessonNotFound);
        const now = context.now();
        const refusal = await lessonUseRefusal(context.db, viewer.userId, lesson, now);
        if (refusal) return sendBusinessError(request, reply, refusal);
        const note = await notes.add({
          userId: viewer.userId,
          lessonId: lesson.id,
          atSecond: Math.min(request.body.atSecond, lesson.durationSeconds),
          body: request.body.body,
          createdAt: now,
          updatedAt: now,
        });
        return reply.status(201).send(noteView(note));
      },
    );

    app.put(
      '/:id',
      {
        schema: {
          tags: ['Lesson notes'],
          summary:
            'Changes the text or the moment of one of the learner’s own notes, while they may use its lesson (403 NOT_ENROLLED or ACCESS_ENDED otherwise)',
          params: idParameterSchema,
          body: z.object({ atSecond: atSecondSchema, body: noteBodySchema }),
          response: {
            200: lessonNoteSchema,
            400: errorBodySchema,
            401: errorBodySchema,
            403: errorBodySchema,
            404: errorBodySchema,
          },
        },
      },
      async (request, reply) => {
        const viewer = viewerOf(request);
        const lesson = await notes.lessonOfOwnNote(viewer.userId, request.params.id);
        if (!lesson) return sendBusinessError(request, reply, noteNotFound);
        const now = context.now();
        const refusal = await lessonUseRefusal(context.db, viewer.userId, lesson, now);
        if (refusal) return sendBusinessError(request, reply, refusal);
        const note = await notes.change(viewer.userId, request.params.id, {
          atSecond: request.body.atSecond,
          body: request.body.body,
          updatedAt: now,
        });
        if (!note) return sendBusinessError(request, reply, noteNotFound);
        return noteView(note);
      },
    );

    app.delete(
      '/:id',
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
        const viewer = viewerOf(request);
        const note = await notes.remove(viewer.userId, request.params.id);
        if (!note) return sendBusinessError(request, reply, noteNotFound);
        return note;
      },
    );
  });
};
