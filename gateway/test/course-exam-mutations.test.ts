import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCoursesFileProxy } from '../src/courses/courses-file-proxy.ts';
import { examsBySlug } from '@rasad/services/courses/seed/course-content.ts';
import {
  startPlatformUnderTest,
  type GraphqlResponse,
  type PlatformUnderTest,
} from './platform-under-test.ts';

let platform: PlatformUnderTest;
/** The services' clock, moved by hand so the player's reports are spaced as real playback spaces them. */
let servicesTime = Date.now();
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
  platform = await startPlatformUnderTest({ servicesNow: () => new Date(servicesTime) });
  // Not before the demo data was seeded, so whole days of access still count as whole.
  servicesTime = Date.now();
  const { setCookies } = await send(
    `mutation ($input: AccountSignInInput!) { accountSignIn(input: $input) { userErrors { message } } }`,
    { input: { userName: '09121000005', password: 'Rasad-Demo-1405' } },
  );
  learner = { cookie: setCookies.map((header) => header.split(';')[0]).join('; ') };
  const { body } = await send(
    `{ courses(filter: { search: "Excel for business" }) { edges { node { id sections { lessons { id durationSeconds } } } } } }`,
  );
  const node = body.data!.courses.edges[0].node;
  excel = {
    id: node.id,
    lessons: node.sections.flatMap((section: { lessons: unknown[] }) => section.lessons),
  };
});
afterAll(() => platform.close());

const logProgress = /* GraphQL */ `
  mutation ($input: LessonProgressLogInput!) {
    lessonProgressLog(input: $input) {
      userErrors {
        code
      }
    }
  }
`;

/** Plays a lesson through as the player reports it: at the start, every 5 seconds of playback, and at the end. */
async function watchThrough(lesson: { id: string; durationSeconds: number }) {
  const report = (positionSeconds: number, watchedSeconds: number) =>
    send(
      logProgress,
      {
        input: {
          lessonId: lesson.id,
          positionSeconds,
          watchedSeconds,
          ended: positionSeconds >= lesson.durationSeconds,
          deviceId: 'exam-device-1',
        },
      },
      learner,
    );
  await report(0, 0);
  for (let position = 0; position < lesson.durationSeconds;) {
    const step = Math.min(5, lesson.durationSeconds - position);
    servicesTime += step * 1000;
    position += step;
    await report(position, step);
  }
}

/** The seeded exam's right answers sit at different positions; the test knows them from the seed. */
const rightOptions = examsBySlug['excel-for-business']!.questions.map((question) => question.correct);
const rightAnswers = (questions: { id: string }[]) =>
  questions.map((question, index) => ({ questionId: question.id, option: rightOptions[index]! }));

const examState = /* GraphQL */ `
  query ($id: ID!) {
    course(id: $id) {
      exam {
        unlocked
        results {
          edges {
            node {
              scorePercent
              passed
              certificate {
                code
              }
            }
          }
        }
      }
    }
  }
`;
const start = /* GraphQL */ `
  mutation ($input: CourseExamStartInput!) {
    courseExamStart(input: $input) {
      attempt {
        id
        deadlineAt
      }
      questions {
        id
        text
        options
      }
      userErrors {
        code
        message
      }
    }
  }
`;
const submit = /* GraphQL */ `
  mutation ($input: CourseExamSubmitInput!) {
    courseExamSubmit(input: $input) {
      result {
        scorePercent
        passed
        certificate {
          code
          learnerName
          courseTitle
          issuedOnSolarHijri
          pdfUrl
        }
      }
      userErrors {
        code
        message
      }
    }
  }
`;

