import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyUsers, mentors } from '@rasad/services/courses/companies/company-admin-tables.ts';
import { examResults, exams } from '@rasad/services/courses/courses-tables.ts';
import { demoMentor } from '@rasad/services/courses/companies/seed-mentors.ts';
import { toGlobalId } from '../src/shared/relay/global-id.ts';
import { demoCompanyCeo } from './company-manager-support.ts';
import {
  startPlatformUnderTest,
  type GraphqlResponse,
  type PlatformUnderTest,
} from './platform-under-test.ts';

let platform: PlatformUnderTest;
beforeAll(async () => {
  platform = await startPlatformUnderTest();
});
afterAll(() => platform.close());

/** A REST call straight to a service, for what the screens under test do not do themselves (setup). */
async function rest(
  service: 'accounts' | 'business' | 'courses',
  method: 'GET' | 'POST',
  path: string,
  options: { token?: string; body?: unknown } = {},
) {
  const headers: Record<string, string> = { 'accept-language': 'fa-IR' };
  // Internal routes (a paid order's grant) are called as the courses service calls them, with its credential.
  if (path.startsWith('/internal/'))
    Object.assign(headers, await platform.serviceTrust.courses.headersFor(service));
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${platform.serviceUrls[service]}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: response.status, body: (await response.json()) as any };
}

async function outboxCode(mobile: string) {
  const messages = (await rest('accounts', 'GET', `/v1/Outbox?userName=${mobile}`)).body as {
    body: string;
  }[];
  const code = /\b\d{5}\b/.exec(messages[0]?.body ?? '')?.[0];
  if (!code) throw new Error(`no code for ${mobile}`);
  return code;
}

/** A browser session through the gateway: its cookies, and its access token for setup calls to the services. */
interface Session {
  cookies: string;
  token: string;
}

async function gatewaySession(mutation: string, input: object): Promise<Session> {
  const response = await platform.gateway.fetch('http://gateway.test/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'fa-IR' },
    body: JSON.stringify({ query: mutation, variables: { input } }),
  });
  const cookies = response.headers
    .getSetCookie()
    .filter((cookie) => cookie.startsWith('token=') || cookie.startsWith('refreshToken='))
    .map((cookie) => cookie.split(';')[0]!);
  const token = cookies.find((cookie) => cookie.startsWith('token='))?.slice('token='.length);
  if (!token) throw new Error(`no session: ${JSON.stringify(await response.json())}`);
  return { cookies: cookies.join('; '), token: decodeURIComponent(token) };
}

/** A demo user's session, signed in once per file (a package allows only so many sessions). */
const demoSessions = new Map<string, Promise<Session>>();
const signInWithPassword = (userName: string) => {
  if (!demoSessions.has(userName))
    demoSessions.set(
      userName,
      gatewaySession(
        'mutation ($input: AccountSignInInput!) { accountSignIn(input: $input) { userErrors { message } } }',
        { userName, password: 'Rasad-Demo-1405' },
      ),
    );
  return demoSessions.get(userName)!;
};

/** Company users and sub-users have no password: they sign in with a code. */
async function signInWithCode(userName: string) {
  await platform.graphql(
    'mutation ($input: AccountUserNameInput!) { accountSignInCodeSend(input: $input) { userErrors { message } } }',
    { input: { userName } },
  );
  return gatewaySession(
    'mutation ($input: AccountCodeConfirmInput!) { accountCodeConfirm(input: $input) { userErrors { message } } }',
    { userName, code: await outboxCode(userName) },
  );
}

/** A new account signed up through the gateway (code from the outbox), signed in; with its id for setup. */
async function newUser(mobile: string) {
  await platform.graphql(
    'mutation ($input: AccountSignUpInput!) { accountSignUp(input: $input) { userErrors { message } } }',
    { input: { userName: mobile, password: 'Company-Pass-1' } },
  );
  const session = await gatewaySession(
    'mutation ($input: AccountCodeConfirmInput!) { accountCodeConfirm(input: $input) { userErrors { message } } }',
    { userName: mobile, code: await outboxCode(mobile) },
  );
  const me = await rest('business', 'GET', '/v2/Verification/MyCompanies', { token: session.token });
  expect(me.status).toBe(200);
  const payload = JSON.parse(Buffer.from(session.token.split('.')[1]!, 'base64url').toString('utf8'));
  return { userId: payload.sub as string, session };
}

