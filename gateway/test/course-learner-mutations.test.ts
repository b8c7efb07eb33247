import { ruleMessage } from '@rasad/contracts/rules/rule-messages.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startPlatformUnderTest,
  type GraphqlResponse,
  type PlatformUnderTest,
} from './platform-under-test.ts';

let platform: PlatformUnderTest;
/** The services' clock, moved by hand so the player's reports are spaced as real playback spaces them. */
let servicesTime = Date.now();
let firstLearner: Record<string, string>;
let secondLearner: Record<string, string>;
let excel: { id: string; lessons: { id: string; durationSeconds: number }[] };

async function send(query: string, variables: object = {}, headers: Record<string, string> = {}) {
  const response = await platform.gateway.fetch('http://gateway.test/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return { body: (await response.json()) as GraphqlResponse, setCookies: response.headers.getSetCookie() };
}

/** Signs a demo user in; later requests carry the returned cookie header. */
async function signIn(userName: string): Promise<Record<string, string>> {
  return { cookie: await platform.signInCookie(userName) };
}

beforeAll(async () => {
  platform = await startPlatformUnderTest({ servicesNow: () => new Date(servicesTime) });
  // Not before the demo data was seeded, so whole days of access still count as whole.
  servicesTime = Date.now();
  firstLearner = await signIn('09121000005');
  secondLearner = await signIn('09121000006');
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
      lesson {
        id
        watched
        lastPositionSeconds
      }
      course {
        enrolment {
          watchedLessonCount
          devicesUsed
        }
      }
      userErrors {
        code
        message
      }
    }
  }
`;

describe('lessonProgressLog', () => {
  it('records where the learner stopped; the course page resumes there and shows progress', async () => {
    const lesson = excel.lessons[0]!;
    await send(
      logProgress,
      {
        input: {
          lessonId: lesson.id,
          positionSeconds: 0,
          watchedSeconds: 0,
          ended: false,
          deviceId: 'gateway-device-1',
        },
      },
      firstLearner,
    );
    servicesTime += 7_000;
    const { body } = await send(
      logProgress,
      {
        input: {
          lessonId: lesson.id,
          positionSeconds: 6.4,
          watchedSeconds: 6,
          ended: false,
          deviceId: 'gateway-device-1',
        },
      },
      firstLearner,
    );
    expect(body.data!.lessonProgressLog).toMatchObject({
      lesson: { lastPositionSeconds: 6, watched: false },
      course: { enrolment: { devicesUsed: 1 } },
      userErrors: [],
    });
    const page = await send(
      `query ($id: ID!) { course(id: $id) { enrolment { daysRemaining } currentLesson { id lastPositionSeconds } progressGraph { watchedSeconds } } }`,
      { id: excel.id },
      firstLearner,
    );
    expect(page.body.data!.course).toMatchObject({
      enrolment: { daysRemaining: 60 },
      currentLesson: { id: lesson.id, lastPositionSeconds: 6 },
      progressGraph: [{ watchedSeconds: 6 }],
    });
  });

  it('does not mark a lesson watched for a seek to its end, only once most of it was watched', async () => {
    const lesson = excel.lessons[0]!;
    const input = {
      lessonId: lesson.id,
      positionSeconds: lesson.durationSeconds,
      ended: true,
      deviceId: 'gateway-device-1',
    };
    servicesTime += 1_000;
    const seek = await send(logProgress, { input: { ...input, watchedSeconds: 60 } }, firstLearner);
    // One second since the previous report allows 2.5 watched seconds: 6 + 2 of 12 is less than 80%.
    expect(seek.body.data!.lessonProgressLog).toMatchObject({
      lesson: { watched: false },
      course: { enrolment: { watchedLessonCount: 0 } },
    });
    servicesTime += 2_000;
    const played = await send(logProgress, { input: { ...input, watchedSeconds: 4 } }, firstLearner);
    expect(played.body.data!.lessonProgressLog).toMatchObject({
      lesson: { watched: true },
      course: { enrolment: { watchedLessonCount: 1 } },
    });
  });

  it('asks a visitor to sign in and reports the device limit as a user error', async () => {
    const input = {
      lessonId: excel.lessons[0]!.id,
      positionSeconds: 1,
      watchedSeconds: 1,
      ended: false,
      deviceId: 'gateway-device-1',
    };
    const visitor = await send(logProgress, { input });
    expect(visitor.body.data!.lessonProgressLog.userErrors[0].code).toBe('UNAUTHENTICATED');
    await send(logProgress, { input: { ...input, deviceId: 'gateway-device-2' } }, firstLearner);
    const third = await send(
      logProgress,
      { input: { ...input, deviceId: 'gateway-device-3' } },
      firstLearner,
    );
    expect(third.body.data!.lessonProgressLog).toMatchObject({
      lesson: null,
      userErrors: [{ code: 'DEVICE_LIMIT' }],
    });
  });

  it('refuses an impossible report with the same rule and text as the courses service, before calling it', async () => {
    const input = {
      lessonId: excel.lessons[0]!.id,
      positionSeconds: 1,
      watchedSeconds: 5_000,
      ended: false,
      deviceId: 'gateway-device-1',
    };
    platform.resetCalls();
    const tooLong = await send(logProgress, { input }, firstLearner);
    const shortDevice = await send(
      logProgress,
      { input: { ...input, watchedSeconds: 1, deviceId: 'x' } },
      firstLearner,
    );
    expect(tooLong.body.data!.lessonProgressLog.userErrors).toEqual([
      { code: 'lessonProgress.watched', message: ruleMessage('validation.lessonProgress.watched', 'fa-IR') },
    ]);
    expect(shortDevice.body.data!.lessonProgressLog.userErrors).toEqual([
      { code: 'lessonProgress.device', message: ruleMessage('validation.lessonProgress.device', 'fa-IR') },
    ]);
    expect(platform.callCounts()['POST /api/Courses/Log']).toBeUndefined();
  });
});

describe('Lesson.playback', () => {
  const playbackQuery = /* GraphQL */ `
    query ($id: ID!, $lessonId: ID!, $deviceId: String!) {
      course(id: $id, lessonId: $lessonId) {
        currentLesson {
          canWatch
          playback(deviceId: $deviceId) {
            mediaUrl
            refusal
            message
          }
        }
      }
    }
  `;
  const playbackOf = async (lessonIndex: number, deviceId: string, headers: Record<string, string>) =>
    (await send(playbackQuery, { id: excel.id, lessonId: excel.lessons[lessonIndex]!.id, deviceId }, headers))
      .body.data!.course.currentLesson.playback;

  it('hands an enrolled learner’s known device a link on the site’s origin, and refuses a device over the limit in Persian', async () => {
    // gateway-device-1 and -2 were admitted by the progress reports above; the course allows two.
    expect(await playbackOf(1, 'gateway-device-2', firstLearner)).toMatchObject({
      mediaUrl: expect.stringMatching(
        /^\/media\/lesson-clip-2\.webm\?audience=00000000-0000-4000-8000-000000000005&expires=\d+&signature=/,
      ),
      refusal: null,
      message: null,
    });
    expect(await playbackOf(1, 'gateway-device-9', firstLearner)).toEqual({
      mediaUrl: null,
      refusal: 'DEVICE_LIMIT',
      message: expect.stringContaining('سقف تعداد دستگاه'),
    });
  });

  it('asks a visitor to sign in for a lesson that is not a free preview, and gives no link once access has ended', async () => {
    expect(await playbackOf(1, 'visitor-device-1', {})).toMatchObject({
      mediaUrl: null,
      refusal: 'SIGN_IN_REQUIRED',
    });
    const mine = (
      await send(
        `{ viewer { learnerCourses { edges { node { hasAccess course { id sections { lessons { id isFreePreview } } } } } } } }`,
        {},
        firstLearner,
      )
    ).body.data!.viewer.learnerCourses.edges;
    const incoterms = mine.find((edge: { node: { hasAccess: boolean } }) => !edge.node.hasAccess).node.course;
    const lockedLesson = incoterms.sections
      .flatMap((section: { lessons: { id: string; isFreePreview: boolean }[] }) => section.lessons)
      .find((lesson: { isFreePreview: boolean }) => !lesson.isFreePreview);
    const ended = (
      await send(
        playbackQuery,
        { id: incoterms.id, lessonId: lockedLesson.id, deviceId: 'gateway-device-1' },
        firstLearner,
      )
    ).body.data!.course.currentLesson;
    expect(ended).toEqual({
      canWatch: false,
      playback: {
        mediaUrl: null,
        refusal: 'ACCESS_ENDED',
        message: 'مهلت دسترسی شما به این دوره به پایان رسیده است.',
      },
    });
  });
});

describe('course comments', () => {
  it('takes a comment without a score from any signed-in user and lists it with the reviews', async () => {
    const create = /* GraphQL */ `
      mutation ($input: CourseCommentCreateInput!) {
        courseCommentCreate(input: $input) {
          comment {
            id
            authorName
            score
          }
          course {
            comments(first: 5) {
              edges {
                node {
                  id
                  body
                  score
                }
              }
            }
          }
          userErrors {
            field
            message
          }
        }
      }
    `;
    const created = (
      await send(create, { input: { courseId: excel.id, body: 'آیا فایل تمرین‌ها هم هست؟' } }, secondLearner)
    ).body.data!.courseCommentCreate;
    expect(created).toMatchObject({ comment: { authorName: 'امیر جعفری', score: null }, userErrors: [] });
    expect(created.course.comments.edges[0].node).toEqual({
      id: created.comment.id,
      body: 'آیا فایل تمرین‌ها هم هست؟',
      score: null,
    });
    const short = (await send(create, { input: { courseId: excel.id, body: 'نه' } }, secondLearner)).body
      .data!.courseCommentCreate;
    expect(short).toMatchObject({
      comment: null,
      userErrors: [{ field: ['body'], message: 'متن نظر باید بین ۳ تا ۲۰۰۰ نویسه باشد.' }],
    });
    const visitor = (await send(create, { input: { courseId: excel.id, body: 'نظر بی‌نام' } })).body.data!
      .courseCommentCreate;
    expect(visitor.userErrors[0].message).toBe('برای این کار ابتدا وارد شوید.');
    // The second learner may still leave their one review: the comment does not count as one.
    const review = await send(
      `mutation ($input: CourseReviewCreateInput!) { courseReviewCreate(input: $input) { review { score } userErrors { code } } }`,
      { input: { courseId: excel.id, score: 4, body: 'تمرین‌های خوبی داشت' } },
      secondLearner,
    );
    expect(review.body.data!.courseReviewCreate).toEqual({ review: { score: 4 }, userErrors: [] });
  });
});

describe('lesson notes', () => {
  const notesQuery = /* GraphQL */ `
    query ($id: ID!, $lessonId: ID!) {
      course(id: $id, lessonId: $lessonId) {
        currentLesson {
          notes {
            edges {
              node {
                id
                atSecond
                body
              }
            }
          }
        }
      }
    }
  `;
  const notesOf = async (headers: Record<string, string>) =>
    (
      await send(notesQuery, { id: excel.id, lessonId: excel.lessons[0]!.id }, headers)
    ).body.data!.course.currentLesson.notes.edges.map((edge: { node: unknown }) => edge.node);

  it('a second learner can neither read nor change the first learner’s notes', async () => {
    const created = await send(
      `mutation ($input: LessonNoteCreateInput!) { lessonNoteCreate(input: $input) { note { id atSecond body } userErrors { message } } }`,
      { input: { lessonId: excel.lessons[0]!.id, atSecond: 4, body: 'یادداشت خصوصی سارا' } },
      firstLearner,
    );
    const note = created.body.data!.lessonNoteCreate.note;
    expect(note).toMatchObject({ atSecond: 4, body: 'یادداشت خصوصی سارا' });
    expect(await notesOf(firstLearner)).toEqual([note]);
    expect(await notesOf(secondLearner)).toEqual([]);
    expect(await notesOf({})).toEqual([]);

    const update = await send(
      `mutation ($input: LessonNoteUpdateInput!) { lessonNoteUpdate(input: $input) { note { id } userErrors { code message } } }`,
      { input: { id: note.id, atSecond: 1, body: 'دست‌کاری' } },
      secondLearner,
    );
    expect(update.body.data!.lessonNoteUpdate).toMatchObject({
      note: null,
      userErrors: [{ code: 'NOT_FOUND', message: 'این یادداشت پیدا نشد.' }],
    });
    const remove = await send(
      `mutation ($input: LessonNoteDeleteInput!) { lessonNoteDelete(input: $input) { deletedNoteId userErrors { code } } }`,
      { input: { id: note.id } },
      secondLearner,
    );
    expect(remove.body.data!.lessonNoteDelete).toMatchObject({
      deletedNoteId: null,
      userErrors: [{ code: 'NOT_FOUND' }],
    });
    expect(await notesOf(firstLearner)).toEqual([note]);

    const own = await send(
      `mutation ($input: LessonNoteDeleteInput!) { lessonNoteDelete(input: $input) { deletedNoteId userErrors { code } } }`,
      { input: { id: note.id } },
      firstLearner,
    );
    expect(own.body.data!.lessonNoteDelete).toEqual({ deletedNoteId: note.id, userErrors: [] });
  });

  it('refuses a note on a lesson the caller may not watch with the service’s Persian message', async () => {
    const stranger = await signIn('09121000001');
    const { body } = await send(
      `mutation ($input: LessonNoteCreateInput!) { lessonNoteCreate(input: $input) { note { id } userErrors { field code message } } }`,
      { input: { lessonId: excel.lessons[1]!.id, atSecond: 4, body: 'یادداشت بدون ثبت‌نام' } },
      stranger,
    );
    expect(body.errors).toBeUndefined();
    expect(body.data!.lessonNoteCreate).toEqual({
      note: null,
      userErrors: [{ field: [], code: 'NOT_ENROLLED', message: 'شما در این دوره ثبت‌نام نکرده‌اید.' }],
    });
  });

  it('refuses an empty note in the request’s language before calling the service', async () => {
    platform.resetCalls();
    const { body } = await send(
      `mutation ($input: LessonNoteCreateInput!) { lessonNoteCreate(input: $input) { note { id } userErrors { field message } } }`,
      { input: { lessonId: excel.lessons[0]!.id, atSecond: 4, body: '  ' } },
      { ...firstLearner, 'accept-language': 'en-US' },
    );
    expect(body.data!.lessonNoteCreate.userErrors).toEqual([
      { field: ['body'], message: 'A note must be 1 to 2000 characters long.' },
    ]);
    expect(Object.keys(platform.callCounts()).filter((call) => call.includes('LessonNotes'))).toEqual([]);
  });
});

describe('malformed ids', () => {
  it('answer a mutation with a Persian user error on its input, never a null answer', async () => {
    const note = await send(
      `mutation { lessonNoteCreate(input: { lessonId: "zzz", atSecond: 3, body: "یادداشت" }) { note { id } userErrors { field code message } } }`,
      {},
      firstLearner,
    );
    expect(note.body.errors).toBeUndefined();
    expect(note.body.data!.lessonNoteCreate).toEqual({
      note: null,
      userErrors: [{ field: [], code: 'INVALID_ID', message: 'شناسهٔ فرستاده‌شده معتبر نیست.' }],
    });
    const exam = await send(
      `mutation { courseExamStart(input: { courseId: "abc" }) { attempt { id } questions { id } userErrors { code } } }`,
      {},
      firstLearner,
    );
    expect(exam.body.errors).toBeUndefined();
    expect(exam.body.data!.courseExamStart).toEqual({
      attempt: null,
      questions: [],
      userErrors: [{ code: 'INVALID_ID' }],
    });
  });
});
