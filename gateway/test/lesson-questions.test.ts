import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startPlatformUnderTest,
  type GraphqlResponse,
  type PlatformUnderTest,
} from './platform-under-test.ts';

let platform: PlatformUnderTest;
let learner: string;
/** Omid Rahimi, who teaches Excel for business in the demo data. */
let teacher: string;
/** Reza Tavakoli, who teaches other courses. */
let otherTeacher: string;
/** 09121000001, enrolled in no course. */
let stranger: string;
/** Excel for business: its free preview (the first lesson) and a lesson only its learners may watch. */
let excel: { id: string; lessonId: string; paidLessonId: string };

async function send(query: string, variables: object = {}, cookie?: string) {
  const response = await platform.gateway.fetch('http://gateway.test/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as GraphqlResponse;
}

/** Signs a demo user in; later requests carry the returned cookie header. */
function signIn(userName: string): Promise<string> {
  return platform.signInCookie(userName);
}

beforeAll(async () => {
  platform = await startPlatformUnderTest();
  [learner, teacher, otherTeacher, stranger] = await Promise.all([
    signIn('09121000005'),
    signIn('09121000024'),
    signIn('09121000022'),
    signIn('09121000001'),
  ]);
  const { data } = await send(
    `{ courses(filter: { search: "Excel for business" }) { edges { node { id sections { lessons { id } } } } } }`,
  );
  const node = data!.courses.edges[0].node;
  const lessons = node.sections.flatMap((section: { lessons: { id: string }[] }) => section.lessons);
  excel = { id: node.id, lessonId: lessons[0].id, paidLessonId: lessons[1].id };
});
afterAll(() => platform.close());

const ask = /* GraphQL */ `
  mutation ($input: LessonQuestionAskInput!) {
    lessonQuestionAsk(input: $input) {
      question {
        id
        atSecond
        lessonTitle
        publishedToForum
        teacherAnswer {
          body
        }
      }
      userErrors {
        field
        message
      }
    }
  }
`;
const teacherInbox = /* GraphQL */ `
  {
    viewer {
      isTeacher
      teacherQuestions(first: 50) {
        unansweredCount
        edges {
          node {
            id
            question
            atSecond
            askerName
            courseTitle
          }
        }
      }
    }
  }
`;
const answer = /* GraphQL */ `
  mutation ($input: LessonQuestionAnswerInput!) {
    lessonQuestionAnswer(input: $input) {
      question {
        teacherAnswer {
          body
          teacherName
        }
      }
      userErrors {
        code
        message
      }
    }
  }
`;

describe('questions to the teacher', () => {
  it('a learner asks at a second of a lesson; the course’s teacher answers; the answer shows under the lesson', async () => {
    const asked = await send(
      ask,
      {
        input: {
          courseId: excel.id,
          lessonId: excel.lessonId,
          question: 'در دقیقهٔ اول کدام تابع را به کار بردید؟',
          atSecond: 61,
        },
      },
      learner,
    );
    expect(asked.data!.lessonQuestionAsk.userErrors).toEqual([]);
    const question = asked.data!.lessonQuestionAsk.question;
    expect(question).toMatchObject({ atSecond: 61, publishedToForum: false, teacherAnswer: null });

    const inbox = (await send(teacherInbox, {}, teacher)).data!.viewer;
    expect(inbox.isTeacher).toBe(true);
    const received = inbox.teacherQuestions.edges.find(
      (edge: { node: { id: string } }) => edge.node.id === question.id,
    );
    expect(received.node).toMatchObject({ atSecond: 61, askerName: 'نرگس حسینی' });
    expect((await send(teacherInbox, {}, learner)).data!.viewer.isTeacher).toBe(false);

    const wrongTeacher = await send(
      answer,
      { input: { questionId: question.id, body: 'پاسخ' } },
      otherTeacher,
    );
    expect(wrongTeacher.data!.lessonQuestionAnswer.userErrors[0].message).toBe(
      'فقط مدرس همین دوره می‌تواند به این پرسش پاسخ دهد.',
    );
    const answered = await send(
      answer,
      { input: { questionId: question.id, body: 'تابع XLOOKUP را.' } },
      teacher,
    );
    expect(answered.data!.lessonQuestionAnswer.question.teacherAnswer).toEqual({
      body: 'تابع XLOOKUP را.',
      teacherName: 'امید رحیمی',
    });
    const again = await send(
      answer,
      { input: { questionId: question.id, body: 'تابع XLOOKUP را.' } },
      teacher,
    );
    expect(again.data!.lessonQuestionAnswer.userErrors[0].code).toBe('ALREADY_ANSWERED');

    const lesson = await send(
      `query ($id: ID!) { course(id: $id) { currentLesson { viewerQuestions(first: 10) { edges { node { id atSecond teacherAnswer { body teacherName } } } } } } }`,
      { id: excel.id },
      learner,
    );
    const mine = lesson.data!.course.currentLesson.viewerQuestions.edges.map(
      (edge: { node: unknown }) => edge.node,
    );
    expect(mine).toContainEqual({
      id: question.id,
      atSecond: 61,
      teacherAnswer: { body: 'تابع XLOOKUP را.', teacherName: 'امید رحیمی' },
    });
  });

  it('puts a question on the forum only when the learner publishes it', async () => {
    const forum = async () =>
      (
        await send('{ forumQuestions(first: 50) { edges { node { body } } } }')
      ).data!.forumQuestions.edges.map((edge: { node: { body: string } }) => edge.node.body);
    for (const [question, publishToForum] of [
      ['پرسشی که فقط مدرس می‌بیند', false],
      ['پرسشی که همه می‌بینند', true],
    ] as const)
      await send(
        ask,
        { input: { courseId: excel.id, lessonId: excel.lessonId, question, atSecond: 5, publishToForum } },
        learner,
      );
    const bodies = await forum();
    expect(bodies).toContain('پرسشی که همه می‌بینند');
    expect(bodies).not.toContain('پرسشی که فقط مدرس می‌بیند');
  });

  it('refuses a visitor, a short answer and an unknown question with Persian user errors', async () => {
    const visitor = await send(answer, { input: { questionId: 'eHl6', body: 'پاسخ' } });
    expect(visitor.data!.lessonQuestionAnswer.userErrors[0].code).toBe('UNAUTHENTICATED');
    const unknown = await send(answer, { input: { questionId: 'eHl6', body: 'پاسخ' } }, teacher);
    expect(unknown.data!.lessonQuestionAnswer.userErrors[0].message).toMatch(/[آ-ی]/);
  });

  it('refuses, as a Persian user error, someone not enrolled asking from a lesson they may not watch', async () => {
    const question = 'پرسش بدون ثبت‌نام در دوره';
    const refused = await send(
      /* GraphQL */ `
        mutation ($input: LessonQuestionAskInput!) {
          lessonQuestionAsk(input: $input) {
            askedAt
            question {
              id
            }
            userErrors {
              field
              code
              message
            }
          }
        }
      `,
      { input: { courseId: excel.id, lessonId: excel.paidLessonId, question, atSecond: 3 } },
      stranger,
    );
    expect(refused.errors).toBeUndefined();
    expect(refused.data!.lessonQuestionAsk).toEqual({
      askedAt: null,
      question: null,
      userErrors: [{ field: [], code: 'NOT_ENROLLED', message: 'شما در این دوره ثبت‌نام نکرده‌اید.' }],
    });
    const inbox = (await send(teacherInbox, {}, teacher)).data!.viewer;
    expect(
      inbox.teacherQuestions.edges.map((edge: { node: { question: string } }) => edge.node.question),
    ).not.toContain(question);
  });
});
