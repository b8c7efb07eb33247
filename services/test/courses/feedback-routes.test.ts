import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coursesService } from '../../src/courses/courses-service.ts';
import { comments, enrolments } from '../../src/courses/courses-tables.ts';
import { buildTestService, type TestService } from '../build-test-service.ts';
import { testAuthorization } from '../test-auth.ts';

let service: TestService;
let learner: { authorization: string };
let courseIds: Record<string, number>;
beforeAll(async () => {
  service = await buildTestService(coursesService);
  learner = await testAuthorization({ userId: '00000000-0000-4000-8000-000000000005', packageType: 'FREE' });
  const courses = (await service.app.inject({ method: 'GET', url: '/api/Courses/GetCourses' })).json() as {
    id: number;
    slug: string;
  }[];
  courseIds = Object.fromEntries(courses.map((course) => [course.slug, course.id]));
});
afterAll(() => service.close());

const post = (url: string, payload: object, headers: Record<string, string> = learner) =>
  service.app.inject({ method: 'POST', url, headers, payload });

describe('POST /api/Comment/Comment', () => {
  it('adds an enrolled learner’s review once, and it moves the course’s average', async () => {
    const courseId = courseIds['excel-for-business']!;
    const before = (await service.app.inject({ method: 'GET', url: `/api/Courses/${courseId}` })).json();
    // A course that lists this one among its related courses, read (and prepared) before the review.
    const cardIn = async (listingId: number) =>
      (
        (await service.app.inject({ method: 'GET', url: `/api/Courses/Others?id=${listingId}` })).json() as {
          id: number;
          reviewCount: number;
        }[]
      ).find((card) => card.id === courseId);
    let listingId: number | undefined;
    for (const id of Object.values(courseIds)) if (id !== courseId && (await cardIn(id))) listingId = id;
    expect((await cardIn(listingId!))?.reviewCount).toBe(before.reviewCount);
    const review = await post('/api/Comment/Comment', { courseId, body: 'عالی و کاربردی بود', score: 1 });
    expect(review.statusCode).toBe(201);
    expect(review.json()).toMatchObject({ authorName: 'نرگس حسینی', score: 1 });
    const after = (await service.app.inject({ method: 'GET', url: `/api/Courses/${courseId}` })).json();
    expect(after.reviewCount).toBe(before.reviewCount + 1);
    expect(after.averageScore).toBeLessThan(before.averageScore);
    expect(after.reviews[0].body).toBe('عالی و کاربردی بود');
    expect((await cardIn(listingId!))?.reviewCount).toBe(before.reviewCount + 1);
    const again = await post('/api/Comment/Comment', { courseId, body: 'دوباره', score: 5 });
    expect(again.statusCode).toBe(409);
  });

  it('refuses a score from a learner not enrolled, but takes a plain comment, shown with a name in the reader’s language', async () => {
    const courseId = courseIds['power-bi-dashboards']!;
    expect(
      (await post('/api/Comment/Comment', { courseId, body: 'امتیاز بدون ثبت‌نام', score: 5 })).json().code,
    ).toBe('NOT_ENROLLED');
    const plain = await post('/api/Comment/Comment', { courseId, body: 'کی دوره جدید می‌آید؟' });
    expect(plain.statusCode).toBe(201);
    expect(plain.json()).toMatchObject({ authorName: 'کاربر رصد', score: null });
    expect((await post('/api/Comment/Comment', { courseId, body: 'نمره بد', score: 9 })).statusCode).toBe(
      400,
    );

    const inPersian = (await service.app.inject({ method: 'GET', url: `/api/Courses/${courseId}` })).json();
    expect(inPersian.comments[0]).toMatchObject({
      id: plain.json().id,
      authorName: 'کاربر رصد',
      body: 'کی دوره جدید می‌آید؟',
      score: null,
    });
    expect(inPersian.reviews.map((review: { id: number }) => review.id)).not.toContain(plain.json().id);
    const inEnglish = (
      await service.app.inject({
        method: 'GET',
        url: `/api/Courses/${courseId}`,
        headers: { 'accept-language': 'en-US' },
      })
    ).json();
    expect(inEnglish.comments[0]).toMatchObject({ id: plain.json().id, authorName: 'Rasad user' });
  });

  it('counts only scored comments toward the one review a learner may leave', async () => {
    const courseId = courseIds['export-from-zero']!;
    const comment = await post('/api/Comment/Comment', { courseId, body: 'جلسه دوم را دوباره ببینم؟' });
    expect(comment.statusCode).toBe(201);
    const review = await post('/api/Comment/Comment', { courseId, body: 'دوره‌ای روشن و دقیق', score: 4 });
    expect(review.statusCode).toBe(201);
    expect(review.json()).toMatchObject({ authorName: 'نرگس حسینی', score: 4 });
    expect(
      (await post('/api/Comment/Comment', { courseId, body: 'یک نظر دیگر بدون امتیاز' })).statusCode,
    ).toBe(201);
    expect((await post('/api/Comment/Comment', { courseId, body: 'امتیاز دوم', score: 5 })).json().code).toBe(
      'ALREADY_REVIEWED',
    );
    const page = (await service.app.inject({ method: 'GET', url: `/api/Courses/${courseId}` })).json();
    expect(page.comments.slice(0, 3).map((entry: { score: number | null }) => entry.score)).toEqual([
      null,
      4,
      null,
    ]);
  });

  it('keeps one review sent twice at once; the other is told it is a second review', async () => {
    const courseId = courseIds['project-management-essentials']!;
    const userId = '00000000-0000-4000-8000-0000000000c3';
    const now = new Date();
    await service.database.db.insert(enrolments).values({
      userId,
      courseId,
      learnerName: 'هدی کاظمی',
      enrolledAt: now,
      expiresAt: new Date(now.getTime() + 30 * 86_400_000),
      deviceLimit: 2,
    });
    const headers = await testAuthorization({ userId, packageType: 'FREE' });
    const answers = await Promise.all(
      [5, 5].map((score) => post('/api/Comment/Comment', { courseId, body: 'خوب بود', score }, headers)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json()).toMatchObject({
      code: 'ALREADY_REVIEWED',
      message: expect.stringMatching(/[\u0600-\u06FF]/),
    });
    const reviews = await service.database.db
      .select()
      .from(comments)
      .where(and(eq(comments.userId, userId), eq(comments.courseId, courseId), isNotNull(comments.score)));
    expect(reviews).toHaveLength(1);
  });
});

describe('POST /api/UGQ/CreateUGQ and /api/Suggestion/Suggest', () => {
  it('stores a learner’s question on a lesson of the course, and refuses a lesson of another course', async () => {
    const courseId = courseIds['excel-for-business']!;
    const page = (await service.app.inject({ method: 'GET', url: `/api/Courses/${courseId}` })).json();
    const lessonId = page.sections[0].lessons[0].id;
    expect(
      (await post('/api/UGQ/CreateUGQ', { courseId, lessonId, question: 'تفاوت SUMIF و SUMIFS چیست؟' }))
        .statusCode,
    ).toBe(201);
    expect(
      (
        await post('/api/UGQ/CreateUGQ', {
          courseId: courseIds['vat-in-practice'],
          lessonId,
          question: 'پرسش نامربوط',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await post('/api/UGQ/CreateUGQ', { courseId, question: 'این جلسه چرا کوتاه است؟' }, {})).statusCode,
    ).toBe(401);
    const stored = await service.database.db.execute(
      sql`select count(*)::int as count from courses.user_questions where question like 'تفاوت SUMIF%'`,
    );
    expect((stored.rows[0] as { count: number }).count).toBe(1);
  });

  it('takes a course suggestion from anyone', async () => {
    expect(
      (
        await post(
          '/api/Suggestion/Suggest',
          { title: 'دوره حسابداری صنعتی', description: 'بهای تمام‌شده' },
          {},
        )
      ).statusCode,
    ).toBe(201);
    expect((await post('/api/Suggestion/Suggest', { title: 'x' }, {})).statusCode).toBe(400);
  });
});
