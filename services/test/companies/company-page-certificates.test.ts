import { describe, expect, it } from 'vitest';
import { runningTestServices } from '../running-test-services.ts';
import { companyTestPlatform } from './company-test-platform.ts';

const services = runningTestServices();

const platform = companyTestPlatform(services.running, services.database);
const { call } = platform;

/** A passed exam of the user's, and the certificate their administrator issues for it. */
async function certificateFor(administratorToken: string, userId: string) {
  const result = await platform.passedExamResult(userId);
  const issued = await call(
    'courses',
    'GET',
    `/api/Appsmith/ACreateCertificate?examResultId=${result.id}`,
    administratorToken,
  );
  return issued.body.code as string;
}

describe('certificates on the company page', () => {
  it('shows a learner’s certificate on the page of their administrator’s verified company only when they choose, by name, until they take it back or leave', async () => {
    const companyA = await platform.demoCompany(0);
    const companyB = await platform.demoCompany(1);
    const adminA = await platform.enterpriseAdministrator('09381000001', 3);
    await platform.verifyAsManager(adminA.token, companyA);
    const adminB = await platform.enterpriseAdministrator('09381000002', 3);
    await platform.verifyAsManager(adminB.token, companyB);

    const member = (
      await call('courses', 'POST', '/api/Appsmith/AAddCompanyUser', adminA.token, {
        mobile: '09381000011',
        fullName: 'علی محمدی',
      })
    ).body;
    await call('courses', 'POST', '/api/Appsmith/AAddCompanyUser', adminB.token, {
      mobile: '09381000012',
      fullName: 'زهرا کاظمی',
    });
    const code = await certificateFor(adminA.token, member.userId);
    const learner = await platform.signInByCode('09381000011');
    const otherLearner = await platform.signInByCode('09381000012');
    const plain = await platform.newUser('09381000013');
    const pageOf = async (companyId: number) =>
      (await call('courses', 'GET', `/api/Company/PageCertificates?companyId=${companyId}`)).body;

    const mine = await call('courses', 'GET', '/api/Company/MyPageCertificates', learner.token);
    expect(mine.body.pages).toEqual([{ companyId: companyA.companyId, name: companyA.name }]);
    expect(mine.body.certificates).toEqual([
      expect.objectContaining({ code, shown: false, courseTitle: expect.any(String) }),
    ]);
    expect(await pageOf(companyA.companyId)).toEqual([]);

    // Only the certificate's owner, an active company user, may choose.
    for (const caller of [plain, adminA]) {
      const refused = await call('courses', 'POST', '/api/Company/SetPageCertificate', caller.token, {
        code,
        shown: true,
      });
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(
        'فقط کاربران فعال یک شرکت می‌توانند گواهی‌هایشان را در صفحهٔ آن نشان دهند.',
      );
    }
    expect((await call('courses', 'GET', '/api/Company/MyPageCertificates', plain.token)).status).toBe(403);
    expect(
      (await call('courses', 'POST', '/api/Company/SetPageCertificate', undefined, { code, shown: true }))
        .status,
    ).toBe(401);
    const notTheirs = await call('courses', 'POST', '/api/Company/SetPageCertificate', otherLearner.token, {
      code,
      shown: true,
    });
    expect(notTheirs.status).toBe(404);
    expect(
      (
        await call('courses', 'POST', '/api/Company/SetPageCertificate', learner.token, {
          code: '<x>',
          shown: true,
        })
      ).status,
    ).toBe(400);
    expect(await pageOf(companyA.companyId)).toEqual([]);

    // Shown, twice (one entry), on company A's page only, by name and never by mobile.
    for (let time = 0; time < 2; time += 1) {
      const shown = await call('courses', 'POST', '/api/Company/SetPageCertificate', learner.token, {
        code: code.toLowerCase(),
        shown: true,
      });
      expect(shown.body).toEqual({ code, shown: true });
    }
    const page = await pageOf(companyA.companyId);
    expect(page).toEqual([
      {
        code,
        learnerName: 'علی محمدی',
        courseTitle: mine.body.certificates[0].courseTitle,
        issuedAt: expect.any(String),
        issuedOnSolarHijri: expect.stringMatching(/^[۰-۹]{1,2} \S+ ۱۴[۰-۹]{2}$/),
      },
    ]);
    expect(JSON.stringify(page)).not.toContain('09381000011');
    expect(await pageOf(companyB.companyId)).toEqual([]);
    expect(
      (await call('courses', 'GET', '/api/Company/MyPageCertificates', learner.token)).body.certificates[0]
        .shown,
    ).toBe(true);

    // Taken back: gone; shown again, then the user is turned off by the administrator: gone too.
    await call('courses', 'POST', '/api/Company/SetPageCertificate', learner.token, { code, shown: false });
    expect(await pageOf(companyA.companyId)).toEqual([]);
    await call('courses', 'POST', '/api/Company/SetPageCertificate', learner.token, { code, shown: 'true' });
    expect(await pageOf(companyA.companyId)).toHaveLength(1);
    await call('courses', 'POST', `/api/Company/SetActivation?id=${member.id}&active=false`, adminA.token);
    expect(await pageOf(companyA.companyId)).toEqual([]);
    expect((await call('courses', 'GET', '/api/Company/MyPageCertificates', learner.token)).status).toBe(403);
    expect((await call('courses', 'GET', '/api/Company/PageCertificates?companyId=abc')).status).toBe(400);
  });
});
