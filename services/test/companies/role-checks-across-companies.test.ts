import { describe, expect, it } from 'vitest';
import { mentors } from '../../src/courses/companies/company-admin-tables.ts';
import { runningTestServices } from '../running-test-services.ts';
import { companyTestPlatform } from './company-test-platform.ts';

const services = runningTestServices();

const platform = companyTestPlatform(services.running, services.database);
const { call } = platform;
type Call = [method: 'GET' | 'POST', pathAndQuery: string, body?: unknown];

describe('company administration across two companies', () => {
  it('refuses every administration call to a plain user, a company user and a mentor, and gives company B’s administrator nothing of company A', async () => {
    const adminA = await platform.enterpriseAdministrator('09371000001', 3);
    const adminB = await platform.enterpriseAdministrator('09371000002', 2);
    const plain = await platform.newUser('09371000003');
    const mentor = await platform.newUser('09371000004');
    await services
      .database()
      .db.insert(mentors)
      .values({ userId: mentor.userId, maxSubUsers: 5, createdAt: new Date() });

    const userA = (
      await call('courses', 'POST', '/api/Appsmith/AAddCompanyUser', adminA.token, {
        mobile: '09371000011',
        fullName: 'علی محمدی',
      })
    ).body;
    const userB = (
      await call('courses', 'POST', '/api/Appsmith/AAddCompanyUser', adminB.token, {
        mobile: '09371000012',
        fullName: 'زهرا کاظمی',
      })
    ).body;
    const segmentA = (
      await call('courses', 'POST', '/api/Company/AddSegment', adminA.token, {
        name: 'واحد',
        values: ['فروش'],
      })
    ).body[0];
    const segmentB = (
      await call('courses', 'POST', '/api/Company/AddSegment', adminB.token, {
        name: 'شعبه',
        values: ['تبریز'],
      })
    ).body[0];
    await call(
      'courses',
      'POST',
      `/api/Company/SetUserSegmentValue?id=${userA.id}&segmentId=${segmentA.id}&segmentValueId=${segmentA.values[0].id}`,
      adminA.token,
    );
    const creditA = (
      await call('courses', 'POST', '/api/Company/AddCompanyAdminCredit', adminA.token, {
        userId: userA.id,
        courseId: 1,
        days: 30,
      })
    ).body;
    const resultA = await platform.passedExamResult(userA.userId);
    const learnerA = await platform.signInByCode('09371000011');

    const everyCall: Call[] = [
      ['GET', '/api/Company/CompanyUsers'],
      ['GET', `/api/Company/CompanyUser?id=${userA.id}`],
      ['GET', `/api/Appsmith/ACompanyUser?id=${userA.id}`],
      ['POST', '/api/Appsmith/AAddCompanyUser', { mobile: '09371000019', fullName: 'مینا رحیمی' }],
      ['POST', '/api/Appsmith/ASetUserInfo', { id: userA.id, fullName: 'نام دیگر' }],
      ['POST', '/api/Company/SetUserFullname', { id: userA.id, fullName: 'نام دیگر' }],
      ['POST', `/api/Company/SetActivation?id=${userA.id}&active=false`],
      [
        'POST',
        '/api/Appsmith/AChangeCreditAndActive',
        { id: userA.id, isActive: false, creditActive: false },
      ],
      ['POST', `/api/Company/SetCreditActivation?id=${userA.id}&active=false`],
      ['GET', '/api/Company/CompanySegments'],
      ['GET', '/api/Appsmith/ACompanySegments'],
      ['POST', '/api/Company/AddSegment', { name: 'تیم', values: ['یک'] }],
      [
        'POST',
        `/api/Company/SetUserSegmentValue?id=${userA.id}&segmentId=${segmentA.id}&segmentValueId=${segmentA.values[0].id}`,
      ],
      ['GET', `/api/Company/CompanyAdminCredits?id=${userA.id}`],
      ['GET', `/api/Appsmith/ACompanyAdminCredits?id=${userA.id}`],
      ['POST', '/api/Company/AddCompanyAdminCredit', { userId: userA.id, courseId: 2, days: 5 }],
      ['POST', '/api/Appsmith/AAddCompanyAdminCredit', { userId: userA.id, courseId: 2, days: 5 }],
      ['POST', `/api/Company/ChangeCredit?id=${creditA.id}&credit=false`],
      ['GET', '/api/Appsmith/ACompanyUsers?courseId=1'],
      ['GET', '/api/Company/ProgressReportCsv?courseId=1'],
      ['GET', `/api/Appsmith/ACreateCertificate?examResultId=${resultA.id}`],
    ];
    for (const [method, path, body] of everyCall) {
      for (const caller of [plain, learnerA, mentor]) {
        const refused = await call('courses', method, path, caller.token, body);
        expect(refused.status, `${method} ${path}`).toBe(403);
        expect(refused.body.code, `${method} ${path}`).toBe('NOT_ADMINISTRATOR');
      }
      expect((await call('courses', method, path, undefined, body)).status, `${method} ${path}`).toBe(401);
    }

    // Company B's administrator: every call naming company A's user, credit or exam result finds nothing.
    const namingA: Call[] = [
      ['GET', `/api/Company/CompanyUser?id=${userA.id}`],
      ['GET', `/api/Appsmith/ACompanyUser?id=${userA.id}`],
      ['POST', '/api/Appsmith/ASetUserInfo', { id: userA.id, fullName: 'نام دیگر' }],
      ['POST', '/api/Company/SetUserFullname', { id: userA.id, fullName: 'نام دیگر' }],
      ['POST', `/api/Company/SetActivation?id=${userA.id}&active=false`],
      [
        'POST',
        '/api/Appsmith/AChangeCreditAndActive',
        { id: userA.id, isActive: false, creditActive: false },
      ],
      ['POST', `/api/Company/SetCreditActivation?id=${userA.id}&active=false`],
      // A's user in B's segment, and B's user in A's segment.
      [
        'POST',
        `/api/Company/SetUserSegmentValue?id=${userA.id}&segmentId=${segmentB.id}&segmentValueId=${segmentB.values[0].id}`,
      ],
      [
        'POST',
        `/api/Company/SetUserSegmentValue?id=${userB.id}&segmentId=${segmentA.id}&segmentValueId=${segmentA.values[0].id}`,
      ],
      ['GET', `/api/Company/CompanyAdminCredits?id=${userA.id}`],
      ['GET', `/api/Appsmith/ACompanyAdminCredits?id=${userA.id}`],
      ['POST', '/api/Company/AddCompanyAdminCredit', { userId: userA.id, courseId: 2, days: 5 }],
      ['POST', '/api/Appsmith/AAddCompanyAdminCredit', { userId: userA.id, courseId: 2, days: 5 }],
      ['POST', `/api/Company/ChangeCredit?id=${creditA.id}&credit=false`],
      ['POST', `/api/Company/ChangeCredit?id=${creditA.id}&days=1`],
      ['GET', `/api/Appsmith/ACreateCertificate?examResultId=${resultA.id}`],
    ];
    for (const [method, path, body] of namingA) {
      expect((await call('courses', method, path, adminB.token, body)).status, `${method} ${path}`).toBe(404);
    }
    const listsOfB = await Promise.all([
      call('courses', 'GET', '/api/Company/CompanyUsers', adminB.token),
      call('courses', 'GET', '/api/Company/CompanySegments', adminB.token),
      call('courses', 'GET', '/api/Appsmith/ACompanySegments', adminB.token),
      call('courses', 'GET', '/api/Appsmith/ACompanyUsers?courseId=1', adminB.token),
      call('courses', 'GET', '/api/Company/ProgressReportCsv?courseId=1', adminB.token),
    ]);
    for (const list of listsOfB) {
      expect(list.status).toBe(200);
      const text = JSON.stringify(list.body);
      expect(text).toContain(list === listsOfB[3] || list === listsOfB[4] ? 'زهرا کاظمی' : '');
      expect(text).not.toContain('علی محمدی');
      expect(text).not.toContain('فروش');
      expect(text).not.toContain('09371000011');
    }
    // Filtering B's users by A's segment value finds none of A's.
    expect(
      (
        await call(
          'courses',
          'GET',
          `/api/Company/CompanyUsers?segmentId1=${segmentA.id}&segmentValueId1=${segmentA.values[0].id}`,
          adminB.token,
        )
      ).body.users,
    ).toEqual([]);

    // Company A's user, credit and segments are as A left them.
    const seenByA = await call('courses', 'GET', `/api/Company/CompanyUser?id=${userA.id}`, adminA.token);
    expect(seenByA.body).toMatchObject({
      fullName: 'علی محمدی',
      isActive: true,
      creditActive: true,
      segments: [{ segmentId: segmentA.id, valueName: 'فروش' }],
      credits: [{ id: creditA.id, days: 30, isActive: true, state: 'GRANTED' }],
    });
    expect(seenByA.body.credits).toHaveLength(1);
    const certificate = await call(
      'courses',
      'GET',
      `/api/Appsmith/ACreateCertificate?examResultId=${resultA.id}`,
      adminA.token,
    );
    expect(certificate.body.created).toBe(true);
  });
});

