import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coursesService } from '../../src/courses/courses-service.ts';
import { buildTestService, type TestService } from '../build-test-service.ts';
import { examsBySlug } from '../../src/courses/seed/course-content.ts';
import { testAuthorization } from '../test-auth.ts';
import { installTestClock, watchLessonThrough } from './player-reports.ts';

let service: TestService;
let learner: { authorization: string };
let courseId: number;
let lessons: { id: number; durationSeconds: number }[];
let clock: ReturnType<typeof installTestClock>;
beforeAll(async () => {
  service = await buildTestService(coursesService);
  clock = installTestClock(service);
  learner = await testAuthorization({
    userId: '00000000-0000-4000-8000-000000000005',
    packageType: 'FREE',
    expiresInSeconds: 3600,
  });
  const courses = (await service.app.inject({ method: 'GET', url: '/api/Courses/GetCourses' })).json() as {
    id: number;
    slug: string;
  }[];
  courseId = courses.find((course) => course.slug === 'excel-for-business')!.id;
  const page = (await service.app.inject({ method: 'GET', url: `/api/Courses/${courseId}` })).json();
  lessons = page.sections.flatMap((section: { lessons: unknown[] }) => section.lessons);
});
afterAll(() => service.close());

const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  service.app.inject({ method, url, headers: learner, ...(payload ? { payload } : {}) });
/** The seeded exam's right answers, in question order (they sit at different positions). */
const rightOptions = examsBySlug['excel-for-business']!.questions.map((question) => question.correct);
const rightAnswers = (questions: { id: number }[]) =>
  questions.map((question, index) => ({ questionId: question.id, option: rightOptions[index]! }));
const wrongOption = (index: number) => (rightOptions[index]! + 1) % 3;

it('has its right answers at different positions', () => {
  expect(
    new Set(Object.values(examsBySlug).flatMap((exam) => exam.questions.map((question) => question.correct)))
      .size,
  ).toBeGreaterThan(1);
});

