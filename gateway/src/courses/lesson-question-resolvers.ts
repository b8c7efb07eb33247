import type { Resolvers } from '../__generated__/resolver-types.ts';
import type { GatewayContext } from '../shared/gateway-context.ts';
import { gatewayMessage } from '../shared/gateway-messages.ts';
import { connectionFromArray } from '../shared/relay/array-connection.ts';
import { fromGlobalId, toGlobalId } from '../shared/relay/global-id.ts';
import { offsetAfterCursor } from '../shared/relay/offset-cursor.ts';
import { connectionFromPage } from '../shared/relay/page-connection.ts';
import { userErrorsFromIssues, userErrorsFromUpstream } from '../shared/validation/user-errors.ts';
import { lessonQuestionAnswerRules } from '@rasad/contracts/rules/course-interaction-rules.ts';

const pageSizeLimit = 50;

function questionKey(id: string): number | null {
  const parsed = fromGlobalId(id);
  const key = Number(parsed?.key);
  return parsed?.typeName === 'LessonQuestion' && Number.isSafeInteger(key) && key > 0 && key <= 2_147_483_647
    ? key
    : null;
}

/** The learner's questions on a lesson, the one read the lesson's list and a new question's payload share. */
export async function viewerLessonQuestions(context: GatewayContext, lessonId: number) {
  return context.upstream.courses.get('/api/UGQ/LessonQuestions', { query: { lessonId } });
}

/** Questions to a course's teacher: the learner's under each lesson, the teacher's list and answer. */
export const lessonQuestionResolvers: Resolvers = {
  Lesson: {
    viewerQuestions: async (lesson, args, context) =>
      connectionFromArray(await viewerLessonQuestions(context, lesson.id), args),
  },
  Viewer: {
    isTeacher: async (_, __, context) =>
      (await context.upstream.courses.get('/api/UGQ/TeacherQuestions', { query: { limit: 1 } })).isTeacher,
    teacherQuestions: async (_, args, context) => {
      const offset = offsetAfterCursor('teacher-questions', args.after);
      const limit = Math.min(Math.max(args.first ?? 20, 1), pageSizeLimit);
      const page = await context.upstream.courses.get('/api/UGQ/TeacherQuestions', {
        query: { offset, limit },
      });
      return {
        ...connectionFromPage('teacher-questions', page.questions, offset, page.totalCount),
        totalCount: page.totalCount,
        unansweredCount: page.unansweredCount,
      };
    },
  },
  Mutation: {
    lessonQuestionAnswer: async (_, { input }, context) => {
      const id = questionKey(input.questionId);
      if (id === null)
        return {
          question: null,
          userErrors: [
            {
              field: ['questionId'],
              code: 'NOT_FOUND',
              message: gatewayMessage('validation.forum.questionNotFound', context.locale),
            },
          ],
        };
      const parsed = lessonQuestionAnswerRules.safeParse({ body: input.body });
      if (!parsed.success)
        return { question: null, userErrors: userErrorsFromIssues(parsed.error.issues, context.locale) };
      const result = await context.upstream.courses.post('/api/UGQ/{id}/TeacherAnswer', {
        params: { id },
        body: parsed.data,
      });
      return result.ok
        ? { question: result.body, userErrors: [] }
        : { question: null, userErrors: userErrorsFromUpstream(result.error) };
    },
  },
  LessonQuestion: {
    id: (question) => toGlobalId('LessonQuestion', question.id),
    courseId: (question) => (question.courseId === null ? null : toGlobalId('Course', question.courseId)),
    lessonId: (question) => (question.lessonId === null ? null : toGlobalId('Lesson', question.lessonId)),
    publishedToForum: (question) => question.published,
    askedAt: (question) => question.createdAt,
    teacherAnswer: (question) =>
      question.teacherAnswer && {
        body: question.teacherAnswer.body,
        teacherName: question.teacherAnswer.teacherName,
        answeredAt: question.teacherAnswer.createdAt,
      },
  },
};
