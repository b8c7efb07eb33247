import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coursesService } from '../../src/courses/courses-service.ts';
import { examsBySlug } from '../../src/courses/seed/course-content.ts';
import { buildTestService, type TestService } from '../build-test-service.ts';
import { testAuthorization } from '../test-auth.ts';
import { installTestClock, watchLessonThrough } from './player-reports.ts';

/**
 * A public certificate never shows a mobile number or an e-mail address: a pass by a learner without a name by the
 * rule waits for the name, and a certificate issued before names were asked for shows «دانش‌پذیر».
 */

const learnerId = '00000000-0000-4000-8000-000000000005';
const mobile = '09125551441';
let service: TestService;
let learner: { authorization: string };
let courseId: number;
let clock: ReturnType<typeof installTestClock>;
let folder: string;
beforeAll(async () => {
  service = await buildTestService(coursesService);
  clock = installTestClock(service);
  learner = await testAuthorization({ userId: learnerId, packageType: 'FREE', expiresInSeconds: 3600 });
  const courses = (await service.app.inject({ method: 'GET', url: '/api/Courses/GetCourses' })).json() as {
    id: number;
    slug: string;
  }[];
  courseId = courses.find((course) => course.slug === 'excel-for-business')!.id;
  folder = mkdtempSync(path.join(tmpdir(), 'certificate-names-'));
});
afterAll(async () => {
  rmSync(folder, { recursive: true, force: true });
  await service.close();
});

const call = (method: 'GET' | 'POST', url: string, payload?: object, language = 'fa') =>
  service.app.inject({
    method,
    url,
    headers: { ...learner, 'accept-language': language },
    ...(payload ? { payload } : {}),
  });

/** The PDF's text, as a reader copying it would get it. */
function pdfText(pdf: Buffer): string {
  const file = path.join(folder, `${Math.random()}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', [file, '-']).toString();
}

async function publicCertificate(code: string) {
  const page = await service.app.inject({ method: 'GET', url: `/api/Certificates/${code}` });
  expect(page.statusCode).toBe(200);
  const pdf = await service.app.inject({ method: 'GET', url: `/api/Certificates/${code}/Pdf` });
  expect(pdf.statusCode).toBe(200);
  return { page: page.json(), pdf: pdfText(pdf.rawPayload), raw: page.body };
}

describe('a certificate’s name', () => {
  it('waits for a name by the rule when the enrolment holds a mobile number, then carries the name given', async () => {
    await service.database.db.execute(
      sql`UPDATE courses.enrolments SET learner_name = ${mobile} WHERE user_id = ${learnerId} AND course_id = ${courseId}`,
    );
    const page = (await service.app.inject({ method: 'GET', url: `/api/Courses/${courseId}` })).json();
    for (const lesson of page.sections.flatMap(
      (section: { lessons: { id: number; durationSeconds: number }[] }) => section.lessons,
    ))
      await watchLessonThrough(service, clock, learner, lesson, 'names-device');
    const started = (await call('POST', '/api/Exam/Start', { courseId })).json();
    const right = examsBySlug['excel-for-business']!.questions.map((question) => question.correct);
    const submitted = await call('POST', '/api/Exam/Submit', {
      examResultId: started.result.id,
      answers: started.questions.map((question: { id: number }, index: number) => ({
        questionId: question.id,
        option: right[index],
      })),
    });
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json()).toMatchObject({
      passed: true,
      certificateCode: null,
      learnerNameRequired: true,
    });
    expect((await call('GET', '/api/Certificates/My')).json()).toEqual([]);
    const results = (await call('GET', `/api/Exam/Results?courseId=${courseId}`)).json();
    expect(results[0]).toMatchObject({ id: started.result.id, learnerNameRequired: true });

    // A mobile number is no name: refused in Persian, nothing issued.
    const refused = await call('POST', '/api/Exam/IssueCertificate', {
      examResultId: started.result.id,
      learnerName: mobile,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: 'نام و نام خانوادگی معتبر نیست' });

    const issued = await call('POST', '/api/Exam/IssueCertificate', {
      examResultId: started.result.id,
      learnerName: 'زهرا  كريمي',
    });
    expect(issued.statusCode).toBe(200);
    const result = issued.json();
    expect(result).toMatchObject({ passed: true, learnerNameRequired: false });
    expect(result.certificateCode).toMatch(/^RSD-[0-9A-F]{10}$/);
    // Asked again, the one certificate is answered.
    const again = await call('POST', '/api/Exam/IssueCertificate', {
      examResultId: started.result.id,
      learnerName: 'نام دیگر',
    });
    expect(again.json().certificateCode).toBe(result.certificateCode);

    const certificate = await publicCertificate(result.certificateCode);
    expect(certificate.page.learnerName).toBe('زهرا کریمی');
    expect(certificate.raw).not.toContain(mobile);
    expect(certificate.pdf).not.toContain(mobile);
  });

  it('shows «دانش‌پذیر», never the mobile number or e-mail address, on a certificate issued before names were asked for', async () => {
    for (const [code, stored] of [
      ['RSD-00000000A1', mobile],
      ['RSD-00000000A2', 'learner@example.ir'],
      ['RSD-00000000A3', ''],
    ] as const) {
      const [result] = (
        await service.database.db.execute<{ id: number; score_percent: number }>(
          sql`SELECT r.id, r.score_percent FROM courses.exam_results r WHERE r.user_id = ${learnerId} AND r.passed ORDER BY r.id LIMIT 1`,
        )
      ).rows;
      // An old certificate as it was stored: on an attempt of its own, with the user name as the learner's name.
      const [attempt] = (
        await service.database.db.execute<{ id: number }>(
          sql`INSERT INTO courses.exam_results (exam_id, user_id, started_at, deadline_at, submitted_at, question_count, correct_count, score_percent, passed, answers)
              SELECT exam_id, user_id, started_at, deadline_at, submitted_at, question_count, correct_count, score_percent, passed, answers
              FROM courses.exam_results WHERE id = ${result!.id} RETURNING id`,
        )
      ).rows;
      await service.database.db.execute(
        sql`INSERT INTO courses.certificates (code, exam_result_id, user_id, learner_name, course_id, score_percent, issued_at)
            VALUES (${code}, ${attempt!.id}, ${learnerId}, ${stored}, ${courseId}, ${result!.score_percent}, now())`,
      );
      const certificate = await publicCertificate(code);
      expect(certificate.page.learnerName).toBe('دانش‌پذیر');
      expect(certificate.pdf).toContain('دانش');
      for (const text of [certificate.raw, certificate.pdf]) {
        expect(text).not.toContain(mobile);
        expect(text).not.toContain('@');
      }
      const english = await service.app.inject({
        method: 'GET',
        url: `/api/Certificates/${code}`,
        headers: { 'accept-language': 'en' },
      });
      expect(english.json().learnerName).toBe('Learner');
    }
  });
});
