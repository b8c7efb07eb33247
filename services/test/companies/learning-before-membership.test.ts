import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mentors } from '../../src/courses/companies/company-admin-tables.ts';
import { certificates, enrolments, exams, lessons, playLogs } from '../../src/courses/courses-tables.ts';
import { runningTestServices } from '../running-test-services.ts';
import { companyTestPlatform } from './company-test-platform.ts';

const services = runningTestServices();

const { call, newUser, signInByCode, enterpriseAdministrator, passedExamResult } = companyTestPlatform(
  services.running,
  services.database,
);
const courses = (method: 'GET' | 'POST', pathAndQuery: string, token?: string, body?: unknown) =>
  call('courses', method, pathAndQuery, token, body);

const hourAgo = () => new Date(Date.now() - 3_600_000);
/** A moment safely after a membership that began at `createdAt` (an ISO time from the service). */
const after = (createdAt: string) => new Date(Date.parse(createdAt) + 1_000);

/** The first course with an exam, and two of its lessons. */
async function courseWithExam() {
  const db = services.database().db;
  const [exam] = await db.select().from(exams).orderBy(asc(exams.id)).limit(1);
  const [first, second] = await db
    .select()
    .from(lessons)
    .where(eq(lessons.courseId, exam!.courseId))
    .orderBy(asc(lessons.id))
    .limit(2);
  return { exam: exam!, courseId: exam!.courseId, lessons: [first!, second!] as const };
}

async function played(userId: string, courseId: number, lessonId: number, loggedAt: Date, seconds = 60) {
  await services.database().db.insert(playLogs).values({
    userId,
    courseId,
    lessonId,
    positionSeconds: seconds,
    watchedSeconds: seconds,
    completed: true,
    deviceId: 'test',
    loggedAt,
  });
}

describe('a company sees a member’s learning only from when the member was added', () => {
  it('keeps an earlier enrolment, plays, exam and certificate out of the report, its CSV and certificate issue', async () => {
    const admin = await enterpriseAdministrator('09381000001', 2);
    const learner = await newUser('09381000011');
    const { courseId, lessons: courseLessons } = await courseWithExam();
    const db = services.database().db;

    // The learner's own learning, before any company: enrolled, watched a lesson, passed, certified.
    const before = hourAgo();
    await db.insert(enrolments).values({
      userId: learner.userId,
      courseId,
      learnerName: 'یادگیرنده',
      enrolledAt: before,
      expiresAt: new Date(Date.now() + 30 * 86_400_000),
      deviceLimit: 1,
    });
    await played(learner.userId, courseId, courseLessons[0].id, before);
    const earlierPass = await passedExamResult(learner.userId, before);
    await db.insert(certificates).values({
      code: 'RSD-EARLIER001',
      examResultId: earlierPass.id,
      userId: learner.userId,
      learnerName: 'یادگیرنده',
      courseId,
      scorePercent: 100,
      issuedAt: before,
    });

    const added = await courses('POST', '/api/Appsmith/AAddCompanyUser', admin.token, {
      mobile: '09381000011',
      fullName: 'کارمند تازه',
    });
    expect(added.status).toBe(201);
    const reportRow = async () =>
      (await courses('GET', `/api/Appsmith/ACompanyUsers?courseId=${courseId}`, admin.token)).body.rows[0];
    expect(await reportRow()).toMatchObject({
      fullName: 'کارمند تازه',
      enrolled: false,
      lessonsWatched: 0,
      percent: 0,
      lastActivityAt: null,
      certificateCode: null,
      passedExamResultId: null,
    });
    const csv = (await courses('GET', `/api/Company/ProgressReportCsv?courseId=${courseId}`, admin.token))
      .body.csv as string;
    const line = csv.split('\r\n').find((row) => row.startsWith('کارمند تازه'));
    expect(line).toMatch(/^کارمند تازه,09381000011,فعال,,خیر,0,\d+,0,,$/);
    expect(csv).not.toContain('RSD-EARLIER001');
    // The earlier exam cannot be reached by its id either.
    const earlierIssue = await courses(
      'GET',
      `/api/Appsmith/ACreateCertificate?examResultId=${earlierPass.id}`,
      admin.token,
    );
    expect(earlierIssue.status).toBe(404);
    expect(earlierIssue.body.message).toBe('نتیجهٔ آزمونی با این شناسه از کاربران شرکت شما یافت نشد.');

    // Learning since the add is the company's to see.
    const since = after(added.body.createdAt);
    await played(learner.userId, courseId, courseLessons[1].id, since);
    const laterPass = await passedExamResult(learner.userId, since);
    expect(await reportRow()).toMatchObject({
      enrolled: false,
      lessonsWatched: 1,
      lastActivityAt: since.toISOString(),
      certificateCode: null,
      passedExamResultId: laterPass.id,
    });
    // Issuing from the later pass makes a certificate of its own, never handing over the earlier one's code.
    const issued = await courses(
      'GET',
      `/api/Appsmith/ACreateCertificate?examResultId=${laterPass.id}`,
      admin.token,
    );
    expect(issued.body).toEqual({ code: expect.stringMatching(/^RSD-/), created: true });
    expect(issued.body.code).not.toBe('RSD-EARLIER001');
    expect((await reportRow()).certificateCode).toBe(issued.body.code);

    // An enrolment the company's own credit extended is the company's to see, though it began earlier.
    await courses('POST', '/api/Company/AddCompanyAdminCredit', admin.token, {
      userId: added.body.id,
      courseId,
      days: 10,
    });
    expect((await courses('POST', '/api/Company/EnrolWithCredit', learner.token, { courseId })).status).toBe(
      200,
    );
    expect((await reportRow()).enrolled).toBe(true);
  });
});

