import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { businessService } from '../../src/business/business-service.ts';
import { buildServiceApp } from '../../src/start-services.ts';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, companyRoles, persons } from '../../src/business/business-data-tables.ts';
import { demoCeoMobiles } from '../../src/business/companies/seed-registered-mobiles.ts';
import { runningTestServices } from '../running-test-services.ts';

let clock = new Date('2026-11-20T08:00:00Z');
const services = runningTestServices({ now: () => clock });

const later = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};

async function call(
  method: 'GET' | 'POST',
  pathAndQuery: string,
  options: { token?: string; body?: unknown; raw?: Buffer; type?: string } = {},
) {
  const headers: Record<string, string> = { 'accept-language': 'fa-IR' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | Buffer | undefined;
  if (options.raw) {
    headers['content-type'] = options.type ?? 'application/octet-stream';
    body = options.raw;
  } else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const response = await fetch(`${services.running().urls.business}${pathAndQuery}`, {
    method,
    headers,
    body,
  });
  const type = response.headers.get('content-type') ?? '';
  return {
    status: response.status,
    headers: response.headers,
    body: (type.includes('json') ? await response.json() : Buffer.from(await response.arrayBuffer())) as any,
  };
}

const tokenPairs = new Map<string, { accessToken: string; refreshToken: string }>();

async function postAccounts(pathName: string, body: object) {
  const response = await fetch(`${services.running().urls.accounts}${pathName}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as any;
}

/** A new account signed up through the accounts service (code from its outbox), signed in. */
async function newUser(mobile: string): Promise<string> {
  await postAccounts('/v1/Account/SignUp', { userName: mobile, password: 'Company-Pass-1' });
  const confirmed = await postAccounts('/v1/Account/ConfirmOTP', {
    userName: mobile,
    code: await outboxCode(mobile),
  });
  if (!confirmed.accessToken) throw new Error(`no sign-up for ${mobile}: ${JSON.stringify(confirmed)}`);
  tokenPairs.set(mobile, confirmed);
  return confirmed.accessToken as string;
}

/** A fresh access token for the same session (tokens live 15 minutes, and the tests move the clock by hours). */
async function refreshed(mobile: string): Promise<string> {
  const pair = await postAccounts('/v2/Account/RefreshToken', tokenPairs.get(mobile)!);
  tokenPairs.set(mobile, pair);
  return pair.accessToken as string;
}

async function outboxCode(recipient: string): Promise<string> {
  const messages = (await (
    await fetch(`${services.running().urls.accounts}/v1/Outbox?userName=${recipient}`)
  ).json()) as { body: string }[];
  const code = /\b\d{5}\b/.exec(messages[0]?.body ?? '')?.[0];
  if (!code) throw new Error(`no code in the outbox for ${recipient}`);
  return code;
}

async function demoCompany(index: 0 | 1) {
  const { companyRank, mobile } = demoCeoMobiles[index];
  const [ranked] = await services
    .database()
    .db.select({ id: companies.id })
    .from(companies)
    .orderBy(asc(companies.id))
    .offset(companyRank)
    .limit(1);
  const companyId = ranked!.id;
  const [row] = await services
    .database()
    .db.select({ nationalId: companies.nationalId, nationalCode: persons.nationalCode })
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
    .where(eq(companies.id, companyId));
  if (!row) throw new Error('demo company missing');
  return { companyId, mobile, ...row };
}

const toPersianDigits = (value: string) => value.replace(/\d/g, (digit) => '۰۱۲۳۴۵۶۷۸۹'[Number(digit)]!);

const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(200, 7),
]);

async function verify(token: string, company: Awaited<ReturnType<typeof demoCompany>>) {
  const sent = await call('POST', '/v2/Verification/SendCode', {
    token,
    body: {
      nationalId: company.nationalId,
      nationalCode: company.nationalCode,
      mobile: company.mobile,
      acceptedRules: true,
    },
  });
  expect(sent.status).toBe(200);
  const verified = await call('POST', '/v2/Verification/VerifyCode', {
    token,
    body: { verificationId: sent.body.verificationId, code: await outboxCode(company.mobile) },
  });
  expect(verified.status).toBe(200);
  return sent.body;
}

describe('owner verification', () => {
  it('finds the company by a national ID in Persian digits, and says so in Persian when there is none', async () => {
    const token = await newUser('09351110001');
    const company = await demoCompany(0);
    const found = await call(
      'GET',
      `/v2/Verification/FindCompany?nationalId=${encodeURIComponent(toPersianDigits(company.nationalId))}`,
      { token },
    );
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({
      companyId: company.companyId,
      nationalId: company.nationalId,
      alreadyManager: false,
    });
    const unknown = await call('GET', '/v2/Verification/FindCompany?nationalId=10000000000', { token });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('شرکتی با این شناسه ملی یافت نشد؛ با پشتیبانی تماس بگیرید.');
    const short = await call('GET', '/v2/Verification/FindCompany?nationalId=123', { token });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('شناسه ملی شرکت باید دقیقاً ۱۱ رقم باشد.');
    expect((await call('GET', `/v2/Verification/FindCompany?nationalId=${company.nationalId}`)).status).toBe(
      401,
    );
  });

  it('refuses a wrong CEO mobile or national code with the §8 message, and stops after five tries a day', async () => {
    let token = await newUser('09351110002');
    const company = await demoCompany(1);
    const base = { nationalId: company.nationalId, acceptedRules: true };
    const wrongMobile = await call('POST', '/v2/Verification/SendCode', {
      token,
      body: { ...base, nationalCode: company.nationalCode, mobile: '09359999999' },
    });
    expect(wrongMobile.status).toBe(400);
    expect(wrongMobile.body.message).toBe('تطبیق شماره همراه مدیرعامل و کد ملی ناموفق بود.');
    const wrongCode = await call('POST', '/v2/Verification/SendCode', {
      token,
      body: { ...base, nationalCode: '0000000000', mobile: company.mobile },
    });
    expect(wrongCode.body.code).toBe('CEO_MISMATCH');
    const rulesNotAccepted = await call('POST', '/v2/Verification/SendCode', {
      token,
      body: { ...base, acceptedRules: false, nationalCode: company.nationalCode, mobile: company.mobile },
    });
    expect(rulesNotAccepted.body.message).toBe('برای ادامه باید قوانین را بپذیرید.');
    for (let attempt = 0; attempt < 3; attempt++) {
      await call('POST', '/v2/Verification/SendCode', {
        token,
        body: { ...base, nationalCode: company.nationalCode, mobile: '09359999999' },
      });
    }
    // Five failures: even the right pair is refused for the rest of the day.
    const limited = await call('POST', '/v2/Verification/SendCode', {
      token,
      body: { ...base, nationalCode: company.nationalCode, mobile: company.mobile },
    });
    expect(limited.status).toBe(429);
    later(24 * 3600 + 1);
    token = await refreshed('09351110002');
    const nextDay = await call('POST', '/v2/Verification/SendCode', {
      token,
      body: { ...base, nationalCode: company.nationalCode, mobile: company.mobile },
    });
    expect(nextDay.status).toBe(200);
    expect(nextDay.body.maskedMobile).toBe(`${company.mobile.slice(0, 4)}***${company.mobile.slice(-4)}`);
    expect(JSON.stringify(nextDay.body)).not.toContain(company.mobile);
  });

  it('sends the code to the CEO’s mobile, limits resending, locks after five wrong codes, and accepts a right one once', async () => {
    const token = await newUser('09351110003');
    const company = await demoCompany(0);
    const body = {
      nationalId: company.nationalId,
      nationalCode: company.nationalCode,
      mobile: company.mobile,
      acceptedRules: true,
    };
    // Sent twice at once (a double tap): one code goes to the CEO, the other request is told to wait.
    const sends = await Promise.all(
      [1, 2].map(() => call('POST', '/v2/Verification/SendCode', { token, body })),
    );
    expect(sends.map((send) => send.status).sort()).toEqual([200, 429]);
    const first = sends.find((send) => send.status === 200)!;
    expect(first.body.resendAfterSeconds).toBe(60);
    const tooSoon = sends.find((send) => send.status === 429)!;
    expect(tooSoon.body.message).toMatch(/[\u0600-\u06FF]/);
    expect(Number(tooSoon.headers.get('retry-after'))).toBeGreaterThan(0);
    // The wait in the body too (the gateway reads bodies): the same seconds as the header.
    expect(tooSoon.body.code).toBe('TOO_SOON');
    expect(tooSoon.body.retryAfterSeconds).toBe(Number(tooSoon.headers.get('retry-after')));
    for (let attempt = 0; attempt < 4; attempt++) {
      const wrong = await call('POST', '/v2/Verification/VerifyCode', {
        token,
        body: { verificationId: first.body.verificationId, code: '۰۰۰۰۰' },
      });
      expect(wrong.body.message).toBe('کد تأیید اشتباه است.');
    }
    const locked = await call('POST', '/v2/Verification/VerifyCode', {
      token,
      body: { verificationId: first.body.verificationId, code: '00000' },
    });
    expect(locked.body.code).toBe('CODE_LOCKED');
    later(61);
    const second = await call('POST', '/v2/Verification/SendCode', { token, body });
    const code = await outboxCode(company.mobile);
    // Someone else cannot use another user's run.
    const stranger = await newUser('09351110004');
    expect(
      (
        await call('POST', '/v2/Verification/VerifyCode', {
          token: stranger,
          body: { verificationId: second.body.verificationId, code },
        })
      ).status,
    ).toBe(404);
    const verified = await call('POST', '/v2/Verification/VerifyCode', {
      token,
      body: { verificationId: second.body.verificationId, code },
    });
    expect(verified.status).toBe(200);
    expect(verified.body.companyId).toBe(company.companyId);
    const replay = await call('POST', '/v2/Verification/VerifyCode', {
      token,
      body: { verificationId: second.body.verificationId, code },
    });
    expect(replay.status).toBe(404);
    const mine = await call('GET', '/v2/Verification/MyCompanies', { token });
    expect(mine.body.map((row: { companyId: number }) => row.companyId)).toEqual([company.companyId]);
    const again = await call('POST', '/v2/Verification/SendCode', { token, body });
    expect(again.body.code).toBe('ALREADY_MANAGER');
  });
});

describe('the manager’s panel', () => {
  it('lets only the company’s own verified manager edit, audits every edit, and shows it with the badge', async () => {
    later(3600);
    const managerA = await newUser('09351110011');
    const companyA = await demoCompany(1);
    await verify(managerA, companyA);
    const outsider = await newUser('09351110012');

    const contact = {
      companyId: companyA.companyId,
      about: 'تولیدکنندهٔ قطعات صنعتی از ۱۳۸۰',
      phones: ['۰۲۱-۸۸۰۰۱۱۲۲'],
      website: 'https://example.ir',
      email: '',
      address: 'تهران',
      postalCode: '۱۴۳۴۸۶۳۱۱۱',
    };
    expect(
      (await call('POST', '/v2/CompanyPanel/SetContact', { token: outsider, body: contact })).status,
    ).toBe(403);
    expect((await call('POST', '/v2/CompanyPanel/SetContact', { body: contact })).status).toBe(401);
    const saved = await call('POST', '/v2/CompanyPanel/SetContact', { token: managerA, body: contact });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      about: contact.about,
      phones: ['02188001122'],
      postalCode: '1434863111',
      email: null,
    });
    const badPostal = await call('POST', '/v2/CompanyPanel/SetContact', {
      token: managerA,
      body: { ...contact, postalCode: '123' },
    });
    expect(badPostal.body.message).toBe('کد پستی باید ۱۰ رقم باشد.');

    const offering = await call('POST', '/v2/CompanyPanel/AddOffering', {
      token: managerA,
      body: { companyId: companyA.companyId, kind: 'BRAND', name: 'پارس‌قطعه' },
    });
    expect(offering.status).toBe(201);
    expect(
      (
        await call('POST', '/v2/CompanyPanel/RemoveOffering', {
          token: outsider,
          body: { companyId: companyA.companyId, offeringId: offering.body.id },
        })
      ).status,
    ).toBe(403);

    const page = await call('GET', `/v2/Companies/GetOwnPage?companyId=${companyA.companyId}`);
    expect(page.body).toMatchObject({
      verified: true,
      profile: { about: contact.about },
      offerings: [{ kind: 'BRAND', name: 'پارس‌قطعه' }],
    });
    const flags = await call('GET', `/v2/Companies/VerifiedFlags?ids=${companyA.companyId},3`);
    expect(flags.body).toEqual([
      { companyId: companyA.companyId, verified: true },
      { companyId: 3, verified: false },
    ]);

    const audit = await call('GET', `/v2/CompanyPanel/Audit?companyId=${companyA.companyId}`, {
      token: managerA,
    });
    expect(audit.body.items.map((row: { action: string }) => row.action)).toEqual([
      'OFFERING_ADDED',
      'CONTACT_EDITED',
    ]);
    expect(audit.body.totalCount).toBe(2);
    expect(audit.body.items[1]).toMatchObject({ before: { about: '' }, after: { about: contact.about } });
    // A page after the first: the older edit alone, the count the same.
    const older = await call(
      'GET',
      `/v2/CompanyPanel/Audit?companyId=${companyA.companyId}&offset=1&limit=1`,
      {
        token: managerA,
      },
    );
    expect(older.body).toMatchObject({ items: [{ action: 'CONTACT_EDITED' }], totalCount: 2 });
    expect(
      (await call('GET', `/v2/CompanyPanel/Audit?companyId=${companyA.companyId}`, { token: outsider }))
        .status,
    ).toBe(403);
  });

  it('accepts an image by its bytes only, up to 2 MB, for the company’s manager, and serves it', async () => {
    later(3600);
    const manager = await newUser('09351110021');
    const company = await demoCompany(0);
    const path = `/api/Appsmith/AUploadFile?path=companies/${company.companyId}/logo`;
    const stranger = await newUser('09351110022');
    expect((await call('POST', path, { token: stranger, raw: png, type: 'image/png' })).status).toBe(403);
    await verify(manager, company);
    const disguised = await call('POST', path, {
      token: manager,
      raw: Buffer.from('<svg onload="alert(1)"></svg>'),
      type: 'image/png',
    });
    expect(disguised.status).toBe(400);
    expect(disguised.body.message).toBe('فقط تصویر PNG، JPEG یا WebP پذیرفته می‌شود.');
    const huge = await call('POST', path, {
      token: manager,
      raw: Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]),
      type: 'image/png',
    });
    expect(huge.status).toBe(413);
    expect(huge.body.message).toBe('حجم تصویر باید کمتر از ۲ مگابایت باشد.');
    const badPath = await call('POST', '/api/Appsmith/AUploadFile?path=../../etc/passwd', {
      token: manager,
      raw: png,
    });
    expect(badPath.status).toBe(400);
    const uploaded = await call('POST', path, { token: manager, raw: png });
    expect(uploaded.status).toBe(201);
    expect(uploaded.body.mediaType).toBe('image/png');
    const again = await call('POST', path, { token: manager, raw: png });
    expect(again.body.fileId).toBe(uploaded.body.fileId);
    const served = await call('GET', `/v2/Companies/Files/${uploaded.body.fileId}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.compare(served.body, png)).toBe(0);
    // Another business-service machine on the same database, with a disk of its own (UPLOADS_DIR is where an older
    // build kept the files, and an empty folder here), serves the same file.
    const otherDisk = await mkdtemp(`${tmpdir()}/rasad-other-machine-`);
    process.env.UPLOADS_DIR = otherDisk;
    const secondMachine = await buildServiceApp(businessService, {
      db: services.database().db,
      now: () => clock,
      publicUrl: '',
    });
    try {
      const fromSecond = await secondMachine.inject({ url: `/v2/Companies/Files/${uploaded.body.fileId}` });
      expect(fromSecond.statusCode).toBe(200);
      expect(fromSecond.headers['content-type']).toBe('image/png');
      expect(Buffer.compare(fromSecond.rawPayload, png)).toBe(0);
    } finally {
      await secondMachine.close();
      delete process.env.UPLOADS_DIR;
      await rm(otherDisk, { recursive: true, force: true });
    }
    // A file uploaded as a logo is not a picture, nor another company's.
    const misuse = await call('POST', '/v2/CompanyPanel/SetImages', {
      token: manager,
      body: { companyId: company.companyId, logoFileId: null, pictureFileIds: [uploaded.body.fileId] },
    });
    expect(misuse.body.code).toBe('FILE_UNKNOWN');
    const set = await call('POST', '/v2/CompanyPanel/SetImages', {
      token: manager,
      body: { companyId: company.companyId, logoFileId: uploaded.body.fileId, pictureFileIds: [] },
    });
    expect(set.body.logoFileId).toBe(uploaded.body.fileId);
  });
});
