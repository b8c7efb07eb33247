import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coursesService } from '../../src/courses/courses-service.ts';
import { buildTestService, type TestService } from '../build-test-service.ts';
import { testAuthorization } from '../test-auth.ts';
import { installTestClock, watchLessonThrough } from './player-reports.ts';

const learner = '00000000-0000-4000-8000-000000000005';
const secondLearner = '00000000-0000-4000-8000-000000000006';

let service: TestService;
let learnerHeaders: { authorization: string };
let courseIds: Record<string, number>;
let excelLessons: { id: number; durationSeconds: number }[];
let clock: ReturnType<typeof installTestClock>;
beforeAll(async () => {
  service = await buildTestService(coursesService);
  clock = installTestClock(service);
  learnerHeaders = await testAuthorization({ userId: learner, packageType: 'FREE', expiresInSeconds: 3600 });
  const courses = (await service.app.inject({ method: 'GET', url: '/api/Courses/GetCourses' })).json() as {
    id: number;
    slug: string;
  }[];
  courseIds = Object.fromEntries(courses.map((course) => [course.slug, course.id]));
  const page = (
    await service.app.inject({ method: 'GET', url: `/api/Courses/${courseIds['excel-for-business']}` })
  ).json();
  excelLessons = page.sections.flatMap((section: { lessons: unknown[] }) => section.lessons);
});
afterAll(() => service.close());

const log = (body: object, headers: Record<string, string> = learnerHeaders) =>
  service.app.inject({ method: 'POST', url: '/api/Courses/Log', headers, payload: body });
const coursePage = (slug: string, headers: Record<string, string> = learnerHeaders, lessonId?: number) =>
  service.app.inject({
    method: 'GET',
    url: `/api/Courses/${courseIds[slug]}${lessonId ? `?lessonId=${lessonId}` : ''}`,
    headers,
  });

