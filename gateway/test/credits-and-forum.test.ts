import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startPlatformUnderTest,
  type GraphqlResponse,
  type PlatformUnderTest,
} from './platform-under-test.ts';
import { fromGlobalId } from '../src/shared/relay/global-id.ts';

let platform: PlatformUnderTest;
let learnerCookies: string;
beforeAll(async () => {
  platform = await startPlatformUnderTest();
  learnerCookies = await signIn('09121000005');
});
afterAll(() => platform.close());

async function send(query: string, variables: object = {}, headers: Record<string, string> = {}) {
  const response = await platform.gateway.fetch('http://gateway.test/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as GraphqlResponse;
}

/** Signs a demo user in; later requests carry the returned cookie header. */
function signIn(userName: string): Promise<string> {
  return platform.signInCookie(userName);
}

describe('viewer credit, coupons and discount code', () => {
  it('reads the learner’s balance, history, coupons with their status, and discount code in one request', async () => {
    platform.resetCalls();
    const result = await send(
      `{ viewer {
          discountCode { code percentOff referrerCredit timesUsed }
          creditBalance
          creditLogs(first: 2) { totalCount edges { node { id amount reason description createdAt } } pageInfo { hasNextPage } }
          coupons { totalCount edges { node { code percentOff amount status usedAt } } }
      } }`,
      {},
      { cookie: learnerCookies },
    );
    expect(result.errors).toBeUndefined();
    const viewer = result.data!.viewer;
    expect(viewer.discountCode).toEqual({
      code: 'RASAD-NARGES',
      percentOff: 15,
      referrerCredit: 500_000,
      timesUsed: 1,
    });
    expect(viewer.creditBalance).toBe(750_000);
    expect(viewer.creditLogs.totalCount).toBe(4);
    expect(viewer.creditLogs.pageInfo.hasNextPage).toBe(true);
    expect(viewer.creditLogs.edges.map((edge: { node: { amount: number } }) => edge.node.amount)).toEqual([
      250_000, 500_000,
    ]);
    expect(viewer.coupons.edges.map((edge: { node: { status: string } }) => edge.node.status)).toEqual([
      'AVAILABLE',
      'USED',
      'EXPIRED',
    ]);
    expect(viewer.coupons.edges[1].node).toMatchObject({ percentOff: null, amount: 2_000_000 });
    // Balance, history and coupons come from one shared call.
    expect(platform.callCounts()['GET /Account/CreditLogsAndCoupons']).toBe(1);
  });
});

describe('forum', () => {
  const listQuery = `{ forumQuestions(first: 10) { totalCount edges { node { id title authorName courseTitle answerCount } } } }`;

  it('lets a visitor read the questions, newest first, and open one with its answers', async () => {
    const list = await send(listQuery);
    expect(list.errors).toBeUndefined();
    const questions = list.data!.forumQuestions.edges.map((edge: { node: unknown }) => edge.node);
    expect(questions[0]).toMatchObject({
      title: 'کد رهگیری گواهی را کجا ببینم؟',
      authorName: 'نرگس حسینی',
      courseTitle: null,
    });
    const opened = await send(
      `query ($id: ID!) { forumQuestion(id: $id) { title answers { totalCount edges { node { body authorName } } } } }`,
      { id: questions[1].id },
    );
    expect(opened.data!.forumQuestion.answers.edges).toHaveLength(1);
    expect(
      (await send(`{ forumQuestion(id: "bm90LWEtcXVlc3Rpb24") { id } }`)).data!.forumQuestion,
    ).toBeNull();
  });

  it('asks and answers for signed-in learners under their profile name, and refuses visitors and bad input in Persian', async () => {
    const ask = `mutation ($input: ForumQuestionAskInput!) { forumQuestionAsk(input: $input) { question { id title authorName answerCount } questionEdge { node { id } } userErrors { field code message } } }`;
    const visitor = await send(ask, { input: { title: 'پرسش مهمان', body: 'مهمان‌ها نمی‌توانند بپرسند' } });
    expect(visitor.data!.forumQuestionAsk).toEqual({
      question: null,
      questionEdge: null,
      userErrors: [{ field: [], code: 'UNAUTHENTICATED', message: 'برای این کار ابتدا وارد شوید.' }],
    });
    const invalid = await send(ask, { input: { title: 'کوتاه', body: 'کم' } }, { cookie: learnerCookies });
    expect(invalid.data!.forumQuestionAsk.userErrors).toEqual([
      { field: ['body'], code: 'forum.body', message: 'متن پرسش باید بین ۱۰ تا ۴۰۰۰ نویسه باشد.' },
    ]);
    const asked = await send(
      ask,
      { input: { title: 'گزارش فصلی', body: 'گزارش فصلی شرکت‌ها را از کجا ببینیم؟' } },
      { cookie: learnerCookies },
    );
    const question = asked.data!.forumQuestionAsk.question;
    expect(asked.data!.forumQuestionAsk.questionEdge.node.id).toBe(question.id);
    expect(question).toMatchObject({ title: 'گزارش فصلی', authorName: 'نرگس حسینی', answerCount: 0 });
    const list = await send(listQuery);
    expect(list.data!.forumQuestions.edges[0].node.id).toBe(question.id);

    const answer = `mutation ($input: ForumAnswerAddInput!) { forumAnswerAdd(input: $input) { question { answerCount } answerEdge { node { body } } userErrors { field message } } }`;
    const answered = await send(
      answer,
      { input: { questionId: question.id, body: 'از بخش جست‌وجوی شرکت‌ها.' } },
      { cookie: learnerCookies },
    );
    expect(answered.data!.forumAnswerAdd).toEqual({
      question: { answerCount: 1 },
      answerEdge: { node: { body: 'از بخش جست‌وجوی شرکت‌ها.' } },
      userErrors: [],
    });
    const empty = await send(
      answer,
      { input: { questionId: question.id, body: ' ' } },
      { cookie: learnerCookies },
    );
    expect(empty.data!.forumAnswerAdd.userErrors[0].message).toBe('متن پاسخ باید بین ۲ تا ۴۰۰۰ نویسه باشد.');
    const unknown = await send(
      answer,
      { input: { questionId: 'bm90LWEtcXVlc3Rpb24', body: 'پاسخ' } },
      { cookie: learnerCookies },
    );
    expect(unknown.data!.forumAnswerAdd.userErrors[0].message).toBe('این پرسش پیدا نشد.');
  });

  it('pages a question’s answers with first/after, one courses call a page, no answer twice', async () => {
    const asked = await send(
      `mutation ($input: ForumQuestionAskInput!) { forumQuestionAsk(input: $input) { question { id } } }`,
      { input: { title: 'مالیات بر ارزش افزوده', body: 'نرخ مالیات بر ارزش افزوده امسال چند است؟' } },
      { cookie: learnerCookies },
    );
    const questionId = asked.data!.forumQuestionAsk.question.id;
    const bodies = ['پاسخ نخست', 'پاسخ دوم', 'پاسخ سوم', 'پاسخ چهارم', 'پاسخ پنجم'];
    for (const body of bodies)
      await send(
        `mutation ($input: ForumAnswerAddInput!) { forumAnswerAdd(input: $input) { userErrors { message } } }`,
        { input: { questionId, body } },
        { cookie: learnerCookies },
      );
    const page = `query ($id: ID!, $after: String) { node(id: $id) { ... on ForumQuestion {
        answers(first: 2, after: $after) { totalCount pageInfo { hasNextPage endCursor } edges { node { id body } } } } } }`;
    const seen: string[] = [];
    const ids = new Set<string>();
    let after: string | null = null;
    let pages = 0;
    platform.resetCalls();
    for (;;) {
      const result = await send(page, { id: questionId, after });
      expect(result.errors).toBeUndefined();
      const answers = result.data!.node.answers;
      expect(answers.totalCount).toBe(5);
      for (const edge of answers.edges) {
        ids.add(edge.node.id);
        seen.push(edge.node.body);
      }
      pages += 1;
      if (!answers.pageInfo.hasNextPage) break;
      after = answers.pageInfo.endCursor;
    }
    expect(pages).toBe(3);
    expect(seen).toEqual(bodies);
    expect(ids.size).toBe(5);
    // The node fetch opens the question with its first page of answers; a page of two needs one more call each.
    const questionCalls = platform.upstreamCalls.filter(
      (call) => call.method === 'GET' && call.path === `/api/UGQ/${fromGlobalId(questionId)?.key}`,
    );
    expect(questionCalls).toHaveLength(6);
    const wrongCursor = await send(page, { id: questionId, after: 'Zm9ydW06MA' });
    expect(wrongCursor.errors?.[0]?.message).toBe(
      'نشانگر صفحه (after) معتبر نیست؛ endCursor همین فهرست را بفرستید.',
    );
  });
});
