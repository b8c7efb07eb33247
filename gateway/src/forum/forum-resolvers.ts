import type { Resolvers, UserError } from '../__generated__/resolver-types.ts';
import { GatewayError } from '../shared/errors/gateway-error.ts';
import type { GatewayContext } from '../shared/gateway-context.ts';
import { gatewayMessage } from '../shared/gateway-messages.ts';
import { fromGlobalId, toGlobalId } from '../shared/relay/global-id.ts';
import { offsetAfterCursor, offsetCursor } from '../shared/relay/offset-cursor.ts';
import { userErrorsFromIssues, userErrorsFromUpstream } from '../shared/validation/user-errors.ts';
import { forumAnswerRules, forumQuestionRules } from '@rasad/contracts/rules/forum-rules.ts';
import type { ForumQuestionModel } from './forum-models.ts';

const pageSizeLimit = 50;

/** The numeric key of a ForumQuestion global ID; null for anything else. */
function questionKey(id: string): number | null {
  const parsed = fromGlobalId(id);
  const key = Number(parsed?.key);
  return parsed?.typeName === 'ForumQuestion' && Number.isSafeInteger(key) && key > 0 && key <= 2_147_483_647
    ? key
    : null;
}

async function openQuestion(context: GatewayContext, key: number): Promise<ForumQuestionModel | null> {
  const result = await context.upstream.courses.tryGet('/api/UGQ/{id}', { params: { id: key } });
  if (result.ok) return result.body;
  if (result.status === 404 || result.status === 400) return null;
  throw GatewayError.fromUpstream('courses', result.status, result.error);
}

function signInRequired(context: GatewayContext): UserError[] {
  return [
    { field: [], code: 'UNAUTHENTICATED', message: gatewayMessage('error.signInRequired', context.locale) },
  ];
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

/** The community forum over the courses service's user-generated questions. */
export const forumResolvers: Resolvers = {
  Query: {
    forumQuestions: async (_, args, context) => {
      const offset = offsetAfterCursor('forum', args.after);
      const limit = Math.min(Math.max(args.first ?? 20, 1), pageSizeLimit);
      const page = await context.upstream.courses.get('/api/UGQ/Questions', { query: { offset, limit } });
      const edges = page.questions.map((node, index) => ({
        cursor: offsetCursor('forum', offset + index),
        node,
      }));
      return {
        edges,
        totalCount: page.totalCount,
        pageInfo: {
          hasNextPage: offset + page.questions.length < page.totalCount,
          hasPreviousPage: offset > 0,
          startCursor: edges[0]?.cursor ?? null,
          endCursor: edges.at(-1)?.cursor ?? null,
        },
      };
    },
    forumQuestion: (_, { id }, context) => {
      const key = questionKey(id);
      return key === null ? null : openQuestion(context, key);
    },
  },
  ForumQuestion: {
    id: (question) => toGlobalId('ForumQuestion', question.id),
    answers: async (question, _, context) =>
      question.answers ?? (await openQuestion(context, question.id))?.answers ?? [],
  },
  ForumAnswer: {
    id: (answer) => toGlobalId('ForumAnswer', answer.id),
  },
  Mutation: {
    forumQuestionAsk: async (_, { input }, context) => {
      if (!context.session.signedIn) return { question: null, userErrors: signInRequired(context) };
      const parsed = forumQuestionRules.safeParse(input);
      if (!parsed.success)
        return { question: null, userErrors: userErrorsFromIssues(parsed.error.issues, context.locale) };
      const asked = await context.upstream.courses.post('/api/UGQ/Ask', {
        body: { ...parsed.data, courseId: null, authorName: await displayName(context) },
      });
      if (!asked.ok) return { question: null, userErrors: userErrorsFromUpstream(asked.error) };
      return { question: await openQuestion(context, asked.body.id), userErrors: [] };
    },
    forumAnswerAdd: async (_, { input }, context) => {
      if (!context.session.signedIn) return { question: null, userErrors: signInRequired(context) };
      const key = questionKey(input.questionId);
      if (key === null) return { question: null, userErrors: questionNotFound(context) };
      const parsed = forumAnswerRules.safeParse({ body: input.body });
      if (!parsed.success)
        return { question: null, userErrors: userErrorsFromIssues(parsed.error.issues, context.locale) };
      const answered = await context.upstream.courses.post('/api/UGQ/{id}/Answer', {
        params: { id: key },
        body: { body: parsed.data.body, authorName: await displayName(context) },
      });
      if (!answered.ok) return { question: null, userErrors: userErrorsFromUpstream(answered.error) };
      return { question: await openQuestion(context, key), userErrors: [] };
    },
  },
};

/** The name from the learner's profile; empty lets the courses service use the name they enrolled under. */
async function displayName(context: GatewayContext): Promise<string> {
  const viewer = await context.upstream.accounts.get('/v2/Profile/GetPersonalInfo');
  return `${viewer.firstName} ${viewer.lastName}`.trim().slice(0, 80);
}
