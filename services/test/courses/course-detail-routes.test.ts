import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgetCourse } from '../../src/courses/course-pages/course-page-cache.ts';
import { coursesService } from '../../src/courses/courses-service.ts';
import { enrolmentDevices, enrolments } from '../../src/courses/courses-tables.ts';
import { buildTestService, type TestService } from '../build-test-service.ts';
import { testAuthorization } from '../test-auth.ts';

let service: TestService;
let excelId: number;
beforeAll(async () => {
  service = await buildTestService(coursesService);
  const courses = (await service.app.inject({ method: 'GET', url: '/api/Courses/GetCourses' })).json() as {
    id: number;
    slug: string;
  }[];
  excelId = courses.find((course) => course.slug === 'excel-for-business')!.id;
});
afterAll(() => service.close());

describe('GET /api/Courses/{id} for a visitor', () => {
  it('shows teacher, sections with lessons, reviews and exam; only the free preview plays', async () => {
    const response = await service.app.inject({ method: 'GET', url: `/api/Courses/${excelId}` });
    expect(response.statusCode).toBe(200);
    const course = response.json();
    expect(course.teacher).toMatchObject({ fullName: 'امید رحیمی', bio: expect.stringContaining('داشبورد') });
    expect(course.sections.map((section: { title: string }) => section.title)).toEqual([
      'مفاهیم پایه',
      'در عمل',
    ]);
    const lessons = course.sections.flatMap((section: { lessons: unknown[] }) => section.lessons);
    expect(lessons).toHaveLength(3);
    expect(lessons.map((lesson: { canWatch: boolean }) => lesson.canWatch)).toEqual([true, false, false]);
    expect(course.reviews.length).toBe(course.reviewCount);
    expect(course.reviews.every((review: { score: number }) => review.score >= 1 && review.score <= 5)).toBe(
      true,
    );
    expect(course.enrolment).toBeNull();
    expect(course.exam).toMatchObject({ questionCount: 3, timeLimitSeconds: 600, passPercent: 60 });
    expect(course.currentLesson).not.toHaveProperty('mediaUrl');

    const locked = (
      await service.app.inject({ method: 'GET', url: `/api/Courses/${excelId}?lessonId=${lessons[1].id}` })
    ).json();
    expect(locked.currentLesson).toMatchObject({ id: lessons[1].id, canWatch: false });
  });

  it('answers 404 for a missing course and 400 for a malformed lesson id', async () => {
    const missing = await service.app.inject({
      method: 'GET',
      url: '/api/Courses/99999',
      headers: { 'accept-language': 'en-US' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('This course does not exist.');
    expect(
      (await service.app.inject({ method: 'GET', url: `/api/Courses/${excelId}?lessonId=x` })).statusCode,
    ).toBe(400);
  });
});

const learner = '00000000-0000-4000-8000-000000000005';
const grant = (lessonId: number, deviceId: string, headers: Record<string, string> = {}) =>
  service.app.inject({ method: 'POST', url: '/api/Media/Grant', headers, payload: { lessonId, deviceId } });
const lessonIds = async (slug: string) => {
  const courses = (await service.app.inject({ method: 'GET', url: '/api/Courses/GetCourses' })).json() as {
    id: number;
    slug: string;
  }[];
  const page = (
    await service.app.inject({
      method: 'GET',
      url: `/api/Courses/${courses.find((course) => course.slug === slug)!.id}`,
    })
  ).json();
  return page.sections.flatMap((section: { lessons: { id: number }[] }) =>
    section.lessons.map((lesson) => lesson.id),
  ) as number[];
};

describe('the prepared course page', () => {
  it('is read once for every reader: a change written elsewhere shows after its few seconds, or at once when forgotten', async () => {
    const realNow = service.context.now;
    let clock = realNow();
    service.context.now = () => clock;
    const read = async () =>
      (await service.app.inject({ method: 'GET', url: `/api/Courses/${excelId}` })).json() as {
        title: string;
      };
    const setTitle = (title: string) =>
      service.database.db.execute(sql`UPDATE courses.courses SET title_fa = ${title} WHERE id = ${excelId}`);
    try {
      const { title } = await read();
      await setTitle('عنوانی که از جای دیگر نوشته شد');
      expect((await read()).title).toBe(title);
      clock = new Date(clock.getTime() + 11_000);
      expect((await read()).title).toBe('عنوانی که از جای دیگر نوشته شد');
      await setTitle(title);
      forgetCourse(service.database.db, excelId);
      expect((await read()).title).toBe(title);
    } finally {
      service.context.now = realNow;
    }
  });
});

describe('POST /api/Media/Grant', () => {
  it('gives anyone a public link to a free preview, and an enrolled learner a link of their own', async () => {
    const [preview, second] = await lessonIds('excel-for-business');
    const open = await grant(preview!, 'visitor-device');
    expect(open.statusCode).toBe(200);
    expect(open.json().path).toMatch(
      /^\/api\/Media\/lesson-clip-1\.webm\?audience=public&expires=\d+&signature=/,
    );
    expect((await grant(second!, 'visitor-device')).statusCode).toBe(401);
    const headers = await testAuthorization({ userId: learner, packageType: 'FREE' });
    const own = await grant(second!, 'grant-device-1', headers);
    expect(own.statusCode).toBe(200);
    expect(own.json().path).toContain(`audience=${learner}`);
    const expiresIn = Date.parse(own.json().expiresAt) - Date.now();
    expect(expiresIn).toBeGreaterThan(9 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(20 * 60_000);
  });

  it('admits devices up to the course’s limit and refuses a new one over it, in Persian', async () => {
    const [, second] = await lessonIds('excel-for-business');
    const headers = await testAuthorization({ userId: learner, packageType: 'FREE' });
    expect((await grant(second!, 'grant-device-1', headers)).statusCode).toBe(200);
    expect((await grant(second!, 'grant-device-2', headers)).statusCode).toBe(200);
    const third = await grant(second!, 'grant-device-3', headers);
    expect(third.statusCode).toBe(403);
    expect(third.json()).toMatchObject({
      code: 'DEVICE_LIMIT',
      message: expect.stringContaining('سقف تعداد دستگاه'),
    });
    expect((await grant(second!, 'grant-device-1', headers)).statusCode).toBe(200);
  });

  it('admits new devices arriving at once only up to the limit', async () => {
    const [, second] = await lessonIds('excel-for-business');
    const userId = '00000000-0000-4000-8000-0000000000c2';
    const now = new Date();
    const [enrolment] = await service.database.db
      .insert(enrolments)
      .values({
        userId,
        courseId: excelId,
        learnerName: 'مینا صدری',
        enrolledAt: now,
        expiresAt: new Date(now.getTime() + 30 * 86_400_000),
        deviceLimit: 2,
      })
      .returning();
    const headers = await testAuthorization({ userId, packageType: 'FREE' });
    const answers = await Promise.all(
      ['burst-device-1', 'burst-device-2', 'burst-device-3'].map((device) => grant(second!, device, headers)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 403]);
    expect(answers.find((answer) => answer.statusCode === 403)!.json().code).toBe('DEVICE_LIMIT');
    expect(
      await service.database.db
        .select()
        .from(enrolmentDevices)
        .where(eq(enrolmentDevices.enrolmentId, enrolment!.id)),
    ).toHaveLength(2);
  });

  it('frees one device a week from the learner’s list, so a new device gets in; twice in a week is refused', async () => {
    const [, second] = await lessonIds('excel-for-business');
    const headers = await testAuthorization({ userId: learner, packageType: 'FREE' });
    for (const device of ['grant-device-1', 'grant-device-2'])
      expect((await grant(second!, device, headers)).statusCode).toBe(200);
    expect((await grant(second!, 'grant-device-3', headers)).statusCode).toBe(403);
    const listed = await service.app.inject({
      method: 'GET',
      url: `/api/Courses/${excelId}/Devices?deviceId=grant-device-3`,
      headers,
    });
    expect(listed.json()).toMatchObject({
      deviceLimit: 2,
      releasableFrom: null,
      devices: [
        { deviceId: 'grant-device-1', current: false },
        { deviceId: 'grant-device-2', current: false },
      ],
    });
    const release = (deviceId: string) =>
      service.app.inject({
        method: 'POST',
        url: `/api/Courses/${excelId}/ReleaseDevice`,
        headers,
        payload: { deviceId, currentDeviceId: 'grant-device-3' },
      });
    const unknown = await release('grant-device-9');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toMatch(/[\u0600-\u06FF]/);
    const [first, again] = await Promise.all([release('grant-device-2'), release('grant-device-2')]);
    // Two at once free the device once: the other finds it gone or this week's release used.
    const freedAnswer = first.statusCode === 200 ? first : again;
    expect([first.statusCode, again.statusCode].filter((status) => status === 200)).toHaveLength(1);
    expect([404, 409]).toContain((first.statusCode === 200 ? again : first).statusCode);
    const freed = freedAnswer.json();
    expect(freed.devices).toHaveLength(1);
    expect(Date.parse(freed.releasableFrom) - Date.now()).toBeGreaterThan(6 * 24 * 3_600_000);
    const tooSoon = await release('grant-device-1');
    expect(tooSoon.statusCode).toBe(409);
    expect(tooSoon.json()).toMatchObject({
      code: 'RELEASE_TOO_SOON',
      message: expect.stringContaining('هفته'),
    });
    expect((await grant(second!, 'grant-device-3', headers)).statusCode).toBe(200);
    expect((await grant(second!, 'grant-device-4', headers)).statusCode).toBe(403);
  });

  it('gives no link once access has ended, nor to a learner not enrolled', async () => {
    const headers = await testAuthorization({ userId: learner, packageType: 'FREE' });
    const ended = await grant((await lessonIds('incoterms-2020'))[1]!, 'grant-device-1', headers);
    expect(ended.statusCode).toBe(403);
    expect(ended.json().code).toBe('ACCESS_ENDED');
    const notEnrolled = await grant((await lessonIds('power-bi-dashboards'))[1]!, 'grant-device-1', headers);
    expect(notEnrolled.json().code).toBe('NOT_ENROLLED');
    expect((await grant(99_999, 'grant-device-1', headers)).statusCode).toBe(404);
    expect((await grant(1, 'x', headers)).statusCode).toBe(400);
  });
});

describe('GET /api/Media/Preview', () => {
  it('gives every caller the same public link to a free preview, streamable; other lessons need a sign-in', async () => {
    const [preview, second] = await lessonIds('excel-for-business');
    // Links are signed in whole windows of minutes: both asks fall in one, however slow the machine.
    const realNow = service.context.now;
    const asked = realNow();
    service.context.now = () => asked;
    const ask = () => service.app.inject({ method: 'GET', url: `/api/Media/Preview?lessonId=${preview}` });
    const [first, again] = await Promise.all([ask(), ask()]).finally(() => {
      service.context.now = realNow;
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().path).toMatch(
      /^\/api\/Media\/lesson-clip-1\.webm\?audience=public&expires=\d+&signature=/,
    );
    expect(again.json()).toEqual(first.json());
    expect((await service.app.inject({ method: 'GET', url: first.json().path })).statusCode).toBe(200);
    const locked = await service.app.inject({ method: 'GET', url: `/api/Media/Preview?lessonId=${second}` });
    expect(locked.statusCode).toBe(401);
    expect(locked.json().code).toBe('UNAUTHENTICATED');
    const missing = await service.app.inject({
      method: 'GET',
      url: '/api/Media/Preview?lessonId=99999',
      headers: { 'accept-language': 'en-US' },
    });
    expect(missing.statusCode).toBe(404);
    expect(
      (await service.app.inject({ method: 'GET', url: '/api/Media/Preview?lessonId=x' })).statusCode,
    ).toBe(400);
  });
});

describe('GET /api/Media/{file}', () => {
  it('streams the clip from a signed link, whole or by byte range, and refuses a forged one', async () => {
    const [preview] = await lessonIds('excel-for-business');
    const path = (await grant(preview!, 'visitor-device')).json().path as string;
    const whole = await service.app.inject({ method: 'GET', url: path });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/webm');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    const size = whole.rawPayload.length;
    expect(size).toBeGreaterThan(10_000);
    expect(whole.rawPayload.subarray(0, 4).toString('hex')).toBe('1a45dfa3');

    const part = await service.app.inject({ method: 'GET', url: path, headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${size}`);
    expect(part.rawPayload.equals(whole.rawPayload.subarray(100, 200))).toBe(true);
    expect(
      (await service.app.inject({ method: 'GET', url: path, headers: { range: `bytes=${size + 5}-` } }))
        .statusCode,
    ).toBe(416);

    const forged = await service.app.inject({
      method: 'GET',
      url: path.replace(/signature=[^&]+/, 'signature=forged'),
    });
    expect(forged.statusCode).toBe(403);
    const otherFile = await service.app.inject({
      method: 'GET',
      url: path.replace('lesson-clip-1', 'lesson-clip-2'),
    });
    expect(otherFile.statusCode).toBe(403);
  });

  it('plays a learner’s link only for that learner, and only for a short while', async () => {
    const [, second] = await lessonIds('excel-for-business');
    const headers = await testAuthorization({ userId: learner, packageType: 'FREE', expiresInSeconds: 3600 });
    const path = (await grant(second!, 'grant-device-1', headers)).json().path as string;
    expect((await service.app.inject({ method: 'GET', url: path, headers })).statusCode).toBe(200);
    const stranger = await service.app.inject({
      method: 'GET',
      url: path,
      headers: await testAuthorization({
        userId: '00000000-0000-4000-8000-000000000006',
        packageType: 'FREE',
      }),
    });
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().message).toBe('این پیوند ویدیو برای حساب دیگری صادر شده است.');
    expect((await service.app.inject({ method: 'GET', url: path })).statusCode).toBe(403);
    const forOther = await service.app.inject({
      method: 'GET',
      url: path.replace(learner, '00000000-0000-4000-8000-000000000006'),
    });
    expect(forOther.statusCode).toBe(403);
    const realNow = service.context.now;
    try {
      service.context.now = () => new Date(Date.now() + 21 * 60_000);
      const expired = await service.app.inject({ method: 'GET', url: path, headers });
      expect(expired.statusCode).toBe(403);
      expect(expired.json().message).toContain('منقضی');
    } finally {
      service.context.now = realNow;
    }
  });
});
