import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coursesService } from '../../src/courses/courses-service.ts';
import { buildTestService, testPublicUrl, type TestService } from '../build-test-service.ts';

let service: TestService;
let excelId: number;
beforeAll(async () => {
  service = await buildTestService(coursesService);
  const courses = (await service.app.inject({ method: 'GET', url: '/api/Courses/GetCourses' })).json() as { id: number; slug: string }[];
  excelId = courses.find((course) => course.slug === 'excel-for-business')!.id;
});
afterAll(() => service.close());

describe('GET /api/Courses/{id} for a visitor', () => {
  it('shows teacher, sections with lessons, reviews and exam; only the free preview plays', async () => {
    const response = await service.app.inject({ method: 'GET', url: `/api/Courses/${excelId}` });
    expect(response.statusCode).toBe(200);
    const course = response.json();
    expect(course.teacher).toMatchObject({ fullName: 'امید رحیمی', bio: expect.stringContaining('داشبورد') });
    expect(course.sections.map((section: { title: string }) => section.title)).toEqual(['مفاهیم پایه', 'در عمل']);
    const lessons = course.sections.flatMap((section: { lessons: unknown[] }) => section.lessons);
    expect(lessons).toHaveLength(3);
    expect(lessons.map((lesson: { canWatch: boolean }) => lesson.canWatch)).toEqual([true, false, false]);
    expect(course.reviews.length).toBe(course.reviewCount);
    expect(course.reviews.every((review: { score: number }) => review.score >= 1 && review.score <= 5)).toBe(true);
    expect(course.enrolment).toBeNull();
    expect(course.exam).toMatchObject({ questionCount: 3, timeLimitSeconds: 600, passPercent: 60 });
    expect(course.currentLesson.mediaUrl).toMatch(new RegExp(`^${testPublicUrl}/api/Media/lesson-clip-1\\.webm\\?expires=\\d+&signature=`));

    const locked = (await service.app.inject({ method: 'GET', url: `/api/Courses/${excelId}?lessonId=${lessons[1].id}` })).json();
    expect(locked.currentLesson).toMatchObject({ id: lessons[1].id, canWatch: false, mediaUrl: null });
  });

  it('answers 404 for a missing course and 400 for a malformed lesson id', async () => {
    const missing = await service.app.inject({ method: 'GET', url: '/api/Courses/99999', headers: { 'accept-language': 'en-US' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('This course does not exist.');
    expect((await service.app.inject({ method: 'GET', url: `/api/Courses/${excelId}?lessonId=x` })).statusCode).toBe(400);
  });
});

describe('GET /api/Media/{file}', () => {
  it('streams the clip from a signed link, whole or by byte range, and refuses a forged one', async () => {
    const course = (await service.app.inject({ method: 'GET', url: `/api/Courses/${excelId}` })).json();
    const path = (course.currentLesson.mediaUrl as string).slice(testPublicUrl.length);
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
    expect((await service.app.inject({ method: 'GET', url: path, headers: { range: `bytes=${size + 5}-` } })).statusCode).toBe(416);

    const forged = await service.app.inject({ method: 'GET', url: path.replace(/signature=[^&]+/, 'signature=forged') });
    expect(forged.statusCode).toBe(403);
    const otherFile = await service.app.inject({ method: 'GET', url: path.replace('lesson-clip-1', 'lesson-clip-2') });
    expect(otherFile.statusCode).toBe(403);
  });
});
