import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ruleMessage } from '@rasad/contracts/rules/rule-messages.ts';
import { companyPackageGrants } from '../../src/accounts/accounts-tables.ts';
import { courseCredits, mentors } from '../../src/courses/companies/company-admin-tables.ts';
import { demoMentor } from '../../src/courses/companies/seed-mentors.ts';
import { exams, lessons, playLogs } from '../../src/courses/courses-tables.ts';
import { runningTestServices } from '../running-test-services.ts';
import { companyTestPlatform } from './company-test-platform.ts';

const services = runningTestServices();

const { call, signInByCode, newUser, enterpriseAdministrator, passedExamResult } = companyTestPlatform(
  services.running,
  services.database,
);
const courses = (method: 'GET' | 'POST', pathAndQuery: string, token?: string, body?: unknown) =>
  call('courses', method, pathAndQuery, token, body);

describe('company administration', () => {
  it('keeps each company to itself, enforces seats, and lets a credited user enrol once', async () => {
    const adminA = await enterpriseAdministrator('09361000001', 3);
    const adminB = await enterpriseAdministrator('09361000002', 1);
    const plain = await newUser('09361000003');

    const refused = await courses('GET', '/api/Company/CompanyUsers', plain.token);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('این بخش ویژهٔ مدیر شرکت با اشتراک سازمانی فعال است.');
    expect((await courses('GET', '/api/Company/CompanyUsers')).status).toBe(401);

    const added = [];
    for (const [mobile, fullName] of [
      ['09361000011', 'علی محمدی'],
      ['09361000012', 'زهرا کاظمی'],
      ['09361000013', 'حسن نوری'],
    ] as const) {
      const response = await courses('POST', '/api/Appsmith/AAddCompanyUser', adminA.token, {
        mobile,
        fullName,
      });
      expect(response.status).toBe(201);
      added.push(response.body);
    }
    const [first, second, third] = added;
    const beyond = await courses('POST', '/api/Appsmith/AAddCompanyUser', adminA.token, {
      mobile: '09361000014',
      fullName: 'مینا رحیمی',
    });
    expect(beyond.status).toBe(409);
    expect(beyond.body.message).toContain('ظرفیت کاربران اشتراک سازمانی شما پر است');
    // The same person again is not a second seat.
    expect(
      (
        await courses('POST', '/api/Appsmith/AAddCompanyUser', adminA.token, {
          mobile: '09361000011',
          fullName: 'علی محمدی',
        })
      ).status,
    ).toBe(409);

    // Company B sees nothing of company A and cannot act on it.
    expect((await courses('GET', `/api/Company/CompanyUser?id=${first.id}`, adminB.token)).status).toBe(404);
    expect(
      (await courses('GET', `/api/Appsmith/ACompanyAdminCredits?id=${first.id}`, adminB.token)).status,
    ).toBe(404);
    expect(
      (await courses('POST', `/api/Company/SetActivation?id=${first.id}&active=false`, adminB.token)).status,
    ).toBe(404);
    expect(
      (
        await courses('POST', '/api/Company/SetUserFullname', adminB.token, {
          id: first.id,
          fullName: 'نام دیگر',
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await courses('POST', '/api/Company/AddCompanyAdminCredit', adminB.token, {
          userId: first.id,
          courseId: 1,
          days: 30,
        })
      ).status,
    ).toBe(404);
    expect((await courses('GET', '/api/Company/CompanyUsers', adminB.token)).body.users).toEqual([]);
    const poach = await courses('POST', '/api/Appsmith/AAddCompanyUser', adminB.token, {
      mobile: '09361000011',
      fullName: 'علی محمدی',
    });
    expect(poach.body.message).toBe('این کاربر عضو شرکت دیگری است.');

    // Segments and the two-pair filter.
    const segments = await courses('POST', '/api/Company/AddSegment', adminA.token, {
      name: 'واحد',
      values: ['فروش', 'مالی'],
    });
    const unit = segments.body[0];
    const branches = await courses('POST', '/api/Company/AddSegment', adminA.token, {
      name: 'شعبه',
      values: ['تهران'],
    });
    const branch = branches.body[1];
    const [sales, finance] = unit.values;
    expect(
      (
        await courses(
          'POST',
          `/api/Company/SetUserSegmentValue?id=${first.id}&segmentId=${unit.id}&segmentValueId=${sales.id}`,
          adminA.token,
        )
      ).status,
    ).toBe(200);
    await courses(
      'POST',
      `/api/Company/SetUserSegmentValue?id=${first.id}&segmentId=${branch.id}&segmentValueId=${branch.values[0].id}`,
      adminA.token,
    );
    await courses(
      'POST',
      `/api/Company/SetUserSegmentValue?id=${second.id}&segmentId=${unit.id}&segmentValueId=${finance.id}`,
      adminA.token,
    );
    expect(
      (
        await courses(
          'POST',
          `/api/Company/SetUserSegmentValue?id=${third.id}&segmentId=${unit.id}&segmentValueId=${branch.values[0].id}`,
          adminA.token,
        )
      ).status,
    ).toBe(404);
    const bSegment = (
      await courses('POST', '/api/Company/AddSegment', adminB.token, { name: 'واحد', values: ['فنی'] })
    ).body[0];
    expect(
      (
        await courses(
          'POST',
          `/api/Company/SetUserSegmentValue?id=${first.id}&segmentId=${bSegment.id}&segmentValueId=${bSegment.values[0].id}`,
          adminA.token,
        )
      ).status,
    ).toBe(404);
    const filtered = await courses(
      'GET',
      `/api/Company/CompanyUsers?segmentId1=${unit.id}&segmentValueId1=${sales.id}&segmentId2=${branch.id}&segmentValueId2=${branch.values[0].id}`,
      adminA.token,
    );
    expect(filtered.body.users.map((user: { id: number }) => user.id)).toEqual([first.id]);
    expect(
      (await courses('GET', `/api/Company/CompanyUsers?segmentId1=${unit.id}`, adminA.token)).body.message,
    ).toBe('هر فیلتر بخش‌بندی باید هم بخش‌بندی و هم مقدار را داشته باشد.');

    // Deactivating frees a seat; turning back on with no seat free is refused.
    expect(
      (await courses('POST', `/api/Company/SetActivation?id=${third.id}&active=false`, adminA.token)).body
        .isActive,
    ).toBe(false);
    expect(
      (
        await courses('POST', '/api/Appsmith/AAddCompanyUser', adminA.token, {
          mobile: '09361000014',
          fullName: 'مینا رحیمی',
        })
      ).status,
    ).toBe(201);
    expect(
      (await courses('POST', `/api/Company/SetActivation?id=${third.id}&active=true`, adminA.token)).status,
    ).toBe(409);

    // Active users hold the company's package; an inactive one does not.
    const grants = await services
      .database()
      .db.select()
      .from(companyPackageGrants)
      .orderBy(asc(companyPackageGrants.updatedAt));
    expect(grants.find((grant) => grant.userId === first.userId)?.packageType).toBe('ENTERPRISE');
    expect(grants.some((grant) => grant.userId === third.userId)).toBe(false);

    // A credit, used once; a user without one cannot enrol with it.
    // Sent twice at once (both of the administrator's addresses), the grant still gives one credit.
    const [credit, sameCredit] = await Promise.all(
      ['/api/Appsmith/AAddCompanyAdminCredit', '/api/Company/AddCompanyAdminCredit'].map((path) =>
        courses('POST', path, adminA.token, { userId: first.id, courseId: 1, days: 30 }),
      ),
    );
    expect(credit!.body).toMatchObject({ state: 'GRANTED', days: 30, courseId: 1 });
    expect(sameCredit!.body).toMatchObject({ id: credit!.body.id, state: 'GRANTED' });
    const learner = await signInByCode('09361000011');
    // Company users sign in with their own accounts and hold the company's package.
    expect(learner.packageType).toBe('ENTERPRISE');
    // Enrolling with it twice at once (a double tap) uses it once: one enrolment of its 30 days, never 60.
    const enrolments = await Promise.all(
      [1, 2].map(() => courses('POST', '/api/Company/EnrolWithCredit', learner.token, { courseId: 1 })),
    );
    expect(enrolments.map((response) => response.status).sort()).toEqual([200, 409]);
    const enrolled = enrolments.find((response) => response.status === 200)!;
    expect(enrolled.body.daysRemaining).toBe(30);
    expect(
      (await courses('POST', '/api/Company/EnrolWithCredit', learner.token, { courseId: 1 })).status,
    ).toBe(409);
    const other = await signInByCode('09361000012');
    expect((await signInByCode('09361000013')).packageType).toBe('FREE');
    expect(
      (await courses('POST', '/api/Company/EnrolWithCredit', other.token, { courseId: 1 })).body.message,
    ).toBe('اعتبار فعالی برای این دوره ندارید.');

    // A request, then the administrator grants that same credit.
    const asked = await courses('POST', '/api/Company/RequestCredit?courseId=2', other.token);
    expect(asked.status).toBe(201);
    expect(asked.body.state).toBe('REQUESTED');
    expect((await courses('POST', '/api/Company/RequestCredit?courseId=2', other.token)).status).toBe(409);
    const granted = await courses('POST', '/api/Company/AddCompanyAdminCredit', adminA.token, {
      userId: second.id,
      courseId: 2,
      days: 10,
    });
    expect(granted.body).toMatchObject({ id: asked.body.id, state: 'GRANTED' });
    expect(
      (await courses('POST', `/api/Company/ChangeCredit?id=${asked.body.id}&credit=false`, adminB.token))
        .status,
    ).toBe(404);
    await courses('POST', `/api/Company/SetCreditActivation?id=${second.id}&active=false`, adminA.token);
    expect((await courses('POST', '/api/Company/EnrolWithCredit', other.token, { courseId: 2 })).status).toBe(
      409,
    );

    // The progress report, per course and segment, and its CSV.
    const [lesson] = await services
      .database()
      .db.select()
      .from(lessons)
      .where(eq(lessons.courseId, 1))
      .orderBy(asc(lessons.id))
      .limit(1);
    await services.database().db.insert(playLogs).values({
      userId: learner.userId,
      courseId: 1,
      lessonId: lesson!.id,
      positionSeconds: 60,
      watchedSeconds: 60,
      completed: true,
      deviceId: 'test',
      loggedAt: new Date(),
    });
    const report = await courses(
      'GET',
      `/api/Appsmith/ACompanyUsers?courseId=1&segmentId1=${unit.id}&segmentValueId1=${sales.id}`,
      adminA.token,
    );
    expect(report.body.rows).toHaveLength(1);
    expect(report.body.rows[0]).toMatchObject({ fullName: 'علی محمدی', enrolled: true, lessonsWatched: 1 });
    expect(report.body.rows[0].percent).toBe(Math.round(100 / report.body.lessonCount));
    const csv = await courses('GET', '/api/Company/ProgressReportCsv?courseId=1', adminA.token);
    expect(csv.body.fileName).toBe('progress-course-1.csv');
    expect(csv.body.csv).toContain('علی محمدی');
    expect(csv.body.csv.split('\r\n')[0]).toContain('درس‌های دیده‌شده');
    expect(
      (await courses('GET', '/api/Company/ProgressReportCsv?courseId=1', adminB.token)).body.csv,
    ).not.toContain('علی محمدی');

    const roles = await courses('GET', '/api/Company/MyRoles', learner.token);
    expect(roles.body).toEqual({
      administrator: null,
      companyUser: { isActive: true, creditActive: true },
      mentor: null,
    });
    // A company user holding the lent package is not an administrator.
    expect((await courses('GET', '/api/Company/CompanyUsers', learner.token)).status).toBe(403);
  });
});

describe('company administration: changing what was set', () => {
  it('renames a user, changes and stops a credit, turns a user and their credits off and on at once, and issues a certificate the report offers', async () => {
    const admin = await enterpriseAdministrator('09361000041', 2);
    const other = await enterpriseAdministrator('09361000042', 1);
    const user = (
      await courses('POST', '/api/Appsmith/AAddCompanyUser', admin.token, {
        mobile: '09361000051',
        fullName: 'رضا احمدی',
      })
    ).body;
    const nameOf = async () =>
      (await courses('GET', `/api/Company/CompanyUser?id=${user.id}`, admin.token)).body.fullName;

    // Both rename routes change the name the company shows, in its users and its report.
    const renamed = await courses('POST', '/api/Company/SetUserFullname', admin.token, {
      id: user.id,
      fullName: 'رضا احمدی‌نژاد',
    });
    expect(renamed.body).toEqual({ id: user.id, fullName: 'رضا احمدی‌نژاد' });
    expect(await nameOf()).toBe('رضا احمدی‌نژاد');
    expect(
      (
        await courses('POST', '/api/Appsmith/ASetUserInfo', admin.token, {
          id: user.id,
          fullName: 'رضا نیک‌نام',
        })
      ).status,
    ).toBe(200);
    expect(await nameOf()).toBe('رضا نیک‌نام');
    expect(
      (await courses('GET', '/api/Appsmith/ACompanyUsers?courseId=1', admin.token)).body.rows.map(
        (row: { fullName: string }) => row.fullName,
      ),
    ).toEqual(['رضا نیک‌نام']);
    // An empty name is refused with a Persian message and changes nothing.
    const blank = await courses('POST', '/api/Company/SetUserFullname', admin.token, {
      id: user.id,
      fullName: '  ',
    });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe(ruleMessage('validation.fullName.required', 'fa-IR'));
    expect(await nameOf()).toBe('رضا نیک‌نام');

    // A credit's days change; stopped, it cannot be used; started again, it gives the new days.
    const credit = (
      await courses('POST', '/api/Company/AddCompanyAdminCredit', admin.token, {
        userId: user.id,
        courseId: 1,
        days: 30,
      })
    ).body;
    const creditNow = async () =>
      (await courses('GET', `/api/Company/CompanyAdminCredits?id=${user.id}`, admin.token)).body.find(
        (entry: { id: number }) => entry.id === credit.id,
      );
    expect(
      (await courses('POST', `/api/Company/ChangeCredit?id=${credit.id}&days=45`, admin.token)).body,
    ).toEqual({ id: credit.id, days: 45, isActive: true });
    expect(await creditNow()).toMatchObject({ days: 45, isActive: true, state: 'GRANTED' });
    expect(
      (await courses('POST', `/api/Company/ChangeCredit?id=${credit.id}&credit=false`, admin.token)).body,
    ).toEqual({ id: credit.id, days: 45, isActive: false });
    expect(await creditNow()).toMatchObject({ days: 45, isActive: false });
    expect(
      (await courses('POST', `/api/Company/ChangeCredit?id=${credit.id}&days=60`, other.token)).status,
    ).toBe(404);
    const nothing = await courses('POST', `/api/Company/ChangeCredit?id=${credit.id}`, admin.token);
    expect(nothing.status).toBe(400);
    expect(nothing.body.message).toBe('روزهای تازه یا فعال بودن اعتبار را بگویید.');
    expect(await creditNow()).toMatchObject({ days: 45, isActive: false });
    const learner = await signInByCode('09361000051');
    const stopped = await courses('POST', '/api/Company/EnrolWithCredit', learner.token, { courseId: 1 });
    expect(stopped.status).toBe(409);
    await courses('POST', `/api/Company/ChangeCredit?id=${credit.id}&credit=true`, admin.token);
    const enrolled = await courses('POST', '/api/Company/EnrolWithCredit', learner.token, { courseId: 1 });
    expect(enrolled.body.daysRemaining).toBe(45);
    // A used credit is no longer open to change.
    expect(
      (await courses('POST', `/api/Company/ChangeCredit?id=${credit.id}&days=10`, admin.token)).status,
    ).toBe(404);

    // The user and their credits off at once: the seat and the company's package go; on again, they come back.
    const packageOf = async () =>
      (
        await services
          .database()
          .db.select()
          .from(companyPackageGrants)
          .where(eq(companyPackageGrants.userId, user.userId))
      )[0]?.packageType ?? null;
    const off = await courses('POST', '/api/Appsmith/AChangeCreditAndActive', admin.token, {
      id: user.id,
      isActive: false,
      creditActive: false,
    });
    expect(off.body).toEqual({ id: user.id, isActive: false, creditActive: false });
    expect((await courses('GET', `/api/Company/CompanyUser?id=${user.id}`, admin.token)).body).toMatchObject({
      isActive: false,
      creditActive: false,
    });
    expect((await courses('GET', '/api/Company/CompanyUsers', admin.token)).body.seats).toEqual({
      seats: 2,
      taken: 0,
    });
    expect(await packageOf()).toBe(null);
    // Switched off, they stay in the progress report (their learning is the company's record), marked so.
    expect(
      (await courses('GET', '/api/Appsmith/ACompanyUsers?courseId=1', admin.token)).body.rows[0],
    ).toMatchObject({ fullName: 'رضا نیک‌نام', isActive: false });
    const offCsv = (await courses('GET', '/api/Company/ProgressReportCsv?courseId=1', admin.token)).body.csv;
    expect(offCsv.split('\r\n')[1]).toContain(',غیرفعال,');
    const on = await courses('POST', '/api/Appsmith/AChangeCreditAndActive', admin.token, {
      id: user.id,
      isActive: true,
      creditActive: true,
    });
    expect(on.body).toEqual({ id: user.id, isActive: true, creditActive: true });
    expect((await courses('GET', '/api/Company/CompanyUsers', admin.token)).body.seats.taken).toBe(1);
    expect(await packageOf()).toBe('ENTERPRISE');
    expect(
      (await courses('GET', '/api/Appsmith/ACompanyUsers?courseId=1', admin.token)).body.rows[0].isActive,
    ).toBe(true);

    // The report offers a passed exam without a certificate; issuing it puts the code in the report.
    const result = await passedExamResult(user.userId);
    const [exam] = await services.database().db.select().from(exams).where(eq(exams.id, result.examId));
    const reportRow = async () =>
      (await courses('GET', `/api/Appsmith/ACompanyUsers?courseId=${exam!.courseId}`, admin.token)).body
        .rows[0];
    expect(await reportRow()).toMatchObject({ passedExamResultId: result.id, certificateCode: null });
    const issued = await courses(
      'GET',
      `/api/Appsmith/ACreateCertificate?examResultId=${result.id}`,
      admin.token,
    );
    expect(issued.body).toEqual({ code: expect.stringMatching(/^RSD-/), created: true });
    expect(await reportRow()).toMatchObject({
      passedExamResultId: result.id,
      certificateCode: issued.body.code,
    });
  });
});

describe('mentors', () => {
  it('adds sub-users, gives them credit and reads their log; never another mentor’s', async () => {
    const signedIn = await call('accounts', 'POST', '/v2/Account/SignIn', undefined, {
      userName: '09121000003',
      password: 'Rasad-Demo-1405',
    });
    const mentor = signedIn.body.accessToken as string;
    const otherMentor = await newUser('09361000021');
    await services
      .database()
      .db.insert(mentors)
      .values({ userId: otherMentor.userId, maxSubUsers: 1, createdAt: new Date() });
    const notMentor = await newUser('09361000022');

    expect(
      (
        await courses('POST', '/Account/AddSubUser', notMentor.token, {
          mobile: '09361000031',
          fullName: 'پرستو امینی',
        })
      ).body.message,
    ).toBe('این بخش ویژهٔ منتورهاست.');
    const subUser = await courses('POST', '/Account/AddSubUser', mentor, {
      mobile: '09361000031',
      fullName: 'پرستو امینی',
    });
    expect(subUser.status).toBe(201);
    const taken = await courses('POST', '/Account/AddSubUser', otherMentor.token, {
      mobile: '09361000031',
      fullName: 'پرستو امینی',
    });
    expect(taken.body.message).toBe('این کاربر منتور دیگری دارد.');
    await courses('POST', '/Account/AddSubUser', otherMentor.token, {
      mobile: '09361000032',
      fullName: 'کاوه صادقی',
    });
    expect(
      (
        await courses('POST', '/Account/AddSubUser', otherMentor.token, {
          mobile: '09361000033',
          fullName: 'نیما شریفی',
        })
      ).body.message,
    ).toBe('ظرفیت زیرکاربران شما پر است.');

    // The same grant sent three times at once (a double tap, a retried request) gives one credit.
    const grants = await Promise.all(
      [1, 2, 3].map(() =>
        courses('POST', '/Mentor/AddSubUsersCredit', mentor, {
          subUserId: subUser.body.userId,
          courseId: 1,
          days: 14,
        }),
      ),
    );
    const credit = grants[0]!;
    expect(credit.body).toMatchObject({ source: 'MENTOR', days: 14, state: 'GRANTED' });
    expect(grants.map((grant) => [grant.status, grant.body.id])).toEqual(
      grants.map(() => [200, credit.body.id]),
    );
    expect(
      (
        await services
          .database()
          .db.select()
          .from(courseCredits)
          .where(eq(courseCredits.userId, subUser.body.userId))
      ).length,
    ).toBe(1);
    expect(
      (
        await courses('POST', '/Mentor/AddSubUsersCredit', otherMentor.token, {
          subUserId: subUser.body.userId,
          courseId: 1,
          days: 14,
        })
      ).status,
    ).toBe(404);
    const list = await courses('GET', '/Mentor/GetSubUsersCredit', mentor);
    expect(list.body.maxSubUsers).toBe(demoMentor.maxSubUsers);
    expect(list.body.subUsers[0]).toMatchObject({
      fullName: 'پرستو امینی',
      credits: [{ courseId: 1, days: 14 }],
    });
    expect(
      (await courses('GET', '/Mentor/GetSubUsersCredit', otherMentor.token)).body.subUsers.map(
        (row: { fullName: string }) => row.fullName,
      ),
    ).toEqual(['کاوه صادقی']);

    const learner = await signInByCode('09361000031');
    expect(
      (await courses('POST', '/api/Company/EnrolWithCredit', learner.token, { courseId: 1 })).status,
    ).toBe(200);
    const [lesson] = await services
      .database()
      .db.select()
      .from(lessons)
      .where(eq(lessons.courseId, 1))
      .orderBy(asc(lessons.id))
      .limit(1);
    await services.database().db.insert(playLogs).values({
      userId: learner.userId,
      courseId: 1,
      lessonId: lesson!.id,
      positionSeconds: 30,
      watchedSeconds: 30,
      completed: false,
      deviceId: 'test',
      loggedAt: new Date(),
    });
    const logs = await courses('POST', '/Mentor/GetMentorshipUserLogs', mentor, {
      subUserId: subUser.body.userId,
    });
    expect(logs.body).toHaveLength(1);
    expect(logs.body[0]).toMatchObject({ fullName: 'پرستو امینی', lessonId: lesson!.id, watchedSeconds: 30 });
    expect(
      (
        await courses('POST', '/Mentor/GetMentorshipUserLogs', otherMentor.token, {
          subUserId: subUser.body.userId,
        })
      ).status,
    ).toBe(404);
    expect((await courses('POST', '/Mentor/GetMentorshipUserLogs', otherMentor.token, {})).body).toEqual([]);
  });
});

describe('one person added by two at once', () => {
  it('joins one company and one mentor; the other is told the person is taken, never an error', async () => {
    const adminC = await enterpriseAdministrator('09361000061', 2);
    const adminD = await enterpriseAdministrator('09361000062', 2);
    const person = { mobile: '09361000071', fullName: 'نگار توکلی' };
    const companies = await Promise.all(
      [adminC, adminD].map((admin) => courses('POST', '/api/Appsmith/AAddCompanyUser', admin.token, person)),
    );
    expect(companies.map((response) => response.status).sort()).toEqual([201, 409]);
    expect(companies.find((response) => response.status === 409)!.body.message).toBe(
      'این کاربر عضو شرکت دیگری است.',
    );

    const mentorUsers = [await newUser('09361000063'), await newUser('09361000064')];
    await services
      .database()
      .db.insert(mentors)
      .values(mentorUsers.map((user) => ({ userId: user.userId, maxSubUsers: 2, createdAt: new Date() })));
    const pupil = { mobile: '09361000072', fullName: 'بابک رضایی' };
    const mentorships = await Promise.all(
      mentorUsers.map((user) => courses('POST', '/Account/AddSubUser', user.token, pupil)),
    );
    expect(mentorships.map((response) => response.status).sort()).toEqual([201, 409]);
    expect(mentorships.find((response) => response.status === 409)!.body.message).toBe(
      'این کاربر منتور دیگری دارد.',
    );
  });
});