async function as(session: Session, query: string, variables: object = {}): Promise<GraphqlResponse> {
  const response = await platform.gateway.fetch('http://gateway.test/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'fa-IR', cookie: session.cookies },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as GraphqlResponse;
}

/** Verifies the session's user as CEO of one of the two demo companies with a registered CEO mobile. */
async function verifyAsManager(session: Session, index: 0 | 1) {
  const { mobile, nationalId, nationalCode } = await demoCompanyCeo(platform, index);
  const sent = await rest('business', 'POST', '/v2/Verification/SendCode', {
    token: session.token,
    body: { nationalId, nationalCode, mobile, acceptedRules: true },
  });
  expect(sent.status).toBe(200);
  const verified = await rest('business', 'POST', '/v2/Verification/VerifyCode', {
    token: session.token,
    body: { verificationId: sent.body.verificationId, code: await outboxCode(mobile) },
  });
  expect(verified.status).toBe(200);
  const managed = await as(session, '{ viewer { managedCompanies { company { id name } } } }');
  return managed.data!.viewer.managedCompanies[0].company as { id: string; name: string };
}

const administrationScreen = `{ viewer { companyAdministration {
  seats seatsTaken
  users(first: 50) { edges { node { id fullName isActive credits { id days course { title } } segmentValues { valueName } } } }
  segments { id name values { id name } }
} } }`;

const userErrorsOf = (result: GraphqlResponse, field: string) => {
  expect(result.errors).toBeUndefined();
  return result.data![field].userErrors as { code: string; message: string }[];
};

describe('company administration through the gateway', () => {
  it('loads the administration screen in one call per list, and gives company B’s administrator nothing of company A', async () => {
    const adminA = await signInWithPassword('09121000004');
    const other = await newUser('09391000002');
    expect(
      (
        await rest('accounts', 'POST', '/internal/v1/Subscriptions/Grant', {
          body: {
            userId: other.userId,
            packageType: 'ENTERPRISE',
            months: 12,
            seats: 2,
            orderId: 'gateway-test-b',
          },
        })
      ).status,
    ).toBe(200);
    const adminB = other.session;
    const plain = await signInWithPassword('09121000005');

    const added: string[] = [];
    for (const [mobile, fullName] of [
      ['09391000011', 'علی محمدی'],
      ['09391000012', 'زهرا کاظمی'],
      ['09391000013', 'حسن نوری'],
    ] as const) {
      const result = await as(
        adminA,
        'mutation ($input: CompanyUserAddInput!) { companyUserAdd(input: $input) { companyUser { id } userErrors { message } } }',
        { input: { mobile, fullName } },
      );
      expect(userErrorsOf(result, 'companyUserAdd')).toEqual([]);
      added.push(result.data!.companyUserAdd.companyUser.id);
    }
    const segment = await as(
      adminA,
      'mutation ($input: CompanySegmentAddInput!) { companySegmentAdd(input: $input) { administration { segments { id values { id } } } userErrors { message } } }',
      { input: { name: 'واحد', values: ['فروش', 'مالی'] } },
    );
    const unit = segment.data!.companySegmentAdd.administration.segments[0];
    const courses = await as(adminA, '{ courses(first: 2) { edges { node { id } } } }');
    const courseId = courses.data!.courses.edges[0].node.id;
    for (const companyUserId of added) {
      const granted = await as(
        adminA,
        'mutation ($input: CompanyCourseCreditGrantInput!) { companyCourseCreditGrant(input: $input) { userErrors { message } } }',
        { input: { companyUserId, courseId, days: 30 } },
      );
      expect(userErrorsOf(granted, 'companyCourseCreditGrant')).toEqual([]);
    }

    // The screen: every user with their credits and segments, one users call and no call per user.
    platform.resetCalls();
    const screen = await as(adminA, administrationScreen);
    expect(screen.errors).toBeUndefined();
    expect(screen.data!.viewer.companyAdministration.users.edges.length).toBeGreaterThanOrEqual(3);
    for (const edge of screen.data!.viewer.companyAdministration.users.edges.filter((entry: any) =>
      added.includes(entry.node.id),
    ))
      expect(edge.node.credits).toEqual([expect.objectContaining({ days: 30 })]);
    const counts = platform.callCounts();
    expect(counts['GET /api/Company/CompanyUsers']).toBe(1);
    expect(counts['GET /api/Company/CompanySegments']).toBe(1);
    expect(counts['GET /api/Company/MyRoles']).toBe(1);
    expect(counts['GET /api/Company/CompanyAdminCredits']).toBeUndefined();

    // Company B's administrator sees none of A's users and cannot act on them.
    const seenByB = await as(adminB, administrationScreen);
    expect(seenByB.data!.viewer.companyAdministration.users.edges).toEqual([]);
    expect(JSON.stringify(seenByB.data)).not.toContain('علی محمدی');
    const notFound = 'این کاربر در شرکت شما نیست.';
    const attempts: [string, string, object][] = [
      [
        'companyUserActivationSet',
        'mutation ($input: CompanyUserActivationSetInput!) { companyUserActivationSet(input: $input) { companyUser { id } userErrors { code message } } }',
        { companyUserId: added[0], isActive: false, creditActive: false },
      ],
      [
        'companyUserSegmentSet',
        'mutation ($input: CompanyUserSegmentSetInput!) { companyUserSegmentSet(input: $input) { companyUser { id } userErrors { code message } } }',
        { companyUserId: added[0], segmentId: unit.id, segmentValueId: unit.values[0].id },
      ],
      [
        'companyCourseCreditGrant',
        'mutation ($input: CompanyCourseCreditGrantInput!) { companyCourseCreditGrant(input: $input) { companyUser { id } userErrors { code message } } }',
        { companyUserId: added[0], courseId, days: 5 },
      ],
    ];
    for (const [field, mutation, input] of attempts) {
      const refused = await as(adminB, mutation, { input });
      const errors = userErrorsOf(refused, field);
      expect(errors, field).toHaveLength(1);
      expect(refused.data![field].companyUser).toBeNull();
      if (field !== 'companyUserSegmentSet') expect(errors[0]!.message).toBe(notFound);
    }
    const stillA = await as(adminA, administrationScreen);
    const first = stillA.data!.viewer.companyAdministration.users.edges.find(
      (edge: any) => edge.node.id === added[0],
    );
    expect(first.node).toMatchObject({ isActive: true, credits: [{ days: 30 }] });

    // A mobile that is none is refused by the gateway with the shared rule, before any call to the service.
    platform.resetCalls();
    const badMobile = await as(
      adminA,
      'mutation ($input: CompanyUserAddInput!) { companyUserAdd(input: $input) { companyUser { id } userErrors { field message } } }',
      { input: { mobile: '۰۹۱۲', fullName: 'مینا رحیمی' } },
    );
    expect(userErrorsOf(badMobile, 'companyUserAdd')).toEqual([
      expect.objectContaining({ field: ['mobile'] }),
    ]);
    expect(platform.callCounts()['POST /api/Appsmith/AAddCompanyUser']).toBeUndefined();

    // A plain user is no administrator: nothing to read, every change refused with the service's message.
    expect((await as(plain, administrationScreen)).data!.viewer.companyAdministration).toBeNull();
    const refused = await as(
      plain,
      'mutation ($input: CompanyUserAddInput!) { companyUserAdd(input: $input) { companyUser { id } userErrors { code message } } }',
      { input: { mobile: '09391000019', fullName: 'مینا رحیمی' } },
    );
    expect(userErrorsOf(refused, 'companyUserAdd')).toEqual([
      expect.objectContaining({ message: 'این بخش ویژهٔ مدیر شرکت با اشتراک سازمانی فعال است.' }),
    ]);
  });
});

describe('changing users and credits through the gateway', () => {
  it('lets a company user ask for a course and the administrator grant it, rename the user, change and stop the credit, turn credits off and issue a certificate, each with one call to the service', async () => {
    const owner = await newUser('09391000302');
    await rest('accounts', 'POST', '/internal/v1/Subscriptions/Grant', {
      body: {
        userId: owner.userId,
        packageType: 'ENTERPRISE',
        months: 12,
        seats: 2,
        orderId: 'gateway-test-changes',
      },
    });
    const admin = owner.session;
    const added = await as(
      admin,
      'mutation ($input: CompanyUserAddInput!) { companyUserAdd(input: $input) { companyUser { id } userErrors { message } } }',
      { input: { mobile: '09391000311', fullName: 'رضا احمدی' } },
    );
    expect(userErrorsOf(added, 'companyUserAdd')).toEqual([]);
    const companyUserId = added.data!.companyUserAdd.companyUser.id as string;
    const learner = await signInWithCode('09391000311');
    const courses = await as(learner, '{ courses(first: 2) { edges { node { id } } } }');
    const [courseId, otherCourseId] = courses.data!.courses.edges.map((edge: any) => edge.node.id as string);

    // The learner asks for a course; the administrator's screen shows the request.
    const request =
      'mutation ($input: CourseCreditRequestInput!) { courseCreditRequest(input: $input) { credit { id courseId state days } userErrors { message } } }';
    const asked = await as(learner, request, { input: { courseId } });
    expect(userErrorsOf(asked, 'courseCreditRequest')).toEqual([]);
    const credit = asked.data!.courseCreditRequest.credit;
    expect(credit).toMatchObject({ courseId, state: 'REQUESTED' });
    const userOnScreen = async () =>
      (await as(admin, administrationScreen)).data!.viewer.companyAdministration.users.edges.find(
        (edge: any) => edge.node.id === companyUserId,
      ).node;
    expect((await userOnScreen()).credits).toEqual([expect.objectContaining({ id: credit.id })]);
    const granted = await as(
      admin,
      'mutation ($input: CompanyCourseCreditGrantInput!) { companyCourseCreditGrant(input: $input) { companyUser { credits { id state } } userErrors { message } } }',
      { input: { companyUserId, courseId, days: credit.days } },
    );
    expect(granted.data!.companyCourseCreditGrant.companyUser.credits).toEqual([
      { id: credit.id, state: 'GRANTED' },
    ]);

    // A rename: one call to change it, one to read the user back; a bad name never reaches the service.
    const rename =
      'mutation ($input: CompanyUserRenameInput!) { companyUserRename(input: $input) { companyUser { id fullName } administration { seatsTaken } userErrors { field message } } }';
    platform.resetCalls();
    const renamed = await as(admin, rename, { input: { companyUserId, fullName: 'رضا نیک‌نام' } });
    expect(userErrorsOf(renamed, 'companyUserRename')).toEqual([]);
    expect(renamed.data!.companyUserRename.companyUser).toEqual({
      id: companyUserId,
      fullName: 'رضا نیک‌نام',
    });
    expect(renamed.data!.companyUserRename.administration).toEqual({ seatsTaken: 1 });
    let counts = platform.callCounts();
    expect(counts['POST /api/Company/SetUserFullname']).toBe(1);
    expect(counts['GET /api/Company/CompanyUser']).toBe(1);
    expect((await userOnScreen()).fullName).toBe('رضا نیک‌نام');
    platform.resetCalls();
    const blank = await as(admin, rename, { input: { companyUserId, fullName: ' ' } });
    expect(userErrorsOf(blank, 'companyUserRename')).toEqual([
      { field: ['fullName'], message: 'نام و نام خانوادگی را وارد کنید' },
    ]);
    expect(platform.callCounts()['POST /api/Company/SetUserFullname']).toBeUndefined();

    // The credit's days change, then it is stopped: each one ChangeCredit call, the user's credits in the payload.
    const change =
      'mutation ($input: CompanyCourseCreditChangeInput!) { companyCourseCreditChange(input: $input) { companyUser { credits { id days isActive } } userErrors { message } } }';
    platform.resetCalls();
    const longer = await as(admin, change, { input: { companyUserId, creditId: credit.id, days: 12 } });
    expect(longer.data!.companyCourseCreditChange.companyUser.credits).toEqual([
      { id: credit.id, days: 12, isActive: true },
    ]);
    const stopped = await as(admin, change, {
      input: { companyUserId, creditId: credit.id, isActive: false },
    });
    expect(stopped.data!.companyCourseCreditChange.companyUser.credits).toEqual([
      { id: credit.id, days: 12, isActive: false },
    ]);
    counts = platform.callCounts();
    expect(counts['POST /api/Company/ChangeCredit']).toBe(2);
    expect((await userOnScreen()).credits).toEqual([expect.objectContaining({ id: credit.id, days: 12 })]);

    // Another company's administrator can neither rename the user nor change the credit.
    const stranger = await signInWithPassword('09121000004');
    const byStranger = await as(stranger, rename, { input: { companyUserId, fullName: 'نام دیگر' } });
    expect(userErrorsOf(byStranger, 'companyUserRename')).toEqual([
      expect.objectContaining({ message: 'این کاربر در شرکت شما نیست.' }),
    ]);
    expect(byStranger.data!.companyUserRename.companyUser).toBeNull();
    expect(
      userErrorsOf(
        await as(stranger, change, { input: { companyUserId, creditId: credit.id, days: 99 } }),
        'companyCourseCreditChange',
      ),
    ).toEqual([expect.objectContaining({ message: 'اعتبار باز با این شناسه یافت نشد.' })]);

    // Credits off for the user alone: they stay active, and may no longer ask for a course.
    const creditsOff = await as(
      admin,
      'mutation ($input: CompanyUserCreditActivationSetInput!) { companyUserCreditActivationSet(input: $input) { companyUser { isActive creditActive } userErrors { message } } }',
      { input: { companyUserId, creditActive: false } },
    );
    expect(creditsOff.data!.companyUserCreditActivationSet.companyUser).toEqual({
      isActive: true,
      creditActive: false,
    });
    expect(
      userErrorsOf(await as(learner, request, { input: { courseId: otherCourseId } }), 'courseCreditRequest'),
    ).toEqual([
      expect.objectContaining({
        message: 'فقط کاربران فعال شرکت با اعتبار فعال می‌توانند دوره درخواست کنند.',
      }),
    ]);

    // A passed exam without a certificate: the report offers it, and the administrator issues it in one call.
    const [member] = await platform.database.db
      .select({ userId: companyUsers.userId })
      .from(companyUsers)
      .where(eq(companyUsers.userName, '09391000311'));
    const [exam] = await platform.database.db.select().from(exams).orderBy(asc(exams.id)).limit(1);
    const now = new Date();
    const [passed] = await platform.database.db
      .insert(examResults)
      .values({
        examId: exam!.id,
        userId: member!.userId,
        startedAt: now,
        deadlineAt: now,
        submittedAt: now,
        correctCount: 4,
        questionCount: 5,
        scorePercent: 80,
        passed: true,
      })
      .returning();
    const reportRow = async () =>
      (
        await as(
          admin,
          'query ($courseId: ID!) { viewer { companyAdministration { progressReport(courseId: $courseId) { rows { fullName isActive certificateCode passedExamResultId } } } } }',
          { courseId: toGlobalId('Course', exam!.courseId) },
        )
      ).data!.viewer.companyAdministration.progressReport.rows[0];
    const examResultId = toGlobalId('ExamResult', passed!.id);
    expect(await reportRow()).toEqual({
      fullName: 'رضا نیک‌نام',
      isActive: true,
      certificateCode: null,
      passedExamResultId: examResultId,
    });
    const issue =
      'mutation ($input: CompanyCertificateCreateInput!) { companyCertificateCreate(input: $input) { certificateCode created userErrors { field message } } }';
    expect(
      userErrorsOf(await as(stranger, issue, { input: { examResultId } }), 'companyCertificateCreate'),
    ).toEqual([
      expect.objectContaining({ message: 'نتیجهٔ آزمونی با این شناسه از کاربران شرکت شما یافت نشد.' }),
    ]);
    platform.resetCalls();
    const issued = await as(admin, issue, { input: { examResultId } });
    expect(userErrorsOf(issued, 'companyCertificateCreate')).toEqual([]);
    expect(issued.data!.companyCertificateCreate).toMatchObject({
      certificateCode: expect.stringMatching(/^RSD-[0-9A-F]{10}$/),
      created: true,
    });
    expect(platform.callCounts()['GET /api/Appsmith/ACreateCertificate']).toBe(1);
    expect((await reportRow()).certificateCode).toBe(issued.data!.companyCertificateCreate.certificateCode);
  });
});

describe('the users connection and the viewer in a change’s payload', () => {
  it('pages the users by cursor, keeps to those with a request waiting when asked, and brings the seats and segments back under the viewer', async () => {
    const owner = await newUser('09391000502');
    await rest('accounts', 'POST', '/internal/v1/Subscriptions/Grant', {
      body: {
        userId: owner.userId,
        packageType: 'ENTERPRISE',
        months: 12,
        seats: 3,
        orderId: 'gateway-test-users-connection',
      },
    });
    const admin = owner.session;
    const add =
      'mutation ($input: CompanyUserAddInput!) { companyUserAdd(input: $input) { companyUser { id } viewer { companyAdministration { seatsTaken } } userErrors { code message } } }';
    const people = [
      ['09391000511', 'آرمان رحیمی'],
      ['09391000512', 'بیتا کرمی'],
      ['09391000513', 'پدرام نوروزی'],
    ] as const;
    for (const [index, [mobile, fullName]] of people.entries()) {
      const added = await as(admin, add, { input: { mobile, fullName } });
      expect(userErrorsOf(added, 'companyUserAdd')).toEqual([]);
      // The viewer the payload carries is the one a client keeps: its administration counts the new seat.
      expect(added.data!.companyUserAdd.viewer).toEqual({ companyAdministration: { seatsTaken: index + 1 } });
    }
    // A user beyond the seats: refused, and no viewer comes back (nothing changed).
    const beyond = await as(admin, add, { input: { mobile: '09391000514', fullName: 'ژاله امیری' } });
    expect(userErrorsOf(beyond, 'companyUserAdd')).toHaveLength(1);
    expect(beyond.data!.companyUserAdd.viewer).toBeNull();

    const page = async (args: string) =>
      (
        await as(
          admin,
          `{ viewer { companyAdministration { users(${args}) { totalCount edges { cursor node { id fullName } } pageInfo { hasNextPage endCursor } } } } }`,
        )
      ).data!.viewer.companyAdministration.users;
    const all = await page('first: 10');
    expect(all.totalCount).toBe(3);
    const names = all.edges.map((edge: any) => edge.node.fullName);
    expect([...names].sort()).toEqual(people.map(([, fullName]) => fullName).sort());

    // Two, then the rest after the first page's last cursor: the same users in the same order, none twice.
    const first = await page('first: 2');
    expect(first.edges.map((edge: any) => edge.node.fullName)).toEqual(names.slice(0, 2));
    expect(first.pageInfo).toEqual({ hasNextPage: true, endCursor: first.edges[1].cursor });
    const second = await page(`first: 2, after: "${first.pageInfo.endCursor}"`);
    expect(second.edges.map((edge: any) => edge.node.fullName)).toEqual(names.slice(2));
    expect(second.pageInfo.hasNextPage).toBe(false);
    expect([first.totalCount, second.totalCount]).toEqual([3, 3]);
    const pastTheEnd = await page(`first: 2, after: "${second.edges[0].cursor}"`);
    expect(pastTheEnd).toMatchObject({ totalCount: 3, edges: [], pageInfo: { hasNextPage: false } });

    // One of them asks for a course: only they are among the users with a request waiting.
    const [askerMobile, askerName] = people[1];
    const learner = await signInWithCode(askerMobile);
    const courses = await as(learner, '{ courses(first: 1) { edges { node { id } } } }');
    const asked = await as(
      learner,
      'mutation ($input: CourseCreditRequestInput!) { courseCreditRequest(input: $input) { userErrors { message } } }',
      { input: { courseId: courses.data!.courses.edges[0].node.id } },
    );
    expect(userErrorsOf(asked, 'courseCreditRequest')).toEqual([]);
    const withRequest = await page('hasCreditRequest: true, first: 10');
    expect(withRequest.edges.map((edge: any) => edge.node.fullName)).toEqual([askerName]);
    expect(withRequest.totalCount).toBe(1);
    const without = await page('hasCreditRequest: false, first: 10');
    expect(without.edges.map((edge: any) => edge.node.fullName)).toEqual(
      names.filter((name: string) => name !== askerName),
    );

    // A new segment comes back under the viewer's administration, as the screen shows the segments.
    const segment = await as(
      admin,
      'mutation ($input: CompanySegmentAddInput!) { companySegmentAdd(input: $input) { viewer { companyAdministration { segments { name values { name } } } } userErrors { message } } }',
      { input: { name: 'شعبه', values: ['تبریز', 'رشت'] } },
    );
    expect(userErrorsOf(segment, 'companySegmentAdd')).toEqual([]);
    expect(segment.data!.companySegmentAdd.viewer.companyAdministration.segments).toEqual([
      { name: 'شعبه', values: [{ name: 'تبریز' }, { name: 'رشت' }] },
    ]);
  });
});

describe('mentors through the gateway', () => {
  it('lists sub-users with their credits in one call, and refuses another mentor and a non-mentor', async () => {
    const mentorA = await signInWithPassword('09121000003');
    const other = await newUser('09391000102');
    await platform.database.db
      .insert(mentors)
      .values({ userId: other.userId, maxSubUsers: 2, createdAt: new Date() });
    const mentorB = other.session;
    const plain = await signInWithPassword('09121000005');

    const add =
      'mutation ($input: MentorSubUserAddInput!) { mentorSubUserAdd(input: $input) { subUserEdge { cursor node { id fullName } } subUser { id } userErrors { message } } }';
    const added = [];
    for (const [mobile, fullName] of [
      ['09391000111', 'پرستو امینی'],
      ['09391000112', 'کاوه صادقی'],
    ] as const) {
      const result = await as(mentorA, add, { input: { mobile, fullName } });
      expect(userErrorsOf(result, 'mentorSubUserAdd')).toEqual([]);
      expect(result.data!.mentorSubUserAdd.subUserEdge.node.fullName).toBe(fullName);
      added.push(result.data!.mentorSubUserAdd.subUserEdge);
    }
    const again = await as(mentorA, add, { input: { mobile: '09391000111', fullName: 'پرستو امینی' } });
    expect(again.data!.mentorSubUserAdd.subUserEdge).toBeNull();
    expect(again.data!.mentorSubUserAdd.subUser.id).toBe(added[0].node.id);
    const screen =
      '{ viewer { mentorship { maxSubUsers subUsers(first: 50) { edges { cursor node { id fullName credits { id } } } } } } }';
    platform.resetCalls();
    const listed = await as(mentorA, screen);
    expect(listed.data!.viewer.mentorship.subUsers.edges).toHaveLength(2);
    // Newest first: the edge a client put on top of its list is the list's own first edge.
    expect(listed.data!.viewer.mentorship.subUsers.edges[0]).toEqual({
      ...added[1],
      node: { ...added[1].node, credits: [] },
    });
    expect(platform.callCounts()['GET /Mentor/GetSubUsersCredit']).toBe(1);
    const subUserId = listed.data!.viewer.mentorship.subUsers.edges[0].node.id;

    expect((await as(mentorB, screen)).data!.viewer.mentorship.subUsers.edges).toEqual([]);
    const courses = await as(mentorA, '{ courses(first: 1) { edges { node { id } } } }');
    const courseId = courses.data!.courses.edges[0].node.id;
    const grant =
      'mutation ($input: MentorCreditGrantInput!) { mentorCreditGrant(input: $input) { mentorship { maxSubUsers } userErrors { code message } } }';
    const byB = await as(mentorB, grant, { input: { subUserId, courseId, days: 7 } });
    expect(userErrorsOf(byB, 'mentorCreditGrant')).toHaveLength(1);
    expect(byB.data!.mentorCreditGrant.mentorship).toBeNull();
    const logs = await as(
      mentorB,
      `{ viewer { mentorship { logs(subUserId: "${subUserId}") { fullName } } } }`,
    );
    expect(logs.data?.viewer?.mentorship?.logs ?? null).toBeNull();
    expect(JSON.stringify(logs)).not.toContain('پرستو امینی');

    expect((await as(plain, screen)).data!.viewer.mentorship).toBeNull();
    const byPlain = await as(plain, grant, { input: { subUserId, courseId, days: 7 } });
    expect(userErrorsOf(byPlain, 'mentorCreditGrant')).toEqual([
      expect.objectContaining({ message: 'این بخش ویژهٔ منتورهاست.' }),
    ]);
    platform.resetCalls();
    const granted = await as(
      mentorA,
      'mutation ($input: MentorCreditGrantInput!) { mentorCreditGrant(input: $input) { subUser { id credits { courseId } } userErrors { code message } } }',
      { input: { subUserId, courseId, days: 7 } },
    );
    expect(userErrorsOf(granted, 'mentorCreditGrant')).toEqual([]);
    expect(granted.data!.mentorCreditGrant.subUser).toEqual({ id: subUserId, credits: [{ courseId }] });
    // The mentorship is read only when asked for.
    expect(platform.callCounts()['GET /api/Company/MyRoles']).toBeUndefined();
    const regranted = await as(
      mentorA,
      'mutation ($input: MentorCreditGrantInput!) { mentorCreditGrant(input: $input) { mentorship { maxSubUsers } subUser { credits { id } } } }',
      { input: { subUserId, courseId, days: 7 } },
    );
    expect(regranted.data!.mentorCreditGrant.mentorship).toEqual({ maxSubUsers: demoMentor.maxSubUsers });
    expect(regranted.data!.mentorCreditGrant.subUser.credits).toHaveLength(1);
  });
});

describe('the manager’s panel and certificates on the company page through the gateway', () => {
  it('refuses company A’s page to company B’s verified manager, and shows a learner’s certificate on A’s page once they choose', async () => {
    const administrator = await signInWithPassword('09121000004');
    const companyA = await verifyAsManager(administrator, 0);
    const managerB = (await newUser('09391000202')).session;
    const companyB = await verifyAsManager(managerB, 1);
    expect(companyB.id).not.toBe(companyA.id);

    const update =
      'mutation ($input: CompanyOwnPageUpdateInput!) { companyOwnPageUpdate(input: $input) { company { id } userErrors { code message } } }';
    const byB = await as(managerB, update, {
      input: { companyId: companyA.id, about: 'متن دیگری', phones: [] },
    });
    expect(userErrorsOf(byB, 'companyOwnPageUpdate')).toHaveLength(1);
    expect(byB.data!.companyOwnPageUpdate.company).toBeNull();
    const offering = await as(
      managerB,
      'mutation ($input: CompanyOfferingAddInput!) { companyOfferingAdd(input: $input) { userErrors { code } } }',
      { input: { companyId: companyA.id, kind: 'BRAND', name: 'نشان' } },
    );
    expect(userErrorsOf(offering, 'companyOfferingAdd')).toHaveLength(1);
    expect(
      userErrorsOf(
        await as(administrator, update, {
          input: { companyId: companyA.id, about: 'درباره‌ی ما', phones: [] },
        }),
        'companyOwnPageUpdate',
      ),
    ).toEqual([]);

    // The administrator's learner earns a certificate and shows it on company A's page.
    const added = await as(
      administrator,
      'mutation ($input: CompanyUserAddInput!) { companyUserAdd(input: $input) { companyUser { id } userErrors { message } } }',
      { input: { mobile: '09391000211', fullName: 'نیلوفر کاظمی' } },
    );
    expect(userErrorsOf(added, 'companyUserAdd')).toEqual([]);
    const learner = await signInWithCode('09391000211');
    const [member] = await platform.database.db
      .select({ userId: companyUsers.userId })
      .from(companyUsers)
      .where(eq(companyUsers.userName, '09391000211'));
    const [exam] = await platform.database.db.select().from(exams).orderBy(asc(exams.id)).limit(1);
    const now = new Date();
    const [result] = await platform.database.db
      .insert(examResults)
      .values({
        examId: exam!.id,
        userId: member!.userId,
        startedAt: now,
        deadlineAt: now,
        submittedAt: now,
        correctCount: 5,
        questionCount: 5,
        scorePercent: 100,
        passed: true,
      })
      .returning();
    const issued = await rest(
      'courses',
      'GET',
      `/api/Appsmith/ACreateCertificate?examResultId=${result!.id}`,
      {
        token: administrator.token,
      },
    );
    const code = issued.body.code as string;

    const choices =
      '{ viewer { companyPageCertificates { companies { id name } certificates { code courseTitle shown } } } }';
    const mine = await as(learner, choices);
    expect(mine.data!.viewer.companyPageCertificates).toEqual({
      companies: [companyA],
      certificates: [{ code, courseTitle: expect.any(String), shown: false }],
    });
    const page = `query ($id: ID!) { company(id: $id) { learnerCertificates { code learnerName courseTitle issuedAt } } }`;
    expect((await platform.graphql(page, { id: companyA.id })).data!.company.learnerCertificates).toEqual([]);

    const set =
      'mutation ($input: CompanyPageCertificateSetInput!) { companyPageCertificateSet(input: $input) { companyPageCertificates { certificates { code shown } } userErrors { field code message } } }';
    const byPlain = await as(await signInWithPassword('09121000005'), set, { input: { code, shown: true } });
    expect(userErrorsOf(byPlain, 'companyPageCertificateSet')).toEqual([
      expect.objectContaining({
        message: 'فقط کاربران فعال یک شرکت می‌توانند گواهی‌هایشان را در صفحهٔ آن نشان دهند.',
      }),
    ]);
    expect(
      (await platform.graphql(set, { input: { code, shown: true } })).data!.companyPageCertificateSet
        .userErrors,
    ).toHaveLength(1);
    const shown = await as(learner, set, { input: { code, shown: true } });
    expect(userErrorsOf(shown, 'companyPageCertificateSet')).toEqual([]);
    expect(shown.data!.companyPageCertificateSet.companyPageCertificates.certificates).toEqual([
      { code, shown: true },
    ]);
    const onPage = (await platform.graphql(page, { id: companyA.id })).data!.company.learnerCertificates;
    expect(onPage).toEqual([
      { code, learnerName: 'نیلوفر کاظمی', courseTitle: expect.any(String), issuedAt: expect.any(String) },
    ]);
    expect((await platform.graphql(page, { id: companyB.id })).data!.company.learnerCertificates).toEqual([]);
    await as(learner, set, { input: { code, shown: false } });
    expect((await platform.graphql(page, { id: companyA.id })).data!.company.learnerCertificates).toEqual([]);
  });
});

describe('owner verification through the gateway', () => {
  it('tells a second code asked for at once how many seconds to wait, the wait the service gave', async () => {
    const asker = (await newUser('09391000702')).session;
    const { mobile, nationalId, nationalCode } = await demoCompanyCeo(platform, 1);
    const send = () =>
      as(
        asker,
        'mutation ($input: CompanyVerificationSendCodeInput!) { companyVerificationSendCode(input: $input) { verification { resendAfterSeconds } retryAfterSeconds userErrors { code message } } }',
        { input: { nationalId, nationalCode, mobile, acceptedRules: true } },
      );
    const first = (await send()).data!.companyVerificationSendCode;
    expect(first.userErrors).toEqual([]);
    expect(first.verification.resendAfterSeconds).toBe(60);
    const again = (await send()).data!.companyVerificationSendCode;
    expect(again.verification).toBeNull();
    expect(again.userErrors).toEqual([{ code: 'TOO_SOON', message: 'برای ارسال دوبارهٔ کد کمی صبر کنید.' }]);
    expect(again.retryAfterSeconds).toBeGreaterThan(55);
    expect(again.retryAfterSeconds).toBeLessThanOrEqual(60);
  });
});
