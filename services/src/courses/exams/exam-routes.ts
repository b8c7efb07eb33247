import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { signedInScope, viewerOf, type DomainPlugin } from '../../shared/auth/signed-in-scope.ts';
import { errorBodySchema } from '../../shared/http/error-schemas.ts';
import { requestLocale } from '../../shared/http/request-locale.ts';
import { sendBusinessError } from '../../shared/http/send-business-error.ts';
import { courseAccessRefusal, findCourseAccess, mayUseCourse } from '../learning/course-access.ts';
import { examRepository, type ExamResultRow } from './exam-repository.ts';
import { isCertificateName, learnerNameRule } from '@rasad/contracts/rules/learner-name-rules.ts';

const idSchema = z.coerce
  .number({ error: 'id.invalid' })
  .int('id.invalid')
  .positive('id.invalid')
  .max(2_147_483_647, 'id.invalid');
/** Answers sent this long after the deadline still count: the network, not the learner, was late. */
const deadlineGraceMs = 5_000;

const examResultSchema = z.object({
  id: z.number().int(),
  startedAt: z.string(),
  deadlineAt: z.string(),
  submittedAt: z.string().nullable(),
  questionCount: z.number().int(),
  correctCount: z.number().int().nullable(),
  scorePercent: z.number().int().nullable().describe('null until submitted; 0 when the time ran out'),
  passed: z.boolean().nullable(),
  certificateCode: z.string().nullable(),
  learnerNameRequired: z
    .boolean()
    .describe(
      'A pass whose certificate waits for the learner’s name: `IssueCertificate` with the name issues it',
    ),
});

function resultView(row: ExamResultRow, certificateCode: string | null) {
  return {
    id: row.id,
    startedAt: row.startedAt.toISOString(),
    deadlineAt: row.deadlineAt.toISOString(),
    submittedAt: row.submittedAt?.toISOString() ?? null,
    questionCount: row.questionCount,
    correctCount: row.correctCount,
    scorePercent: row.scorePercent,
    passed: row.passed,
    certificateCode,
    // A pass issues its certificate at once unless the enrolment has no name a certificate may carry.
    learnerNameRequired: row.passed === true && certificateCode === null,
  };
}

/** A certificate's code: RSD- and ten hexadecimal digits. */
const newCertificateCode = () => `RSD-${randomBytes(5).toString('hex').toUpperCase()}`;

/**
 * Final exams: unlocked by watching every lesson, timed from the start, scored here, certificate on a pass.
 * Registered under `/api/Exam`; every route needs a signed-in learner.
 */
