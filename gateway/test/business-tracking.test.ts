import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../src/shared/relay/global-id.ts';
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

/** Signs a demo user in; later requests carry the returned cookie header. */
async function signIn(userName: string): Promise<Record<string, string>> {
  const response = await platform.gateway.fetch('http://gateway.test/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: `mutation ($input: AccountSignInInput!) { accountSignIn(input: $input) { userErrors { message } } }`,
      variables: { input: { userName, password: 'Rasad-Demo-1405' } },
    }),
  });
  expect(((await response.json()) as GraphqlResponse).data!.accountSignIn.userErrors).toEqual([]);
  return {
    cookie: response.headers
      .getSetCookie()
      .map((header) => header.split(';')[0])
      .join('; '),
  };
}

async function sendAs(
  headers: Record<string, string>,
  query: string,
  variables: object = {},
  locale = 'fa-IR',
) {
  const response = await platform.gateway.fetch('http://gateway.test/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': locale, ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as GraphqlResponse;
}

describe('people over time', () => {
  it('gives roles their end date and marks former holders, on the company and on the person', async () => {
    const headers = await signIn('09121000002');
    const query = `query ($id: ID!) { company(id: $id) { people { role startedOn endedOn isFormer person { id roles { endedOn isFormer company { id } } } } } }`;
    let former:
      | {
          endedOn: string;
          person: { roles: { endedOn: string | null; isFormer: boolean; company: { id: string } }[] };
        }
      | undefined;
    let companyId = '';
    for (let id = 1; id <= 40 && !former; id++) {
      companyId = toGlobalId('Company', id);
      const { data, errors } = await sendAs(headers, query, { id: companyId });
      expect(errors).toBeUndefined();
      const people = data!.company.people as { endedOn: string | null; isFormer: boolean }[];
      for (const entry of people) expect(entry.isFormer).toBe(entry.endedOn !== null);
      former = people.find((entry) => entry.isFormer) as typeof former;
    }
    expect(former?.endedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const role = former!.person.roles.find((entry) => entry.company.id === companyId && entry.isFormer);
    expect(role?.endedOn).toBe(former!.endedOn);
  });
});