describe('mentors across each other', () => {
  it('refuses every mentor call to a non-mentor and an administrator, and gives another mentor nothing of the first one’s sub-users', async () => {
    const mentorA = await platform.newUser('09371000101');
    const mentorB = await platform.newUser('09371000102');
    await services
      .database()
      .db.insert(mentors)
      .values([
        { userId: mentorA.userId, maxSubUsers: 3, createdAt: new Date() },
        { userId: mentorB.userId, maxSubUsers: 3, createdAt: new Date() },
      ]);
    const plain = await platform.newUser('09371000103');
    const administrator = await platform.enterpriseAdministrator('09371000104', 2);
    const subUserA = (
      await call('courses', 'POST', '/Account/AddSubUser', mentorA.token, {
        mobile: '09371000111',
        fullName: 'پرستو امینی',
      })
    ).body;
    const creditA = await call('courses', 'POST', '/Mentor/AddSubUsersCredit', mentorA.token, {
      subUserId: subUserA.userId,
      courseId: 1,
      days: 14,
    });
    expect(creditA.status).toBe(200);
    const subUserSignedIn = await platform.signInByCode('09371000111');

    const everyCall: Call[] = [
      ['POST', '/Account/AddSubUser', { mobile: '09371000119', fullName: 'کاوه صادقی' }],
      ['GET', '/Mentor/GetSubUsersCredit'],
      ['POST', '/Mentor/AddSubUsersCredit', { subUserId: subUserA.userId, courseId: 2, days: 7 }],
      ['POST', '/Mentor/GetMentorshipUserLogs', { subUserId: subUserA.userId }],
    ];
    for (const [method, path, body] of everyCall) {
      for (const caller of [plain, administrator, subUserSignedIn]) {
        const refused = await call('courses', method, path, caller.token, body);
        expect(refused.status, `${method} ${path}`).toBe(403);
        expect(refused.body.code, `${method} ${path}`).toBe('NOT_MENTOR');
      }
      expect((await call('courses', method, path, undefined, body)).status, `${method} ${path}`).toBe(401);
    }
    // A mentor is no company administrator either.
    expect((await call('courses', 'GET', '/api/Company/CompanyUsers', mentorA.token)).status).toBe(403);

    expect(
      (
        await call('courses', 'POST', '/Mentor/AddSubUsersCredit', mentorB.token, {
          subUserId: subUserA.userId,
          courseId: 2,
          days: 7,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call('courses', 'POST', '/Mentor/GetMentorshipUserLogs', mentorB.token, {
          subUserId: subUserA.userId,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call('courses', 'POST', '/Account/AddSubUser', mentorB.token, {
          mobile: '09371000111',
          fullName: 'پرستو امینی',
        })
      ).body.code,
    ).toBe('OTHER_MENTOR');
    expect((await call('courses', 'GET', '/Mentor/GetSubUsersCredit', mentorB.token)).body.subUsers).toEqual(
      [],
    );
    const ofA = await call('courses', 'GET', '/Mentor/GetSubUsersCredit', mentorA.token);
    expect(ofA.body.subUsers).toHaveLength(1);
    expect(ofA.body.subUsers[0].credits).toHaveLength(1);
  });
});

describe('the manager’s panel across two verified companies', () => {
  it('refuses every panel call about company A to company B’s verified manager and to a plain user', async () => {
    const companyA = await platform.demoCompany(0);
    const companyB = await platform.demoCompany(1);
    const managerA = await platform.newUser('09371000201');
    const managerB = await platform.newUser('09371000202');
    const plain = await platform.newUser('09371000203');
    await platform.verifyAsManager(managerA.token, companyA);
    await platform.verifyAsManager(managerB.token, companyB);

    const offering = await call('business', 'POST', '/v2/CompanyPanel/AddOffering', managerA.token, {
      companyId: companyA.companyId,
      kind: 'PRODUCT',
      name: 'پمپ صنعتی',
    });
    expect(offering.status).toBe(201);
    const asked = await call('business', 'POST', '/v1/Companies/RequestPrefactor', undefined, {
      companyId: companyA.companyId,
      fullName: 'خریدار نمونه',
      mobile: '09371000299',
      productName: 'پمپ صنعتی',
      quantity: 2,
    });
    expect(asked.status).toBe(201);
    const [prefactor] = (
      await call(
        'business',
        'GET',
        `/v2/CompanyPanel/Prefactors?companyId=${companyA.companyId}`,
        managerA.token,
      )
    ).body.items;

    const contact = {
      companyId: companyA.companyId,
      about: 'متن دیگری',
      phones: [],
      website: '',
      email: '',
      address: '',
      postalCode: '',
    };
    const panelCalls: Call[] = [
      ['POST', '/v2/CompanyPanel/SetContact', contact],
      [
        'POST',
        '/v2/CompanyPanel/SetImages',
        { companyId: companyA.companyId, logoFileId: null, pictureFileIds: [] },
      ],
      [
        'POST',
        '/v2/CompanyPanel/AddOffering',
        { companyId: companyA.companyId, kind: 'BRAND', name: 'نشان دیگر' },
      ],
      [
        'POST',
        '/v2/CompanyPanel/RemoveOffering',
        { companyId: companyA.companyId, offeringId: offering.body.id },
      ],
      ['GET', `/v2/CompanyPanel/Audit?companyId=${companyA.companyId}`],
      ['GET', `/v2/CompanyPanel/Prefactors?companyId=${companyA.companyId}`],
      [
        'POST',
        '/v2/CompanyPanel/AnswerPrefactor',
        { companyId: companyA.companyId, requestId: prefactor.id, answer: 'قیمت واحد ۱۰ میلیون ریال' },
      ],
    ];
    for (const [method, path, body] of panelCalls) {
      for (const caller of [managerB, plain]) {
        const refused = await call('business', method, path, caller.token, body);
        expect(refused.status, `${method} ${path}`).toBe(403);
        expect(refused.body.code, `${method} ${path}`).toBe('NOT_MANAGER');
      }
    }
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(64, 7),
    ]);
    for (const caller of [managerB, plain]) {
      const upload = await fetch(
        `${services.running().urls.business}/api/Appsmith/AUploadFile?path=companies/${companyA.companyId}/logo`,
        {
          method: 'POST',
          headers: { authorization: `Bearer ${caller.token}`, 'content-type': 'image/png' },
          body: png,
        },
      );
      expect(upload.status).toBe(403);
    }

    // Company A's page is as its own manager left it; B's manager can still edit B's.
    const pageA = await call('business', 'GET', `/v2/Companies/GetOwnPage?companyId=${companyA.companyId}`);
    expect(pageA.body.profile.about).toBe('');
    expect(pageA.body.offerings).toEqual([expect.objectContaining({ name: 'پمپ صنعتی' })]);
    const prefactors = await call(
      'business',
      'GET',
      `/v2/CompanyPanel/Prefactors?companyId=${companyA.companyId}`,
      managerA.token,
    );
    expect(prefactors.body.items[0].answer).toBeNull();
    expect(
      (
        await call('business', 'POST', '/v2/CompanyPanel/SetContact', managerB.token, {
          ...contact,
          companyId: companyB.companyId,
        })
      ).status,
    ).toBe(200);
  });
});
