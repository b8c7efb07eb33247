import type { Resolvers, UserError } from '../__generated__/resolver-types.ts';
import { GatewayError } from '../shared/errors/gateway-error.ts';
import type { GatewayContext } from '../shared/gateway-context.ts';
import { gatewayMessage } from '../shared/gateway-messages.ts';
import { fromGlobalId, toGlobalId } from '../shared/relay/global-id.ts';
import type { NodeFetchers } from '../shared/relay/node-fetchers.ts';
import { offsetAfterCursor, offsetCursor } from '../shared/relay/offset-cursor.ts';
import { connectionFromPage } from '../shared/relay/page-connection.ts';
import { userErrorsFromIssues, userErrorsFromUpstream } from '../shared/validation/user-errors.ts';
import { forumAnswerRules, forumQuestionRules } from '@rasad/contracts/rules/forum-rules.ts';
import type { AnswerPage, ForumQuestionModel } from './forum-models.ts';

const pageSizeLimit = 50;
const defaultPageSize = 20;

function pageSize(first: number | null | undefined): number {
  return Math.min(Math.max(first ?? defaultPageSize, 1), pageSizeLimit);
}

/** The first page of answers, the one a question is opened with unless a field asks for another. */
const firstAnswerPage: AnswerPage = { offset: 0, limit: defaultPageSize };

/** The numeric key of a ForumQuestion global ID; null for anything else. */
function questionKey(id: string): number | null {
  const parsed = fromGlobalId(id);
  const key = Number(parsed?.key);
  return parsed?.typeName === 'ForumQuestion' && Number.isSafeInteger(key) && key > 0 && key <= 2_147_483_647
    ? key
    : null;
}

async function openQuestion(
  context: GatewayContext,
  key: number,
  answerPage: AnswerPage = firstAnswerPage,
): Promise<ForumQuestionModel | null> {
  const result = await context.upstream.courses.tryGet('/api/UGQ/{id}', {
    params: { id: key },
    query: answerPage,
  });
  if (result.ok) return { ...result.body, answerPage };
  if (result.status === 404 || result.status === 400) return null;
  throw GatewayError.fromUpstream('courses', result.status, result.error);
}

function questionNotFound(context: GatewayContext): UserError[] {
  return [
    {
      field: ['questionId'],
      code: 'NOT_FOUND',
      message: gatewayMessage('validation.forum.questionNotFound', context.locale),
    },
  ];
}

/** A question fetched by the key in its global ID (to page its answers through `node`). */
export const forumNodeFetchers: NodeFetchers = {
  ForumQuestion: async (key, context) => {
    const questionId = Number(key);
    return Number.isSafeInteger(questionId) && questionId > 0 && questionId <= 2_147_483_647
      ? openQuestion(context, questionId)
      : null;
  },
};

/** The community forum over the courses service's user-generated questions. */
export const forumResolvers: Resolvers = {
  Query: {
    forumQuestions: async (_, args, context) => {
      const offset = offsetAfterCursor('forum', args.after);
      const limit = pageSize(args.first);
      const page = await context.upstream.courses.get('/api/UGQ/Questions', { query: { offset, limit } });
      return {
        ...connectionFromPage('forum', page.questions, offset, page.totalCount),
        totalCount: page.totalCount,
      };
    },
    forumQuestion: (_, { id }, context) => {
      const key = questionKey(id);
      return key === null ? null : openQuestion(context, key);
    },
  },
  ForumQuestion: {
    id: (question) => toGlobalId('ForumQuestion', question.id),
    answers: async (question, args, context) => {
      const page = { offset: offsetAfterCursor('forum-answers', args.after), limit: pageSize(args.first) };
      const sent = question.answerPage;
      const opened =
        question.answers && sent?.offset === page.offset && sent.limit === page.limit
          ? question
          : await openQuestion(context, question.id, page);
      const answers = opened?.answers ?? [];
      const totalCount = opened?.answerCount ?? question.answerCount;
      return { ...connectionFromPage('forum-answers', answers, page.offset, totalCount), totalCount };
    },
  },
  ForumAnswer: {
    id: (answer) => toGlobalId('ForumAnswer', answer.id),
  },
  Mutation: {
    forumQuestionAsk: async (_, { input }, context) => {
      const parsed = forumQuestionRules.safeParse(input);
      if (!parsed.success)
        return { question: null, userErrors: userErrorsFromIssues(parsed.error.issues, context.locale) };
      const asked = await context.upstream.courses.post('/api/UGQ/Ask', {
        body: { ...parsed.data, courseId: null, authorName: await displayName(context) },
      });
      if (!asked.ok)
        return { question: null, questionEdge: null, userErrors: userErrorsFromUpstream(asked.error) };
      const question = await openQuestion(context, asked.body.id);
      // Newest first: the new question is the list's first item.
      const questionEdge = question && { cursor: offsetCursor('forum', 0), node: question };
      return { question, questionEdge, userErrors: [] };
    },
    forumAnswerAdd: async (_, { input }, context) => {
      const key = questionKey(input.questionId);
      if (key === null) return { question: null, userErrors: questionNotFound(context) };
      const parsed = forumAnswerRules.safeParse({ body: input.body });
      if (!parsed.success)
        return { question: null, userErrors: userErrorsFromIssues(parsed.error.issues, context.locale) };
      const answered = await context.upstream.courses.post('/api/UGQ/{id}/Answer', {
        params: { id: key },
        body: { body: parsed.data.body, authorName: await displayName(context) },
      });
      if (!answered.ok)
        return { question: null, answerEdge: null, userErrors: userErrorsFromUpstream(answered.error) };
      const question = await openQuestion(context, key);
      // Oldest first: the new answer is the last of them.
      const position = Math.max((question?.answerCount ?? 1) - 1, 0);
      const answerEdge = { cursor: offsetCursor('forum-answers', position), node: answered.body };
      return { question, answerEdge, userErrors: [] };
    },
  },
};

/** The name from the learner's profile; empty lets the courses service use the name they enrolled under. */
async function displayName(context: GatewayContext): Promise<string> {
  const viewer = await context.upstream.accounts.get('/v2/Profile/GetPersonalInfo');
  return `${viewer.firstName} ${viewer.lastName}`.trim().slice(0, 80);
}
