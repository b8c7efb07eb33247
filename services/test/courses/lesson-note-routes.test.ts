import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coursesService } from '../../src/courses/courses-service.ts';
import { buildTestService, type TestService } from '../build-test-service.ts';
import { testAuthorization } from '../test-auth.ts';

let service: TestService;
let first: { authorization: string };
let second: { authorization: string };
let lessonId: number;
beforeAll(async () => {
  service = await buildTestService(coursesService);
  first = await testAuthorization({ userId: '00000000-0000-4000-8000-000000000005', packageType: 'FREE' });
  second = await testAuthorization({ userId: '00000000-0000-4000-8000-000000000006', packageType: 'FREE' });
  const courses = (await service.app.inject({ method: 'GET', url: '/api/Courses/GetCourses' })).json() as {
    id: number;
    slug: string;
  }[];
  const excel = (
    await service.app.inject({
      method: 'GET',
      url: `/api/Courses/${courses.find((course) => course.slug === 'excel-for-business')!.id}`,
    })
  ).json();
  lessonId = excel.sections[0].lessons[0].id;
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
});