export const examsPlugin: DomainPlugin = async (instance, { context }) => {
  const examStore = examRepository(context.db);
  await signedInScope(instance, (app) => {
    app.get(
      '/GetDistinctedPlayLogs',
      {
        schema: {
          tags: ['Exams'],
          summary:
            'The lessons of a course the learner has watched to the end, each once; the exam unlocks when all are',
          querystring: z.object({ courseId: idSchema }),
          response: {
            200: z.object({
              courseId: z.number().int(),
              lessonCount: z.number().int(),
              watchedLessonIds: z.array(z.number().int()),
              examUnlocked: z.boolean(),
            }),
            400: errorBodySchema,
            401: errorBodySchema,
          },
        },
      },
      async (request) => {
        const viewer = viewerOf(request);
        const progress = await examStore.watchedLessons(viewer.userId, request.query.courseId);
        return {
          courseId: request.query.courseId,
          ...progress,
          examUnlocked: progress.lessonCount > 0 && progress.watchedLessonIds.length === progress.lessonCount,
        };
      },
    );

    app.post(
      '/Start',
      {
        schema: {
          tags: ['Exams'],
          summary:
            'Starts (or resumes, while time is left) the course’s exam; the questions come without their answers',
          body: z.object({ courseId: idSchema }),
          response: {
            200: z.object({
              result: examResultSchema,
              timeLimitSeconds: z.number().int(),
              questions: z.array(
                z.object({ id: z.number().int(), text: z.string(), options: z.array(z.string()) }),
              ),
            }),
            400: errorBodySchema,
            401: errorBodySchema,
            403: errorBodySchema,
            404: errorBodySchema,
          },
        },
      },
      async (request, reply) => {
        const viewer = viewerOf(request);
        const { courseId } = request.body;
        const exam = await examStore.examOfCourse(courseId);
        if (!exam)
          return sendBusinessError(request, reply, {
            status: 404,
            code: 'NOT_FOUND',
            messageKey: 'exam.notFound',
          });
        const now = context.now();
        const access = await findCourseAccess(context.db, viewer.userId, courseId, now);
        if (!mayUseCourse(access)) return sendBusinessError(request, reply, courseAccessRefusal(access));
        const progress = await examStore.watchedLessons(viewer.userId, courseId);
        if (progress.watchedLessonIds.length < progress.lessonCount) {
          return sendBusinessError(request, reply, {
            status: 403,
            code: 'EXAM_LOCKED',
            messageKey: 'exam.locked',
          });
        }
        const questions = await examStore.questions(exam.id);
        const result = await examStore.openOrStartAttempt(
          {
            examId: exam.id,
            userId: viewer.userId,
            startedAt: now,
            deadlineAt: new Date(now.getTime() + exam.timeLimitSeconds * 1000),
            questionCount: questions.length,
          },
          courseId,
        );
        const english = requestLocale(request) === 'en-US';
        return {
          result: resultView(result, null),
          timeLimitSeconds: exam.timeLimitSeconds,
          questions: questions.map((question) => ({
            id: question.id,
            text: english ? question.textEn : question.textFa,
            options: question.options.map((option) => (english ? option.en : option.fa)),
          })),
        };
      },
    );

    app.post(
      '/Submit',
      {
        schema: {
          tags: ['Exams'],
          summary:
            'Submits the answers once; scored here. Late or repeated submissions change nothing, nor does one after access to the course ended. A pass issues the course’s certificate, or reuses the one an earlier pass issued',
          body: z.object({
            examResultId: idSchema,
            answers: z
              .array(z.object({ questionId: idSchema, option: z.number().int().min(0).max(20) }))
              .max(200),
          }),
          response: {
            200: examResultSchema,
            400: errorBodySchema,
            401: errorBodySchema,
            403: errorBodySchema,
            404: errorBodySchema,
            409: errorBodySchema,
          },
        },
      },
      async (request, reply) => {
        const viewer = viewerOf(request);
        const now = context.now();
        const attempt = await examStore.attemptWithExam(request.body.examResultId, viewer.userId);
        if (!attempt)
          return sendBusinessError(request, reply, {
            status: 404,
            code: 'NOT_FOUND',
            messageKey: 'exam.resultNotFound',
          });
        if (attempt.result.submittedAt)
          return sendBusinessError(request, reply, {
            status: 409,
            code: 'ALREADY_SUBMITTED',
            messageKey: 'exam.alreadySubmitted',
          });
        const access = await findCourseAccess(context.db, viewer.userId, attempt.exam.courseId, now);
        if (!mayUseCourse(access)) return sendBusinessError(request, reply, courseAccessRefusal(access));
        const late = now.getTime() > attempt.result.deadlineAt.getTime() + deadlineGraceMs;
        const questions = await examStore.questions(attempt.exam.id);
        const answers = Object.fromEntries(
          request.body.answers.map((answer) => [String(answer.questionId), answer.option]),
        );
        // Answers after the time limit do not count: the attempt closes with what arrived in time, which is nothing.
        const correctCount = late
          ? 0
          : questions.filter((question) => answers[String(question.id)] === question.correctOption).length;
        const scorePercent = questions.length === 0 ? 0 : Math.round((correctCount / questions.length) * 100);
        const passed = scorePercent >= attempt.exam.passPercent;
        const closed = await examStore.closeAttempt(attempt.result.id, {
          submittedAt: now,
          answers: late ? {} : answers,
          correctCount,
          scorePercent,
          passed,
        });
        if (!closed)
          return sendBusinessError(request, reply, {
            status: 409,
            code: 'ALREADY_SUBMITTED',
            messageKey: 'exam.alreadySubmitted',
          });
        let certificateCode: string | null = null;
        if (passed) {
          // One certificate per learner and course: a retake after passing shows the one already issued.
          certificateCode = await examStore.courseCertificate(viewer.userId, attempt.exam.courseId);
          // A certificate is public: without a name by the rule (none given, or a mobile number kept as one) it
          // waits for the learner's name rather than print what the enrolment holds.
          if (!certificateCode && isCertificateName(access.learnerName)) {
            certificateCode = newCertificateCode();
            await examStore.issueCertificate({
              code: certificateCode,
              examResultId: closed.id,
              userId: viewer.userId,
              learnerName: access.learnerName,
              courseId: attempt.exam.courseId,
              scorePercent,
              issuedAt: now,
            });
          }
        }
        if (late)
          return sendBusinessError(request, reply, {
            status: 409,
            code: 'TIME_OVER',
            messageKey: 'exam.timeOver',
          });
        return resultView(closed, certificateCode);
      },
    );

    app.post(
      '/IssueCertificate',
      {
        schema: {
          tags: ['Exams'],
          summary:
            'Issues the certificate of a passed attempt with the name the learner gives, kept on the enrolment too; a course’s certificate already issued is answered as it is',
          body: z.object({ examResultId: idSchema, learnerName: learnerNameRule }),
          response: {
            200: examResultSchema,
            400: errorBodySchema,
            401: errorBodySchema,
            404: errorBodySchema,
            409: errorBodySchema,
          },
        },
      },
      async (request, reply) => {
        const viewer = viewerOf(request);
        const { examResultId, learnerName } = request.body;
        const attempt = await examStore.attemptWithExam(examResultId, viewer.userId);
        if (!attempt)
          return sendBusinessError(request, reply, {
            status: 404,
            code: 'NOT_FOUND',
            messageKey: 'exam.resultNotFound',
          });
        if (attempt.result.passed !== true)
          return sendBusinessError(request, reply, {
            status: 409,
            code: 'NOT_PASSED',
            messageKey: 'exam.notPassed',
          });
        const courseId = attempt.exam.courseId;
        const issued = await examStore.courseCertificate(viewer.userId, courseId);
        if (issued) return resultView(attempt.result, issued);
        await examStore.setLearnerName(viewer.userId, courseId, learnerName);
        const code = newCertificateCode();
        try {
          await examStore.issueCertificate({
            code,
            examResultId: attempt.result.id,
            userId: viewer.userId,
            learnerName,
            courseId,
            scorePercent: attempt.result.scorePercent ?? 0,
            issuedAt: context.now(),
          });
        } catch (error) {
          // The same request twice at once: the attempt's one certificate was issued by the other.
          const other = await examStore.courseCertificate(viewer.userId, courseId);
          if (other) return resultView(attempt.result, other);
          throw error;
        }
        return resultView(attempt.result, code);
      },
    );

    app.get(
      '/Results',
      {
        schema: {
          tags: ['Exams'],
          summary: 'The learner’s past attempts at a course’s exam, newest first, with any certificate',
          querystring: z.object({ courseId: idSchema }),
          response: { 200: z.array(examResultSchema), 400: errorBodySchema, 401: errorBodySchema },
        },
      },
      async (request) => {
        const viewer = viewerOf(request);
        const [attempts, certificateCode] = await Promise.all([
          examStore.attemptsAtCourse(viewer.userId, request.query.courseId),
          examStore.courseCertificate(viewer.userId, request.query.courseId),
        ]);
        const now = context.now();
        return attempts.map((result) =>
          // An attempt whose time ran out unanswered counts as 0.
          !result.submittedAt && result.deadlineAt.getTime() + deadlineGraceMs < now.getTime()
            ? resultView({ ...result, correctCount: 0, scorePercent: 0, passed: false }, null)
            : resultView(result, result.passed ? certificateCode : null),
        );
      },
    );
  });
};