describe('the final exam', () => {
  it('stays locked until every lesson is watched, by the distinct play logs', async () => {
    expect((await call('POST', '/api/Exam/Start', { courseId })).json().code).toBe('EXAM_LOCKED');
    for (const lesson of lessons.slice(0, 2)) {
      await watchLessonThrough(service, clock, learner, lesson, 'exam-device');
      await watchLessonThrough(service, clock, learner, lesson, 'exam-device');
    }
    const partial = (await call('GET', `/api/Exam/GetDistinctedPlayLogs?courseId=${courseId}`)).json();
    expect(partial).toEqual({
      courseId,
      lessonCount: 3,
      watchedLessonIds: [lessons[0]!.id, lessons[1]!.id],
      examUnlocked: false,
    });
    expect((await call('POST', '/api/Exam/Start', { courseId })).statusCode).toBe(403);
    const last = lessons[2]!;
    await watchLessonThrough(service, clock, learner, last, 'exam-device');
    expect(
      (await call('GET', `/api/Exam/GetDistinctedPlayLogs?courseId=${courseId}`)).json().examUnlocked,
    ).toBe(true);
  });

  it('is scored on the server once; a second submission changes nothing', async () => {
    // Started twice at once (a double tap): one attempt, which both answers show.
    const [started, sameStart] = (
      await Promise.all([1, 2].map(() => call('POST', '/api/Exam/Start', { courseId })))
    ).map((answer) => answer.json());
    expect(sameStart.result.id).toBe(started.result.id);
    expect(started.questions).toHaveLength(3);
    expect(JSON.stringify(started.questions)).not.toContain('correct');
    const wrongOnLast = rightAnswers(started.questions).map((answer, index) =>
      index === 2 ? { ...answer, option: wrongOption(index) } : answer,
    );
    const submitted = await call('POST', '/api/Exam/Submit', {
      examResultId: started.result.id,
      answers: wrongOnLast,
    });
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json()).toMatchObject({
      correctCount: 2,
      scorePercent: 67,
      passed: true,
      certificateCode: expect.stringMatching(/^RSD-[0-9A-F]{10}$/),
    });

    const again = await call('POST', '/api/Exam/Submit', {
      examResultId: started.result.id,
      answers: rightAnswers(started.questions),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ALREADY_SUBMITTED');
    const results = (await call('GET', `/api/Exam/Results?courseId=${courseId}`)).json();
    expect(results[0]).toMatchObject({ id: started.result.id, scorePercent: 67, correctCount: 2 });
  });

  it('does not count answers sent after the time limit', async () => {
    const started = (await call('POST', '/api/Exam/Start', { courseId })).json();
    const realNow = service.context.now;
    try {
      service.context.now = () => new Date(Date.parse(started.result.deadlineAt) + 60_000);
      const late = await call('POST', '/api/Exam/Submit', {
        examResultId: started.result.id,
        answers: rightAnswers(started.questions),
      });
      expect(late.statusCode).toBe(409);
      expect(late.json()).toMatchObject({
        code: 'TIME_OVER',
        message: 'زمان آزمون به پایان رسیده بود؛ پاسخ‌ها پذیرفته نشد.',
      });
      const results = (await call('GET', `/api/Exam/Results?courseId=${courseId}`)).json();
      expect(results.find((result: { id: number }) => result.id === started.result.id)).toMatchObject({
        scorePercent: 0,
        passed: false,
        certificateCode: null,
      });
    } finally {
      service.context.now = realNow;
    }
  });

  it('reuses the certificate of an earlier pass when the learner passes again', async () => {
    const first = (await call('GET', `/api/Exam/Results?courseId=${courseId}`))
      .json()
      .find((result: { passed: boolean }) => result.passed);
    const started = (await call('POST', '/api/Exam/Start', { courseId })).json();
    const retake = await call('POST', '/api/Exam/Submit', {
      examResultId: started.result.id,
      answers: rightAnswers(started.questions),
    });
    expect(retake.json()).toMatchObject({
      scorePercent: 100,
      passed: true,
      certificateCode: first.certificateCode,
    });
    expect((await call('GET', '/api/Certificates/My')).json()).toEqual([{ code: first.certificateCode }]);
    const results = (await call('GET', `/api/Exam/Results?courseId=${courseId}`)).json();
    expect(results[0]).toMatchObject({ id: started.result.id, certificateCode: first.certificateCode });
  });

  it('refuses answers once access to the course has ended, and leaves the attempt open', async () => {
    const started = (await call('POST', '/api/Exam/Start', { courseId })).json();
    const realNow = service.context.now;
    const longLived = await testAuthorization({
      userId: '00000000-0000-4000-8000-000000000005',
      packageType: 'FREE',
      expiresInSeconds: 90 * 86_400,
    });
    try {
      // The demo learner's access to this course ends 60 days after seeding; the attempt's deadline is long past too, but access is checked first.
      service.context.now = () => new Date(Date.now() + 61 * 86_400_000);
      const refused = await service.app.inject({
        method: 'POST',
        url: '/api/Exam/Submit',
        headers: longLived,
        payload: { examResultId: started.result.id, answers: rightAnswers(started.questions) },
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        code: 'ACCESS_ENDED',
        message: 'مهلت دسترسی شما به این دوره به پایان رسیده است.',
      });
    } finally {
      service.context.now = realNow;
    }
    const results = (await call('GET', `/api/Exam/Results?courseId=${courseId}`)).json();
    expect(results.find((result: { id: number }) => result.id === started.result.id)).toMatchObject({
      submittedAt: null,
      scorePercent: null,
    });
  });
});

describe('certificates', () => {
  it('can be verified and downloaded as a PDF by anyone holding the code', async () => {
    const results = (await call('GET', `/api/Exam/Results?courseId=${courseId}`)).json() as {
      certificateCode: string | null;
    }[];
    const code = results.find((result) => result.certificateCode)!.certificateCode!;
    const verified = await service.app.inject({ method: 'GET', url: `/api/Certificates/${code}` });
    expect(verified.json()).toMatchObject({
      code,
      learnerName: 'نرگس حسینی',
      courseTitle: 'اکسل کاربردی برای کسب‌وکار',
      scorePercent: 67,
    });
    expect(verified.json()).not.toHaveProperty('userId');
    // Typed as people type it: Persian digits, lower case, without the prefix.
    const typed = code
      .slice(4)
      .toLowerCase()
      .replace(/\d/g, (digit) => String.fromCharCode(0x06f0 + Number(digit)));
    const byTyped = await service.app.inject({
      method: 'GET',
      url: `/api/Certificates/${encodeURIComponent(typed)}`,
    });
    expect(byTyped.json()).toMatchObject({ code, learnerName: 'نرگس حسینی' });
    expect(verified.json().issuedOnSolarHijri).toMatch(/^[۰-۹]+ [آ-ی]+ ۱۴[۰-۹]{2}$/);
    const pdf = await service.app.inject({ method: 'GET', url: `/api/Certificates/${code}/Pdf` });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(
      (await service.app.inject({ method: 'GET', url: '/api/Certificates/RSD-0000000000' })).statusCode,
    ).toBe(404);
    expect((await service.app.inject({ method: 'GET', url: '/api/Certificates/nonsense' })).statusCode).toBe(
      400,
    );
  });
});
