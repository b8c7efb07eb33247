import { and, asc, eq, isNull } from 'drizzle-orm';
import { expect } from 'vitest';
import { companies, companyRoles, persons } from '@rasad/services/business/business-data-tables.ts';
import { demoCeoMobiles } from '@rasad/services/business/companies/seed-registered-mobiles.ts';
import type { GraphqlResponse, PlatformUnderTest } from './platform-under-test.ts';

/** A browser's session at the gateway: the Cookie header its requests carry. */
export interface BrowserSession {
  cookie: string;
}

/** Runs a document as the session's browser would (cookies, Persian). */
export async function asSession(
  platform: PlatformUnderTest,
  session: BrowserSession,
  query: string,
  variables: object = {},
): Promise<GraphqlResponse> {
  const response = await platform.gateway.fetch('http://gateway.test/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'fa-IR', cookie: session.cookie },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as GraphqlResponse;
}

async function outboxCode(platform: PlatformUnderTest, mobile: string) {
  const response = await fetch(`${platform.serviceUrls.accounts}/v1/Outbox?userName=${mobile}`);
  const messages = (await response.json()) as { body: string }[];
  const code = /\b\d{5}\b/.exec(messages[0]?.body ?? '')?.[0];
  if (!code) throw new Error(`no code for ${mobile}`);
  return code;
}

/** A new account signed up through the gateway with the code from the outbox, and signed in. */
export async function signUpThroughGateway(
  platform: PlatformUnderTest,
  mobile: string,
): Promise<BrowserSession> {
  await platform.graphql(
    'mutation ($input: AccountSignUpInput!) { accountSignUp(input: $input) { userErrors { message } } }',
    { input: { userName: mobile, password: 'Company-Pass-1' } },
  );
  const response = await platform.gateway.fetch('http://gateway.test/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'fa-IR' },
    body: JSON.stringify({
      query:
        'mutation ($input: AccountCodeConfirmInput!) { accountCodeConfirm(input: $input) { userErrors { message } } }',
      variables: { input: { userName: mobile, code: await outboxCode(platform, mobile) } },
    }),
  });
  const cookie = response.headers
    .getSetCookie()
    .filter((header) => header.startsWith('token=') || header.startsWith('refreshToken='))
    .map((header) => header.split(';')[0])
    .join('; ');
  if (!cookie.includes('token=')) throw new Error(`no session for ${mobile}`);
  return { cookie };
}

/** One of the two demo companies with a registered CEO mobile: its id and national ID, and its CEO's national code and mobile. */
export async function demoCompanyCeo(platform: PlatformUnderTest, index: 0 | 1) {
  const { companyRank, mobile } = demoCeoMobiles[index];
  const [ranked] = await platform.database.db
    .select({ id: companies.id })
    .from(companies)
    .orderBy(asc(companies.id))
    .offset(companyRank)
    .limit(1);
  const [ceo] = await platform.database.db
    .select({ nationalId: companies.nationalId, nationalCode: persons.nationalCode })
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
  return { companyId: ranked!.id, mobile, nationalId: ceo!.nationalId, nationalCode: ceo!.nationalCode! };
}

/**
 * Verifies the session's user as CEO of one of the two demo companies with a registered CEO mobile, through the
 * gateway's wizard mutations; `answer` is what the confirming mutation's payload asks for, and is returned.
 */
export async function confirmAsManager(
  platform: PlatformUnderTest,
  session: BrowserSession,
  index: 0 | 1,
  answer: string,
) {
  const { mobile, nationalId, nationalCode } = await demoCompanyCeo(platform, index);
  const sent = await asSession(
    platform,
    session,
    'mutation ($input: CompanyVerificationSendCodeInput!) { companyVerificationSendCode(input: $input) { verification { verificationId } userErrors { message } } }',
    { input: { nationalId, nationalCode, mobile, acceptedRules: true } },
  );
  expect(sent.data!.companyVerificationSendCode.userErrors).toEqual([]);
  const verified = await asSession(
    platform,
    session,
    `mutation ($input: CompanyVerificationVerifyCodeInput!) { companyVerificationVerifyCode(input: $input) { ${answer} userErrors { message } } }`,
    {
      input: {
        verificationId: sent.data!.companyVerificationSendCode.verification.verificationId,
        code: await outboxCode(platform, mobile),
      },
    },
  );
  expect(verified.data!.companyVerificationVerifyCode.userErrors).toEqual([]);
  return verified.data!.companyVerificationVerifyCode;
}

/** As `confirmAsManager`, returning the company as the panel names it. */
export async function verifyAsManager(
  platform: PlatformUnderTest,
  session: BrowserSession,
  index: 0 | 1,
): Promise<{ id: string; name: string }> {
  return (await confirmAsManager(platform, session, index, 'managedCompany { company { id name } }'))
    .managedCompany.company;
}
