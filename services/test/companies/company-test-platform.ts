import { and, asc, eq, isNull } from 'drizzle-orm';
import { companies, companyRoles, persons } from '../../src/business/business-data-tables.ts';
import { demoCeoMobiles } from '../../src/business/companies/seed-registered-mobiles.ts';
import { examResults, exams } from '../../src/courses/courses-tables.ts';
import type { OpenDatabase } from '../../src/shared/database/open-database.ts';
import type { RunningServices } from '../../src/start-services.ts';

type Service = 'accounts' | 'business' | 'courses';

/** Calls on the running services as a signed-in user (or a visitor), in Persian, the way the tests of the companies' side need. */
export function companyTestPlatform(running: () => RunningServices, database: () => OpenDatabase) {
  async function call(
    service: Service,
    method: 'GET' | 'POST',
    pathAndQuery: string,
    token?: string,
    body?: unknown,
  ) {
    const headers: Record<string, string> = { 'accept-language': 'fa-IR' };
    if (token) headers.authorization = `Bearer ${token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${running().urls[service]}${pathAndQuery}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const type = response.headers.get('content-type') ?? '';
    return {
      status: response.status,
      body: (type.includes('json') ? await response.json() : await response.text()) as any,
    };
  }

  async function outboxCode(recipient: string): Promise<string> {
    const messages = (await (
      await fetch(`${running().urls.accounts}/v1/Outbox?userName=${recipient}`)
    ).json()) as { body: string }[];
    const code = /\b\d{5}\b/.exec(messages[0]?.body ?? '')?.[0];
    if (!code) throw new Error(`no code in the outbox for ${recipient}`);
    return code;
  }

  /** A new account, signed up by the code from the outbox and signed in. */
  async function newUser(mobile: string) {
    await call('accounts', 'POST', '/v1/Account/SignUp', undefined, {
      userName: mobile,
      password: 'Company-Pass-1',
    });
    const confirmed = await call('accounts', 'POST', '/v1/Account/ConfirmOTP', undefined, {
      userName: mobile,
      code: await outboxCode(mobile),
    });
    if (!confirmed.body.accessToken) throw new Error(`no sign-up for ${mobile}`);
    return { token: confirmed.body.accessToken as string, userId: confirmed.body.uuid as string };
  }

  /** Signs a user in by a code (accounts made by an administrator or mentor have no password). */
  async function signInByCode(mobile: string) {
    await call('accounts', 'POST', '/Account/SignInByOTP', undefined, { userName: mobile });
    const signedIn = await call('accounts', 'POST', '/v1/Account/ConfirmOTP', undefined, {
      userName: mobile,
      code: await outboxCode(mobile),
    });
    if (!signedIn.body.accessToken) throw new Error(`no sign-in for ${mobile}`);
    return {
      token: signedIn.body.accessToken as string,
      userId: signedIn.body.uuid as string,
      packageType: signedIn.body.packageType as string,
    };
  }

  /** A new user holding an ENTERPRISE period with seats, as a paid order grants it. */
  async function enterpriseAdministrator(mobile: string, seats: number) {
    const user = await newUser(mobile);
    // As the courses service grants a paid order's period, with its credential.
    const granted = await fetch(`${running().urls.accounts}/internal/v1/Subscriptions/Grant`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(await running().trust.courses.headersFor('accounts')),
      },
      body: JSON.stringify({
        userId: user.userId,
        packageType: 'ENTERPRISE',
        months: 12,
        seats,
        orderId: `test-${mobile}`,
      }),
    });
    if (granted.status !== 200) throw new Error(`no ENTERPRISE period for ${mobile}`);
    return user;
  }

  /** One of the two demo companies whose CEO has a registered mobile, with what verification asks for. */
  async function demoCompany(index: 0 | 1) {
    const { companyRank, mobile } = demoCeoMobiles[index];
    const db = database().db;
    const [ranked] = await db
      .select({ id: companies.id })
      .from(companies)
      .orderBy(asc(companies.id))
      .offset(companyRank)
      .limit(1);
    const [row] = await db
      .select({ nationalId: companies.nationalId, nationalCode: persons.nationalCode, name: companies.name })
      .from(companies)
      .innerJoin(
        companyRoles,
        and(
          eq(companyRoles.companyId, companies.id),
          eq(companyRoles.role, 'CEO'),
          isNull(companyRoles.endedOn),
        ),
      )
      .innerJoin(persons, eq(persons.id, companyRoles.personId))
      .where(eq(companies.id, ranked!.id));
    if (!row) throw new Error('demo company missing');
    return { companyId: ranked!.id, mobile, ...row };
  }

  /** Verifies the user as the company's CEO with the code sent to the CEO's registered mobile. */
  async function verifyAsManager(token: string, company: Awaited<ReturnType<typeof demoCompany>>) {
    const sent = await call('business', 'POST', '/v2/Verification/SendCode', token, {
      nationalId: company.nationalId,
      nationalCode: company.nationalCode,
      mobile: company.mobile,
      acceptedRules: true,
    });
    if (sent.status !== 200) throw new Error(`no verification code: ${JSON.stringify(sent.body)}`);
    const verified = await call('business', 'POST', '/v2/Verification/VerifyCode', token, {
      verificationId: sent.body.verificationId,
      code: await outboxCode(company.mobile),
    });
    if (verified.status !== 200) throw new Error(`not verified: ${JSON.stringify(verified.body)}`);
  }

  /** A submitted, passed result of the first course exam for the user (as if they had taken it, `now` or at another time), for certificates. */
  async function passedExamResult(userId: string, now = new Date()) {
    const [exam] = await database().db.select().from(exams).orderBy(asc(exams.id)).limit(1);
    const [result] = await database()
      .db.insert(examResults)
      .values({
        examId: exam!.id,
        userId,
        startedAt: now,
        deadlineAt: now,
        submittedAt: now,
        correctCount: 5,
        questionCount: 5,
        scorePercent: 100,
        passed: true,
      })
      .returning();
    return result!;
  }

  return {
    call,
    outboxCode,
    newUser,
    signInByCode,
    enterpriseAdministrator,
    demoCompany,
    verifyAsManager,
    passedExamResult,
  };
}