describe('a mentor sees a sub-user’s log only from when the sub-user was added', () => {
  it('leaves plays from before the add out of the log, and shows the ones after', async () => {
    const mentor = await newUser('09381000021');
    await services
      .database()
      .db.insert(mentors)
      .values({ userId: mentor.userId, maxSubUsers: 2, createdAt: new Date() });
    const pupil = await newUser('09381000031');
    const { courseId, lessons: courseLessons } = await courseWithExam();
    await played(pupil.userId, courseId, courseLessons[0].id, hourAgo(), 45);

    const added = await courses('POST', '/Account/AddSubUser', mentor.token, {
      mobile: '09381000031',
      fullName: 'شاگرد تازه',
    });
    expect(added.status).toBe(201);
    const logs = async (body: object) =>
      (await courses('POST', '/Mentor/GetMentorshipUserLogs', mentor.token, body)).body;
    expect(await logs({ subUserId: pupil.userId })).toEqual([]);
    expect(await logs({})).toEqual([]);

    await played(pupil.userId, courseId, courseLessons[1].id, after(added.body.createdAt), 30);
    const shown = await logs({ subUserId: pupil.userId });
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatchObject({
      fullName: 'شاگرد تازه',
      lessonId: courseLessons[1].id,
      watchedSeconds: 30,
    });
    expect(await logs({})).toHaveLength(1);
  });
});

describe('a member of a company who is also a mentor’s sub-user', () => {
  it('is allowed, and each owner lists only the credits they gave; the learner sees both', async () => {
    const mentor = await newUser('09381000041');
    await services
      .database()
      .db.insert(mentors)
      .values({ userId: mentor.userId, maxSubUsers: 2, createdAt: new Date() });
    const admin = await enterpriseAdministrator('09381000042', 2);
    const person = { mobile: '09381000051', fullName: 'عضو دوگانه' };

    const subUser = await courses('POST', '/Account/AddSubUser', mentor.token, person);
    expect(subUser.status).toBe(201);
    const mentorCredit = await courses('POST', '/Mentor/AddSubUsersCredit', mentor.token, {
      subUserId: subUser.body.userId,
      courseId: 2,
      days: 14,
    });
    expect(mentorCredit.body.source).toBe('MENTOR');

    // Membership is one company per user and one mentor per user, not one of the two.
    const member = await courses('POST', '/api/Appsmith/AAddCompanyUser', admin.token, person);
    expect(member.status).toBe(201);
    const companyCredit = await courses('POST', '/api/Company/AddCompanyAdminCredit', admin.token, {
      userId: member.body.id,
      courseId: 1,
      days: 30,
    });
    expect(companyCredit.body.source).toBe('COMPANY');

    const creditIds = (credits: { id: number }[]) => credits.map((credit) => credit.id);
    expect(
      creditIds(
        (await courses('GET', `/api/Company/CompanyUser?id=${member.body.id}`, admin.token)).body.credits,
      ),
    ).toEqual([companyCredit.body.id]);
    expect(
      creditIds(
        (await courses('GET', `/api/Company/CompanyAdminCredits?id=${member.body.id}`, admin.token)).body,
      ),
    ).toEqual([companyCredit.body.id]);
    expect(
      creditIds((await courses('GET', '/api/Company/CompanyUsers', admin.token)).body.users[0].credits),
    ).toEqual([companyCredit.body.id]);
    expect(
      creditIds((await courses('GET', '/Mentor/GetSubUsersCredit', mentor.token)).body.subUsers[0].credits),
    ).toEqual([mentorCredit.body.id]);

    const learner = await signInByCode(person.mobile);
    expect(creditIds((await courses('GET', '/api/Company/MyCredits', learner.token)).body).sort()).toEqual(
      [companyCredit.body.id, mentorCredit.body.id].sort(),
    );
  });
});