describe('POST /api/Courses/Log', () => {
  it('refuses a visitor', async () => {
    const response = await log(
      { lessonId: excelLessons[0]!.id, positionSeconds: 3, watchedSeconds: 3, deviceId: 'device-aaaa' },
      {},
    );
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHENTICATED');
  });

  it('remembers the second the learner stopped at and resumes there', async () => {
    const lesson = excelLessons[0]!;
    const started = await log({
      lessonId: lesson.id,
      positionSeconds: 0,
      watchedSeconds: 0,
      deviceId: 'device-aaaa',
    });
    expect(started.statusCode).toBe(200);
    clock.advanceSeconds(8);
    const response = await log({
      lessonId: lesson.id,
      positionSeconds: 7.6,
      watchedSeconds: 7,
      deviceId: 'device-aaaa',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      lesson: { id: lesson.id, lastPositionSeconds: 7, watched: false },
      watchedLessonCount: 0,
      devicesUsed: 1,
    });
    const page = (await coursePage('excel-for-business')).json();
    expect(page.currentLesson).toMatchObject({ id: lesson.id, lastPositionSeconds: 7, canWatch: true });
    expect(page.enrolment).toMatchObject({
      daysRemaining: 60,
      hasAccess: true,
      deviceLimit: 2,
      devicesUsed: 1,
      watchedLessonCount: 0,
    });
  });

  it('marks a lesson watched once most of it was watched and its end reached, and moves the player to the next lesson', async () => {
    const lesson = excelLessons[0]!;
    // 7 of 12 seconds watched so far: reaching the end after 5 more makes 12, at least 80% of the lesson.
    clock.advanceSeconds(5);
    const response = await log({
      lessonId: lesson.id,
      positionSeconds: lesson.durationSeconds,
      watchedSeconds: 5,
      ended: true,
      deviceId: 'device-aaaa',
    });
    expect(response.json()).toMatchObject({ lesson: { watched: true }, watchedLessonCount: 1 });
    const page = (await coursePage('excel-for-business')).json();
    expect(page.enrolment.watchedLessonCount).toBe(1);
    expect(page.currentLesson.id).toBe(excelLessons[1]!.id);
    expect(page.sections[0].lessons[0]).toMatchObject({ watched: true });
  });

  it('does not believe `ended`, a seek to the end, or more watching than the time since the last report allows', async () => {
    const other = await testAuthorization({
      userId: secondLearner,
      packageType: 'FREE',
      expiresInSeconds: 3600,
    });
    const lesson = excelLessons[1]!;
    // A whole minute claimed at the lesson's end, as a player that skipped there would report it.
    const endReport = {
      lessonId: lesson.id,
      positionSeconds: lesson.durationSeconds,
      watchedSeconds: 60,
      ended: true,
      deviceId: 'device-ffff',
    };
    const first = await log(endReport, other);
    // The first report of a device has no earlier one to measure from, so it counts nothing.
    expect(first.json()).toMatchObject({
      lesson: { watched: false, lastPositionSeconds: lesson.durationSeconds },
      watchedLessonCount: 0,
    });
    clock.advanceSeconds(3);
    // Sent three times at once, the report still counts once: the others find no time since it.
    const tooMuch = await Promise.all([1, 2, 3].map(() => log(endReport, other)));
    expect(tooMuch.map((answer) => [answer.statusCode, answer.json().lesson.watched])).toEqual(
      tooMuch.map(() => [200, false]),
    );
    const graph = (
      await service.app.inject({
        method: 'GET',
        url: `/api/Courses/${courseIds['excel-for-business']}/Graph`,
        headers: other,
      })
    ).json();
    // Three seconds since the previous report allow at most 3 × 2 (fastest playback) × 1.25 (slack) = 7.5 seconds.
    expect(graph[0].watchedSeconds).toBe(7);

    const watched = await watchLessonThrough(service, clock, other, lesson, 'device-ffff');
    expect(watched.json()).toMatchObject({ lesson: { watched: true }, watchedLessonCount: 1 });
  });

  it('lets the learner watch on as many devices as the course allows, and no more', async () => {
    const lessonId = excelLessons[1]!.id;
    expect(
      (await log({ lessonId, positionSeconds: 1, watchedSeconds: 1, deviceId: 'device-bbbb' })).statusCode,
    ).toBe(200);
    const third = await log({ lessonId, positionSeconds: 2, watchedSeconds: 1, deviceId: 'device-cccc' });
    expect(third.statusCode).toBe(403);
    expect(third.json()).toMatchObject({
      code: 'DEVICE_LIMIT',
      message: expect.stringContaining('سقف تعداد دستگاه'),
    });
    expect(
      (await log({ lessonId, positionSeconds: 3, watchedSeconds: 1, deviceId: 'device-aaaa' })).statusCode,
    ).toBe(200);
  });

  it('refuses a learner whose access has ended or who is not enrolled, and bad input', async () => {
    const incoterms = (await coursePage('incoterms-2020')).json();
    expect(incoterms.enrolment).toMatchObject({ daysRemaining: 0, hasAccess: false });
    const lessonId = incoterms.sections[1].lessons[0].id;
    const ended = await log({ lessonId, positionSeconds: 1, watchedSeconds: 1, deviceId: 'device-aaaa' });
    expect(ended.json().code).toBe('ACCESS_ENDED');
    const other = await testAuthorization({ userId: secondLearner, packageType: 'FREE' });
    const exportCourse = (await coursePage('export-from-zero', other)).json();
    expect(exportCourse.enrolment).toBeNull();
    const notEnrolled = await log(
      {
        lessonId: exportCourse.sections[0].lessons[0].id,
        positionSeconds: 1,
        watchedSeconds: 1,
        deviceId: 'device-dddd',
      },
      other,
    );
    expect(notEnrolled.statusCode).toBe(403);
    expect(notEnrolled.json().code).toBe('NOT_ENROLLED');
    const bad = await log({
      lessonId: excelLessons[0]!.id,
      positionSeconds: -1,
      watchedSeconds: 1,
      deviceId: 'x',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('counts the days remaining down and ends access at zero', async () => {
    const realNow = service.context.now;
    // The token is checked against the same clock, so it must outlive the jump.
    const longLived = await testAuthorization({
      userId: learner,
      packageType: 'FREE',
      expiresInSeconds: 70 * 86_400,
    });
    try {
      service.context.now = () => new Date(Date.now() + 59.5 * 86_400_000);
      expect((await coursePage('excel-for-business', longLived)).json().enrolment).toMatchObject({
        daysRemaining: 1,
        hasAccess: true,
      });
      service.context.now = () => new Date(Date.now() + 60.5 * 86_400_000);
      const page = (await coursePage('excel-for-business', longLived, excelLessons[1]!.id)).json();
      expect(page.enrolment).toMatchObject({ daysRemaining: 0, hasAccess: false });
      expect(page.currentLesson).toMatchObject({ canWatch: false });
      expect(
        (
          await log(
            { lessonId: excelLessons[1]!.id, positionSeconds: 4, watchedSeconds: 1, deviceId: 'device-aaaa' },
            longLived,
          )
        ).json().code,
      ).toBe('ACCESS_ENDED');
    } finally {
      service.context.now = realNow;
    }
  });
});

describe('GET /api/Courses/{id}/Graph, /AGraph and /api/Courses/My', () => {
  it('draws the learner’s own progress by day and refuses anyone else’s', async () => {
    const graph = await service.app.inject({
      method: 'GET',
      url: `/api/Courses/${courseIds['excel-for-business']}/Graph?cuid=${learner}`,
      headers: learnerHeaders,
    });
    expect(graph.statusCode).toBe(200);
    const points = graph.json();
    expect(points).toHaveLength(1);
    // 7 + 5 on the first lesson; the device-limit reports came 0 seconds after the previous ones and count nothing.
    expect(points[0]).toMatchObject({
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      watchedSeconds: 12,
      lessonsCompleted: 1,
      progressPercent: 33,
    });
    const other = await service.app.inject({
      method: 'GET',
      url: `/api/Courses/${courseIds['excel-for-business']}/Graph?cuid=${secondLearner}`,
      headers: learnerHeaders,
    });
    expect(other.statusCode).toBe(403);
  });

  it('has the demo learner’s earlier watching of another course on a first start: three days, two lessons of four', async () => {
    const graph = await service.app.inject({
      method: 'GET',
      url: `/api/Courses/${courseIds['export-from-zero']}/Graph?cuid=${learner}`,
      headers: learnerHeaders,
    });
    expect(
      (graph.json() as { lessonsCompleted: number; progressPercent: number }[]).map((point) => [
        point.lessonsCompleted,
        point.progressPercent,
      ]),
    ).toEqual([
      [1, 25],
      [2, 50],
      [2, 50],
    ]);
    // The course opens where she stopped: the third lesson, part watched.
    const page = (await coursePage('export-from-zero')).json();
    expect(page.enrolment).toMatchObject({ devicesUsed: 1 });
    expect(page.currentLesson).toMatchObject({ id: page.sections[1].lessons[0].id });
    expect(page.currentLesson.lastPositionSeconds).toBeGreaterThan(0);
  });

  it('draws a learner’s progress by their uuid for the learner themself, and refuses anyone else in Persian', async () => {
    const url = (uuid: string) => `/api/Courses/${courseIds['excel-for-business']}/AGraph?uuid=${uuid}`;
    const own = await service.app.inject({ method: 'GET', url: url(learner), headers: learnerHeaders });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual(
      (
        await service.app.inject({
          method: 'GET',
          url: `/api/Courses/${courseIds['excel-for-business']}/Graph`,
          headers: learnerHeaders,
        })
      ).json(),
    );
    const someoneElse = await service.app.inject({
      method: 'GET',
      url: url(secondLearner),
      headers: learnerHeaders,
    });
    expect(someoneElse.statusCode).toBe(403);
    expect(someoneElse.json()).toMatchObject({
      code: 'FORBIDDEN',
      message: 'فقط نمودار پیشرفت خودتان را می‌توانید ببینید.',
    });
    expect((await service.app.inject({ method: 'GET', url: url(learner) })).statusCode).toBe(401);
    expect(
      (await service.app.inject({ method: 'GET', url: url('not-a-uuid'), headers: learnerHeaders }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await service.app.inject({
          method: 'GET',
          url: `/api/Courses/99999/AGraph?uuid=${learner}`,
          headers: learnerHeaders,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('lists the learner’s courses with days remaining and progress', async () => {
    const response = await service.app.inject({
      method: 'GET',
      url: '/api/Courses/My',
      headers: learnerHeaders,
    });
    const mine = response.json() as {
      course: { slug: string };
      daysRemaining: number;
      watchedLessonCount: number;
    }[];
    expect(mine.map((entry) => entry.course.slug).sort()).toEqual([
      'excel-for-business',
      'export-from-zero',
      'incoterms-2020',
      'vat-in-practice',
    ]);
    expect(mine.find((entry) => entry.course.slug === 'excel-for-business')).toMatchObject({
      daysRemaining: 60,
      watchedLessonCount: 1,
    });
    expect(mine.find((entry) => entry.course.slug === 'vat-in-practice')?.daysRemaining).toBe(3);
    expect((await service.app.inject({ method: 'GET', url: '/api/Courses/My' })).statusCode).toBe(401);
  });
});
