import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coursesService } from '../../src/courses/courses-service.ts';
import { buildTestService, type TestService } from '../build-test-service.ts';
import { testAuthorization } from '../test-auth.ts';

const firstLearner = '00000000-0000-4000-8000-000000000005';

let service: TestService;
let first: { authorization: string };
let second: { authorization: string };
/** 09121000001: signed in, enrolled in no course. */
let stranger: { authorization: string };
let lessonId: number;
/** Each course's lessons by slug, the free preview first. */
let lessonsOf: Record<string, { id: number; isFreePreview: boolean }[]>;
beforeAll(async () => {
  service = await buildTestService(coursesService);
  first = await testAuthorization({ userId: firstLearner, packageType: 'FREE' });
  second = await testAuthorization({ userId: '00000000-0000-4000-8000-000000000006', packageType: 'FREE' });
  stranger = await testAuthorization({ userId: '00000000-0000-4000-8000-000000000001', packageType: 'FREE' });
  const courses = (await service.app.inject({ method: 'GET', url: '/api/Courses/GetCourses' })).json() as {
    id: number;
    slug: string;
  }[];
  lessonsOf = Object.fromEntries(
    await Promise.all(
      courses.map(async (course) => {
        const page = (await service.app.inject({ method: 'GET', url: `/api/Courses/${course.id}` })).json();
        return [course.slug, page.sections.flatMap((section: { lessons: unknown[] }) => section.lessons)];
      }),
    ),
  );
  lessonId = lessonsOf['excel-for-business']![0]!.id;
});
afterAll(() => service.close());

const request = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => service.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

describe('/api/LessonNotes', () => {
  it('keeps a learner’s notes at their moments, in lesson order', async () => {
    const later = await request('POST', '/api/LessonNotes', first, {
      lessonId,
      atSecond: 9,
      body: 'فرمول SUMIF',
    });
    expect(later.statusCode).toBe(201);
    expect(later.json()).toMatchObject({ lessonId, atSecond: 9, body: 'فرمول SUMIF' });
    await request('POST', '/api/LessonNotes', first, { lessonId, atSecond: 3, body: 'میانبر Ctrl+Shift+L' });
    const notes = (await request('GET', `/api/LessonNotes?lessonId=${lessonId}`, first)).json();
    expect(notes.map((note: { atSecond: number }) => note.atSecond)).toEqual([3, 9]);
  });

  it('edits and deletes only the learner’s own notes; another learner neither sees nor changes them', async () => {
    const note = (
      await request('POST', '/api/LessonNotes', first, { lessonId, atSecond: 5, body: 'خصوصی' })
    ).json();
    expect((await request('GET', `/api/LessonNotes?lessonId=${lessonId}`, second)).json()).toEqual([]);
    const foreignEdit = await request('PUT', `/api/LessonNotes/${note.id}`, second, {
      atSecond: 1,
      body: 'تغییر',
    });
    expect(foreignEdit.statusCode).toBe(404);
    expect((await request('DELETE', `/api/LessonNotes/${note.id}`, second)).statusCode).toBe(404);

    const edited = await request('PUT', `/api/LessonNotes/${note.id}`, first, {
      atSecond: 6,
      body: 'ویرایش شد',
    });
    expect(edited.json()).toMatchObject({ id: note.id, atSecond: 6, body: 'ویرایش شد' });
    expect((await request('DELETE', `/api/LessonNotes/${note.id}`, first)).json()).toEqual({ id: note.id });
    const remaining = (await request('GET', `/api/LessonNotes?lessonId=${lessonId}`, first)).json();
    expect(remaining.map((entry: { id: number }) => entry.id)).not.toContain(note.id);
  });

  it('refuses visitors and empty notes', async () => {
    expect((await request('GET', `/api/LessonNotes?lessonId=${lessonId}`, {})).statusCode).toBe(401);
    const empty = await request('POST', '/api/LessonNotes', first, { lessonId, atSecond: 1, body: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('متن یادداشت باید بین ۱ تا ۲۰۰۰ نویسه باشد.');
  });

  it('refuses a note on a lesson the caller may not watch, in Persian; a free preview is anyone’s', async () => {
    const paidLesson = lessonsOf['excel-for-business']![1]!;
    expect(paidLesson.isFreePreview).toBe(false);
    const refused = await request('POST', '/api/LessonNotes', stranger, {
      lessonId: paidLesson.id,
      atSecond: 3,
      body: 'یادداشت بدون ثبت‌نام',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'NOT_ENROLLED',
      message: 'شما در این دوره ثبت‌نام نکرده‌اید.',
    });
    expect((await request('GET', `/api/LessonNotes?lessonId=${paidLesson.id}`, stranger)).json()).toEqual([]);

    // A free course is no exception: its lessons other than the preview need the one-click enrolment.
    const freeCourseLesson = lessonsOf['export-from-zero']![1]!;
    const unenrolledFree = await request('POST', '/api/LessonNotes', stranger, {
      lessonId: freeCourseLesson.id,
      atSecond: 3,
      body: 'دوره رایگان بدون ثبت‌نام',
    });
    expect(unenrolledFree.json().code).toBe('NOT_ENROLLED');

    const preview = lessonsOf['excel-for-business']![0]!;
    expect(preview.isFreePreview).toBe(true);
    const onPreview = await request('POST', '/api/LessonNotes', stranger, {
      lessonId: preview.id,
      atSecond: 2,
      body: 'یادداشت روی جلسه رایگان',
    });
    expect(onPreview.statusCode).toBe(201);
  });

  it('refuses a new note once access has ended; the learner still reads and deletes, but no longer changes, hers', async () => {
    // The first learner's enrolment in Incoterms ended on the day the demo data was made.
    const expired = await request('POST', '/api/LessonNotes', first, {
      lessonId: lessonsOf['incoterms-2020']![1]!.id,
      atSecond: 1,
      body: 'پس از پایان دسترسی',
    });
    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toMatchObject({
      code: 'ACCESS_ENDED',
      message: 'مهلت دسترسی شما به این دوره به پایان رسیده است.',
    });

    const paidLesson = lessonsOf['excel-for-business']![1]!.id;
    const note = (
      await request('POST', '/api/LessonNotes', first, {
        lessonId: paidLesson,
        atSecond: 4,
        body: 'تا پایان دوره',
      })
    ).json();
    const realNow = service.context.now;
    // Her Excel enrolment has 60 days left; the token must outlive the jump past them.
    const later = await testAuthorization({
      userId: firstLearner,
      packageType: 'FREE',
      expiresInSeconds: 70 * 86_400,
    });
    try {
      service.context.now = () => new Date(Date.now() + 61 * 86_400_000);
      const change = await request('PUT', `/api/LessonNotes/${note.id}`, later, {
        atSecond: 5,
        body: 'تغییر',
      });
      expect(change.statusCode).toBe(403);
      expect(change.json().code).toBe('ACCESS_ENDED');
      const kept = (await request('GET', `/api/LessonNotes?lessonId=${paidLesson}`, later)).json();
      expect(kept).toContainEqual(
        expect.objectContaining({ id: note.id, atSecond: 4, body: 'تا پایان دوره' }),
      );
      expect((await request('DELETE', `/api/LessonNotes/${note.id}`, later)).json()).toEqual({ id: note.id });
    } finally {
      service.context.now = realNow;
    }
  });
});
