import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coursesService } from '../../src/courses/courses-service.ts';
import { buildTestService, type TestService } from '../build-test-service.ts';
import { testAuthorization } from '../test-auth.ts';

let service: TestService;
let learner: Record<string, string>;
let courseId: number;
let lessonId: number;
let teacher: Record<string, string>;
let otherTeacher: Record<string, string>;
/** 09121000001: signed in, enrolled in no course. */
let stranger: Record<string, string>;
let courseIds: Record<string, number>;
/** Each course's lessons by slug, the free preview first. */
let lessonsOf: Record<string, { id: number; isFreePreview: boolean }[]>;
beforeAll(async () => {
  service = await buildTestService(coursesService);
  learner = await testAuthorization({ userId: '00000000-0000-4000-8000-000000000005', packageType: 'FREE' });
  stranger = await testAuthorization({ userId: '00000000-0000-4000-8000-000000000001', packageType: 'FREE' });
  const courses = (await service.app.inject({ method: 'GET', url: '/api/Courses/GetCourses' })).json() as {
    id: number;
    slug: string;
  }[];
  courseIds = Object.fromEntries(courses.map((course) => [course.slug, course.id]));
  lessonsOf = Object.fromEntries(
    await Promise.all(
      courses.map(async (course) => {
        const page = (await service.app.inject({ method: 'GET', url: `/api/Courses/${course.id}` })).json();
        return [course.slug, page.sections.flatMap((section: { lessons: unknown[] }) => section.lessons)];
      }),
    ),
  );
  courseId = courseIds['excel-for-business']!;
  lessonId = lessonsOf['excel-for-business']![0]!.id;
  const teachers = await service.database.db.execute(sql`
    select t.user_id as "userId", c.id = ${courseId} as "teachesIt"
    from courses.teachers t left join courses.courses c on c.teacher_id = t.id and c.id = ${courseId}
    order by (c.id is null)`);
  const rows = teachers.rows as { userId: string; teachesIt: boolean | null }[];
  teacher = await testAuthorization({
    userId: rows.find((row) => row.teachesIt)!.userId,
    packageType: 'FREE',
  });
  otherTeacher = await testAuthorization({
    userId: rows.find((row) => !row.teachesIt)!.userId,
    packageType: 'FREE',
  });
});
afterAll(() => service.close());

const post = (url: string, payload: object, headers: Record<string, string>) =>
  service.app.inject({ method: 'POST', url, headers, payload });
const get = (url: string, headers: Record<string, string>) =>
  service.app.inject({ method: 'GET', url, headers });

interface LessonQuestion {
  id: number;
  atSecond: number | null;
  question: string;
  askerName: string;
  lessonTitle: string | null;
  published: boolean;
  teacherAnswer: { body: string; teacherName: string } | null;
}