describe('the exam through the gateway', () => {
  it('unlocks after every lesson, scores once, and issues a certificate anyone can verify', async () => {
    const locked = await send(start, { input: { courseId: excel.id } }, learner);
    expect(locked.body.data!.courseExamStart.userErrors[0]).toMatchObject({
      code: 'EXAM_LOCKED',
      message: 'آزمون پس از دیدن همه جلسات دوره باز می‌شود.',
    });
    // A seek to the end with `ended` is not watching.
    for (const lesson of excel.lessons) {
      await send(
        logProgress,
        {
          input: {
            lessonId: lesson.id,
            positionSeconds: lesson.durationSeconds,
            watchedSeconds: 60,
            ended: true,
            deviceId: 'exam-device-1',
          },
        },
        learner,
      );
    }
    expect((await send(examState, { id: excel.id }, learner)).body.data!.course.exam.unlocked).toBe(false);
    for (const lesson of excel.lessons) await watchThrough(lesson);
    expect((await send(examState, { id: excel.id }, learner)).body.data!.course.exam.unlocked).toBe(true);

    const started = (await send(start, { input: { courseId: excel.id } }, learner)).body.data!
      .courseExamStart;
    expect(started.questions).toHaveLength(3);
    const answers = rightAnswers(started.questions);
    const scored = (await send(submit, { input: { attemptId: started.attempt.id, answers } }, learner)).body
      .data!.courseExamSubmit;
    expect(scored.result).toMatchObject({
      scorePercent: 100,
      passed: true,
      certificate: { learnerName: 'نرگس حسینی', courseTitle: 'اکسل کاربردی برای کسب‌وکار' },
    });

    const wrongAnswers = answers.map((answer, index) => ({
      ...answer,
      option: (rightOptions[index]! + 1) % 3,
    }));
    const again = (
      await send(submit, { input: { attemptId: started.attempt.id, answers: wrongAnswers } }, learner)
    ).body.data!.courseExamSubmit;
    expect(again).toMatchObject({ result: null, userErrors: [{ code: 'ALREADY_SUBMITTED' }] });
    const state = (await send(examState, { id: excel.id }, learner)).body.data!.course.exam;
    expect(
      state.results.edges.map((edge: { node: { scorePercent: number } }) => edge.node.scorePercent),
    ).toEqual([100]);

    const code = scored.result.certificate.code;
    expect(scored.result.certificate.pdfUrl).toBe(`/certificates/${code}.pdf`);
    const site = createServer(
      createCoursesFileProxy(platform.pools.courses, {
        refreshCoordinator: platform.gateway.refreshCoordinator,
      }),
    );
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    try {
      // Anyone holding the code may download it: no cookie goes along.
      const pdf = await fetch(
        `http://127.0.0.1:${(site.address() as AddressInfo).port}${scored.result.certificate.pdfUrl}`,
      );
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      expect(pdf.headers.get('content-disposition')).toContain(code);
      expect(
        Buffer.from(await pdf.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
    } finally {
      await new Promise<void>((resolve) => site.close(() => resolve()));
    }
    const verified = await send(
      `query ($code: String!) { certificate(code: $code) { learnerName scorePercent } }`,
      { code },
    );
    expect(verified.body.data!.certificate).toEqual({ learnerName: 'نرگس حسینی', scorePercent: 100 });
    expect(
      (await send(`{ certificate(code: "RSD-0000000000") { code } }`)).body.data!.certificate,
    ).toBeNull();
  });

  it('does not let answers sent after the time limit change the score', async () => {
    const started = (await send(start, { input: { courseId: excel.id } }, learner)).body.data!
      .courseExamStart;
    const before = servicesTime;
    servicesTime = Date.parse(started.attempt.deadlineAt) + 60_000;
    try {
      const late = (
        await send(
          submit,
          { input: { attemptId: started.attempt.id, answers: rightAnswers(started.questions) } },
          learner,
        )
      ).body.data!.courseExamSubmit;
      expect(late).toMatchObject({
        result: null,
        userErrors: [{ code: 'TIME_OVER', message: 'زمان آزمون به پایان رسیده بود؛ پاسخ‌ها پذیرفته نشد.' }],
      });
      const results = (await send(examState, { id: excel.id }, learner)).body.data!.course.exam.results.edges;
      expect(results[0].node).toEqual({ scorePercent: 0, passed: false, certificate: null });
      const again = (
        await send(
          submit,
          { input: { attemptId: started.attempt.id, answers: rightAnswers(started.questions) } },
          learner,
        )
      ).body.data!.courseExamSubmit;
      expect(again.userErrors[0].code).toBe('ALREADY_SUBMITTED');
    } finally {
      servicesTime = before;
    }
  });

  it('shows the same certificate after a retake that passes again', async () => {
    const first = (
      await send(examState, { id: excel.id }, learner)
    ).body.data!.course.exam.results.edges.find((edge: { node: { passed: boolean } }) => edge.node.passed)
      .node.certificate.code;
    const started = (await send(start, { input: { courseId: excel.id } }, learner)).body.data!
      .courseExamStart;
    const retake = (
      await send(
        submit,
        { input: { attemptId: started.attempt.id, answers: rightAnswers(started.questions) } },
        learner,
      )
    ).body.data!.courseExamSubmit;
    expect(retake.result).toMatchObject({ passed: true, certificate: { code: first } });
    expect(
      (await send(`{ viewer { certificates { totalCount } } }`, {}, learner)).body.data!.viewer.certificates
        .totalCount,
    ).toBe(1);
  });

  it('redeems a gift code into a new course on the learner’s dashboard, once', async () => {
    const redeem = /* GraphQL */ `
      mutation ($input: GiftCodeRedeemInput!) {
        giftCodeRedeem(input: $input) {
          addedDays
          course {
            title
            enrolment {
              daysRemaining
            }
          }
          userErrors {
            code
            message
          }
        }
      }
    `;
    const dashboard = /* GraphQL */ `
      {
        viewer {
          learnerCourses {
            totalCount
            edges {
              node {
                daysRemaining
                course {
                  title
                }
              }
            }
          }
          certificates {
            totalCount
          }
        }
      }
    `;
    const before = (await send(dashboard, {}, learner)).body.data!.viewer;
    expect(before.certificates.totalCount).toBe(1);
    const first = (await send(redeem, { input: { code: ' rasad-gift-1405 ' } }, learner)).body.data!
      .giftCodeRedeem;
    expect(first).toEqual({
      addedDays: 30,
      course: { title: 'مبانی مدیریت پروژه', enrolment: { daysRemaining: 30 } },
      userErrors: [],
    });
    const after = (await send(dashboard, {}, learner)).body.data!.viewer;
    expect(after.learnerCourses.totalCount).toBe(before.learnerCourses.totalCount + 1);
    const second = (await send(redeem, { input: { code: 'RASAD-GIFT-1405' } }, learner)).body.data!
      .giftCodeRedeem;
    expect(second.userErrors).toEqual([
      { code: 'ALREADY_REDEEMED', message: 'این کد هدیه پیش‌تر استفاده شده است.' },
    ]);
    const visitor = (await send(redeem, { input: { code: 'RASAD-GIFT-DATA' } })).body.data!.giftCodeRedeem;
    expect(visitor.userErrors[0].code).toBe('UNAUTHENTICATED');
  });
});
