import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examsBySlug } from '@rasad/services/courses/seed/course-content.ts';
/**
 * A pass by a learner whose enrolment holds no name by the rule (here the mobile number it once fell back to) asks
 * for the name (LEARNER_NAME_REQUIRED) instead of printing the mobile on a public certificate.
 */
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

const submit = /* GraphQL */ `
  mutation ($input: CourseExamSubmitInput!) {
    courseExamSubmit(input: $input) {
      result {
        id
        passed
        learnerNameRequired
        certificate {
          code
        }
      }
      userErrors {
        field
        code
        message
      }
    }
  }
`;
const issue = /* GraphQL */ `
  mutation ($input: CourseCertificateIssueInput!) {
    courseCertificateIssue(input: $input) {
      result {
        learnerNameRequired
        certificate {
          code
          learnerName
        }
      }
      userErrors {
        field
        code
        message
      }
    }
  }
`;

describe('a certificate without a name', () => {
  it('asks for the learner’s name in Persian, refuses a mobile number and issues the certificate with the name', async () => {
    await platform.database.db.execute(
      sql`UPDATE courses.enrolments e SET learner_name = '09121000005' FROM courses.courses c
          WHERE c.id = e.course_id AND c.slug = 'excel-for-business' AND e.user_id = '00000000-0000-4000-8000-000000000005'`,
    );
    for (const lesson of excel.lessons) await watchThrough(lesson);
    const started = (
      await send(
        `mutation ($input: CourseExamStartInput!) { courseExamStart(input: $input) { attempt { id } questions { id } userErrors { code } } }`,
        { input: { courseId: excel.id } },
        learner,
      )
    ).body.data!.courseExamStart;
    const answers = rightAnswers(started.questions);
    const scored = (await send(submit, { input: { attemptId: started.attempt.id, answers } }, learner)).body
      .data!.courseExamSubmit;
    expect(scored).toEqual({
      result: { id: started.attempt.id, passed: true, learnerNameRequired: true, certificate: null },
      userErrors: [
        {
          field: ['learnerName'],
          code: 'LEARNER_NAME_REQUIRED',
          message:
            'قبول شدید! گواهی به نام شما صادر می‌شود: نام و نام خانوادگی خود را همان‌گونه که باید روی گواهی نوشته شود وارد کنید.',
        },
      ],
    });

    const refused = (
      await send(issue, { input: { attemptId: started.attempt.id, learnerName: '0912 100 0005' } }, learner)
    ).body.data!.courseCertificateIssue;
    expect(refused).toEqual({
      result: null,
      userErrors: [
        { field: ['learnerName'], code: expect.any(String), message: 'نام و نام خانوادگی معتبر نیست' },
      ],
    });

    const issued = (
      await send(issue, { input: { attemptId: started.attempt.id, learnerName: 'نرگس حسيني' } }, learner)
    ).body.data!.courseCertificateIssue;
    expect(issued).toMatchObject({
      result: { learnerNameRequired: false, certificate: { learnerName: 'نرگس حسینی' } },
      userErrors: [],
    });
  });
});
