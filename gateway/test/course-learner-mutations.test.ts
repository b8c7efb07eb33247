import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPlatformUnderTest, type GraphqlResponse, type PlatformUnderTest } from './platform-under-test.ts';

let platform: PlatformUnderTest;
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

/** Signs a demo learner in and returns the cookie header their later requests carry. */
async function signIn(userName: string): Promise<Record<string, string>> {
  const { body, setCookies } = await send(
    `mutation ($input: AccountSignInInput!) { accountSignIn(input: $input) { userErrors { message } } }`,
    { input: { userName, password: 'Rasad-Demo-1405' } },
  );
  expect(body.data!.accountSignIn.userErrors).toEqual([]);
  const cookie = setCookies.map((header) => header.split(';')[0]).join('; ');
  return { cookie };
}

beforeAll(async () => {
  platform = await startPlatformUnderTest();
  firstLearner = await signIn('09121000005');
  secondLearner = await signIn('09121000006');
  const { body } = await send(`{ courses(filter: { search: "Excel for business" }) { edges { node { id sections { lessons { id durationSeconds } } } } } }`);
  const node = body.data!.courses.edges[0].node;
  excel = { id: node.id, lessons: node.sections.flatMap((section: { lessons: unknown[] }) => section.lessons) };
});
afterAll(() => platform.close());

const logProgress = /* GraphQL */ `
  mutation ($input: LessonProgressLogInput!) {
    lessonProgressLog(input: $input) {
      lesson { id watched lastPositionSeconds }
      course { enrolment { watchedLessonCount devicesUsed } }
      userErrors { code message }
    }
  }
`;

describe('lessonProgressLog', () => {
  it('records where the learner stopped; the course page resumes there and shows progress', async () => {
    const lesson = excel.lessons[0]!;
    const { body } = await send(logProgress, { input: { lessonId: lesson.id, positionSeconds: 6.4, watchedSeconds: 6, ended: false, deviceId: 'gateway-device-1' } }, firstLearner);
    expect(body.data!.lessonProgressLog).toMatchObject({ lesson: { lastPositionSeconds: 6, watched: false }, course: { enrolment: { devicesUsed: 1 } }, userErrors: [] });
    const page = await send(
      `query ($id: ID!) { course(id: $id) { enrolment { daysRemaining } currentLesson { id lastPositionSeconds } progressGraph { watchedSeconds } } }`,
      { id: excel.id },
      firstLearner,
    );
    expect(page.body.data!.course).toMatchObject({ enrolment: { daysRemaining: 60 }, currentLesson: { id: lesson.id, lastPositionSeconds: 6 }, progressGraph: [{ watchedSeconds: 6 }] });
  });

  it('asks a visitor to sign in and reports the device limit as a user error', async () => {
    const input = { lessonId: excel.lessons[0]!.id, positionSeconds: 1, watchedSeconds: 1, ended: false, deviceId: 'gateway-device-1' };
    const visitor = await send(logProgress, { input });
    expect(visitor.body.data!.lessonProgressLog.userErrors[0].code).toBe('UNAUTHENTICATED');
    await send(logProgress, { input: { ...input, deviceId: 'gateway-device-2' } }, firstLearner);
    const third = await send(logProgress, { input: { ...input, deviceId: 'gateway-device-3' } }, firstLearner);
    expect(third.body.data!.lessonProgressLog).toMatchObject({ lesson: null, userErrors: [{ code: 'DEVICE_LIMIT' }] });
  });
});

describe('lesson notes', () => {
  const notesQuery = /* GraphQL */ `
    query ($id: ID!, $lessonId: ID!) { course(id: $id, lessonId: $lessonId) { currentLesson { notes { edges { node { id atSecond body } } } } } }
  `;
  const notesOf = async (headers: Record<string, string>) =>
    (await send(notesQuery, { id: excel.id, lessonId: excel.lessons[0]!.id }, headers)).body.data!.course.currentLesson.notes.edges.map(
      (edge: { node: unknown }) => edge.node,
    );

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
    expect(update.body.data!.lessonNoteUpdate).toMatchObject({ note: null, userErrors: [{ code: 'NOT_FOUND', message: 'این یادداشت پیدا نشد.' }] });
    const remove = await send(
      `mutation ($input: LessonNoteDeleteInput!) { lessonNoteDelete(input: $input) { deletedNoteId userErrors { code } } }`,
      { input: { id: note.id } },
      secondLearner,
    );
    expect(remove.body.data!.lessonNoteDelete).toMatchObject({ deletedNoteId: null, userErrors: [{ code: 'NOT_FOUND' }] });
    expect(await notesOf(firstLearner)).toEqual([note]);

    const own = await send(
      `mutation ($input: LessonNoteDeleteInput!) { lessonNoteDelete(input: $input) { deletedNoteId userErrors { code } } }`,
      { input: { id: note.id } },
      firstLearner,
    );
    expect(own.body.data!.lessonNoteDelete).toEqual({ deletedNoteId: note.id, userErrors: [] });
  });

  it('refuses an empty note in the request’s language before calling the service', async () => {
    platform.resetCalls();
    const { body } = await send(
      `mutation ($input: LessonNoteCreateInput!) { lessonNoteCreate(input: $input) { note { id } userErrors { field message } } }`,
      { input: { lessonId: excel.lessons[0]!.id, atSecond: 4, body: '  ' } },
      { ...firstLearner, 'accept-language': 'en-US' },
    );
    expect(body.data!.lessonNoteCreate.userErrors).toEqual([{ field: ['body'], message: 'A note must be 1 to 2000 characters long.' }]);
    expect(Object.keys(platform.callCounts()).filter((call) => call.includes('LessonNotes'))).toEqual([]);
  });
});