describe('questions to the teacher', () => {
  it('keeps the lesson and second, reaches the course’s teacher, and shows the answer to the learner', async () => {
    const asked = await post(
      '/api/UGQ/CreateUGQ',
      { courseId, lessonId, atSecond: 42, question: 'در ثانیهٔ چهل‌ودوم چرا از VLOOKUP استفاده شد؟' },
      learner,
    );
    expect(asked.statusCode).toBe(201);
    const id = asked.json().id as number;

    const mine = (
      await get(`/api/UGQ/LessonQuestions?lessonId=${lessonId}`, learner)
    ).json() as LessonQuestion[];
    expect(mine[0]).toMatchObject({ id, atSecond: 42, published: false, teacherAnswer: null });

    const inbox = (await get('/api/UGQ/TeacherQuestions', teacher)).json() as {
      isTeacher: boolean;
      unansweredCount: number;
      questions: LessonQuestion[];
    };
    expect(inbox.isTeacher).toBe(true);
    expect(inbox.unansweredCount).toBeGreaterThanOrEqual(1);
    expect(inbox.questions[0]).toMatchObject({ id, atSecond: 42, askerName: 'نرگس حسینی' });
    expect(inbox.questions[0]!.lessonTitle).toBeTruthy();
    // A teacher of other courses does not see it, and a learner teaches nothing.
    const elsewhere = (await get('/api/UGQ/TeacherQuestions', otherTeacher)).json() as {
      questions: LessonQuestion[];
    };
    expect(elsewhere.questions.map((question) => question.id)).not.toContain(id);
    expect((await get('/api/UGQ/TeacherQuestions', learner)).json()).toMatchObject({ isTeacher: false });

    const refused = await post(`/api/UGQ/${id}/TeacherAnswer`, { body: 'پاسخ نادرست' }, otherTeacher);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('فقط مدرس همین دوره می‌تواند به این پرسش پاسخ دهد.');
    expect((await post(`/api/UGQ/${id}/TeacherAnswer`, { body: 'پاسخ' }, learner)).statusCode).toBe(403);

    const answered = await post(
      `/api/UGQ/${id}/TeacherAnswer`,
      { body: 'چون جدول مرجع مرتب نبود.' },
      teacher,
    );
    expect(answered.statusCode).toBe(200);
    expect(answered.json().teacherAnswer.body).toBe('چون جدول مرجع مرتب نبود.');
    const replay = await post(`/api/UGQ/${id}/TeacherAnswer`, { body: 'چون جدول مرجع مرتب نبود.' }, teacher);
    expect(replay.statusCode).toBe(409);
    const stored = await service.database.db.execute(
      sql`select count(*)::int as count from courses.user_question_answers where question_id = ${id}`,
    );
    expect((stored.rows[0] as { count: number }).count).toBe(1);

    const after = (
      await get(`/api/UGQ/LessonQuestions?lessonId=${lessonId}`, learner)
    ).json() as LessonQuestion[];
    expect(after[0]!.teacherAnswer).toMatchObject({ body: 'چون جدول مرجع مرتب نبود.' });
    expect(after[0]!.teacherAnswer!.teacherName).not.toBe('');
  });

  it('is on the forum only when the learner publishes it', async () => {
    const hidden = (
      await post(
        '/api/UGQ/CreateUGQ',
        { courseId, lessonId, atSecond: 5, question: 'پرسش خصوصی از مدرس' },
        learner,
      )
    ).json() as { id: number };
    const shared = (
      await post(
        '/api/UGQ/CreateUGQ',
        { courseId, lessonId, atSecond: 9, question: 'پرسش عمومی برای همه', publish: true },
        learner,
      )
    ).json() as { id: number };
    const forum = (
      await service.app.inject({ method: 'GET', url: '/api/UGQ/Questions?limit=50' })
    ).json() as {
      totalCount: number;
      questions: { id: number }[];
    };
    const ids = forum.questions.map((question) => question.id);
    expect(ids).toContain(shared.id);
    expect(ids).not.toContain(hidden.id);
    expect((await service.app.inject({ method: 'GET', url: `/api/UGQ/${hidden.id}` })).statusCode).toBe(404);
    expect((await service.app.inject({ method: 'GET', url: `/api/UGQ/${shared.id}` })).statusCode).toBe(200);
    expect((await post(`/api/UGQ/${hidden.id}/Answer`, { body: 'پاسخ از انجمن' }, learner)).statusCode).toBe(
      404,
    );
  });

  it('refuses a time without a lesson, or out of range, in Persian', async () => {
    const withoutLesson = await post(
      '/api/UGQ/CreateUGQ',
      { courseId, atSecond: 3, question: 'پرسشی بی درس' },
      learner,
    );
    expect(withoutLesson.statusCode).toBe(400);
    expect(withoutLesson.json().message).toBe('زمان پرسش باید ثانیه‌ای از ویدیوی همان درس باشد.');
    const negative = await post(
      '/api/UGQ/CreateUGQ',
      { courseId, lessonId, atSecond: -1, question: 'پرسش با زمان منفی' },
      learner,
    );
    expect(negative.statusCode).toBe(400);
  });

  it('refuses someone who may not watch the lesson, in Persian, and the teacher never receives it', async () => {
    const paidLesson = lessonsOf['excel-for-business']![1]!;
    expect(paidLesson.isFreePreview).toBe(false);
    const question = 'پرسش بدون ثبت‌نام در دوره';
    const refused = await post(
      '/api/UGQ/CreateUGQ',
      { courseId, lessonId: paidLesson.id, atSecond: 3, question },
      stranger,
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'NOT_ENROLLED',
      message: 'شما در این دوره ثبت‌نام نکرده‌اید.',
    });
    // Nor about the course as a whole, nor published to the forum.
    const onCourse = await post('/api/UGQ/CreateUGQ', { courseId, question, publish: true }, stranger);
    expect(onCourse.json().code).toBe('NOT_ENROLLED');
    // A free course's lessons other than the preview need its one-click enrolment too.
    const freeCourse = await post(
      '/api/UGQ/CreateUGQ',
      { courseId: courseIds['export-from-zero'], lessonId: lessonsOf['export-from-zero']![1]!.id, question },
      stranger,
    );
    expect(freeCourse.json().code).toBe('NOT_ENROLLED');

    const inbox = (await get('/api/UGQ/TeacherQuestions?limit=50', teacher)).json() as {
      questions: LessonQuestion[];
    };
    expect(inbox.questions.map((entry) => entry.question)).not.toContain(question);
    const forum = (
      await service.app.inject({ method: 'GET', url: '/api/UGQ/Questions?limit=50' })
    ).json() as {
      questions: { body: string }[];
    };
    expect(forum.questions.map((entry) => entry.body)).not.toContain(question);
  });

  it('refuses a learner whose access has ended', async () => {
    // The learner's enrolment in Incoterms ended on the day the demo data was made.
    const expired = await post(
      '/api/UGQ/CreateUGQ',
      {
        courseId: courseIds['incoterms-2020'],
        lessonId: lessonsOf['incoterms-2020']![1]!.id,
        atSecond: 2,
        question: 'پس از پایان دسترسی',
      },
      learner,
    );
    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toMatchObject({
      code: 'ACCESS_ENDED',
      message: 'مهلت دسترسی شما به این دوره به پایان رسیده است.',
    });
  });

  it('lets anyone signed in ask from a free preview, which they may watch', async () => {
    const preview = lessonsOf['excel-for-business']![0]!;
    expect(preview.isFreePreview).toBe(true);
    const asked = await post(
      '/api/UGQ/CreateUGQ',
      { courseId, lessonId: preview.id, atSecond: 1, question: 'پرسش از جلسه رایگان پیش از خرید' },
      stranger,
    );
    expect(asked.statusCode).toBe(201);
    const inbox = (await get('/api/UGQ/TeacherQuestions?limit=50', teacher)).json() as {
      questions: LessonQuestion[];
    };
    expect(inbox.questions.find((entry) => entry.id === asked.json().id)).toMatchObject({
      askerName: 'کاربر رصد',
    });
  });
});
