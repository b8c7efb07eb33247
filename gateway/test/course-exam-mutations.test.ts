import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPlatformUnderTest, type GraphqlResponse, type PlatformUnderTest } from './platform-under-test.ts';

let platform: PlatformUnderTest;
let learner: Record<string, string>;
let excel: { id: string; lessons: { id: string; durationSeconds: number }[] };

async function send(query: string, variables: object = {}, headers: Record<string, string> = {}) {
  const response = await platform.gateway.fetch('http://gateway.test/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return { body: (await response.json()) as GraphqlResponse, setCookies: response.headers.getSetCookie() };
}

beforeAll(async () => {
  platform = await startPlatformUnderTest();
  const { setCookies } = await send(
    `mutation ($input: AccountSignInInput!) { accountSignIn(input: $input) { userErrors { message } } }`,
    { input: { userName: '09121000005', password: 'Rasad-Demo-1405' } },
  );
  learner = { cookie: setCookies.map((header) => header.split(';')[0]).join('; ') };
  const { body } = await send(`{ courses(filter: { search: "Excel for business" }) { edges { node { id sections { lessons { id durationSeconds } } } } } }`);
  const node = body.data!.courses.edges[0].node;
  excel = { id: node.id, lessons: node.sections.flatMap((section: { lessons: unknown[] }) => section.lessons) };
});
afterAll(() => platform.close());

const examState = /* GraphQL */ `query ($id: ID!) { course(id: $id) { exam { unlocked results { edges { node { scorePercent passed certificate { code } } } } } } }`;
const start = /* GraphQL */ `
  mutation ($input: CourseExamStartInput!) { courseExamStart(input: $input) { attempt { id deadlineAt } questions { id text options } userErrors { code message } } }
`;
const submit = /* GraphQL */ `
  mutation ($input: CourseExamSubmitInput!) {
    courseExamSubmit(input: $input) { result { scorePercent passed certificate { code learnerName courseTitle issuedOnSolarHijri pdfUrl } } userErrors { code message } }
  }
`;

describe('the exam through the gateway', () => {
  it('unlocks after every lesson, scores once, and issues a certificate anyone can verify', async () => {
    const locked = await send(start, { input: { courseId: excel.id } }, learner);
    expect(locked.body.data!.courseExamStart.userErrors[0]).toMatchObject({ code: 'EXAM_LOCKED', message: 'آزمون پس از دیدن همه جلسات دوره باز می‌شود.' });
    for (const lesson of excel.lessons) {
      await send(
        `mutation ($input: LessonProgressLogInput!) { lessonProgressLog(input: $input) { userErrors { code } } }`,
        { input: { lessonId: lesson.id, positionSeconds: lesson.durationSeconds, watchedSeconds: 5, ended: true, deviceId: 'exam-device-1' } },
        learner,
      );
    }
    expect((await send(examState, { id: excel.id }, learner)).body.data!.course.exam.unlocked).toBe(true);

    const started = (await send(start, { input: { courseId: excel.id } }, learner)).body.data!.courseExamStart;
    expect(started.questions).toHaveLength(3);
    const answers = started.questions.map((question: { id: string }) => ({ questionId: question.id, option: 0 }));
    const scored = (await send(submit, { input: { attemptId: started.attempt.id, answers } }, learner)).body.data!.courseExamSubmit;
    expect(scored.result).toMatchObject({ scorePercent: 100, passed: true, certificate: { learnerName: 'نرگس حسینی', courseTitle: 'اکسل کاربردی برای کسب‌وکار' } });

    const wrongAnswers = answers.map((answer: object) => ({ ...answer, option: 1 }));
    const again = (await send(submit, { input: { attemptId: started.attempt.id, answers: wrongAnswers } }, learner)).body.data!.courseExamSubmit;
    expect(again).toMatchObject({ result: null, userErrors: [{ code: 'ALREADY_SUBMITTED' }] });
    const state = (await send(examState, { id: excel.id }, learner)).body.data!.course.exam;
    expect(state.results.edges.map((edge: { node: { scorePercent: number } }) => edge.node.scorePercent)).toEqual([100]);

    const code = scored.result.certificate.code;
    const verified = await send(`query ($code: String!) { certificate(code: $code) { learnerName scorePercent } }`, { code });
    expect(verified.body.data!.certificate).toEqual({ learnerName: 'نرگس حسینی', scorePercent: 100 });
    expect((await send(`{ certificate(code: "RSD-0000000000") { code } }`)).body.data!.certificate).toBeNull();
  });

  it('redeems a gift code into a new course on the learner’s dashboard, once', async () => {
    const redeem = /* GraphQL */ `
      mutation ($input: GiftCodeRedeemInput!) { giftCodeRedeem(input: $input) { addedDays course { title enrolment { daysRemaining } } userErrors { code message } } }
    `;
    const dashboard = /* GraphQL */ `{ viewer { learnerCourses { totalCount edges { node { daysRemaining course { title } } } } certificates { totalCount } } }`;
    const before = (await send(dashboard, {}, learner)).body.data!.viewer;
    expect(before.certificates.totalCount).toBe(1);
    const first = (await send(redeem, { input: { code: ' rasad-gift-1405 ' } }, learner)).body.data!.giftCodeRedeem;
    expect(first).toEqual({ addedDays: 30, course: { title: 'مبانی مدیریت پروژه', enrolment: { daysRemaining: 30 } }, userErrors: [] });
    const after = (await send(dashboard, {}, learner)).body.data!.viewer;
    expect(after.learnerCourses.totalCount).toBe(before.learnerCourses.totalCount + 1);
    const second = (await send(redeem, { input: { code: 'RASAD-GIFT-1405' } }, learner)).body.data!.giftCodeRedeem;
    expect(second.userErrors).toEqual([{ code: 'ALREADY_REDEEMED', message: 'این کد هدیه پیش‌تر استفاده شده است.' }]);
    const visitor = (await send(redeem, { input: { code: 'RASAD-GIFT-DATA' } })).body.data!.giftCodeRedeem;
    expect(visitor.userErrors[0].code).toBe('UNAUTHENTICATED');
  });
});
