import type { Dispatcher, Pool } from 'undici';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createGateway } from '../src/create-gateway.ts';
import { startPlatformUnderTest, type PlatformUnderTest } from './platform-under-test.ts';

let platform: PlatformUnderTest;
beforeAll(async () => {
  platform = await startPlatformUnderTest();
});
afterAll(async () => {
  await platform.close();
});

const personalInfoPath = '/v2/Profile/GetPersonalInfo';
const profileQuery = /* GraphQL */ `
  {
    viewer {
      userName
      hasPassword
      activeSessions {
        sessions {
          id
        }
      }
      apiKeys(first: 5) {
        edges {
          node {
            id
          }
        }
      }
    }
  }
`;

it("starts the viewer's sessions and API keys beside its personal info, not after it", async () => {
  const accessToken = await platform.accessTokenOf('09121000002');
  const started: string[] = [];
  let startedWhenPersonalInfoWasSent: string[] = [];
  let bothOthersStarted = () => {};
  const othersStarted = new Promise<void>((resolve) => (bothOthersStarted = resolve));
  // The accounts service as the gateway sees it: the personal info is held until the two other reads have been
  // sent, or for a second (then the reads did not start side by side, and the list below says so).
  const accounts = platform.pools.accounts.compose(
    (dispatch): Dispatcher['dispatch'] =>
      (options, handler) => {
        const path = String(options.path).split('?')[0]!;
        started.push(path);
        if (started.includes('/v1/ApiKeys') && started.includes('/v2/Profile/GetActiveSessionsByUserInfo'))
          bothOthersStarted();
        if (path !== personalInfoPath) return dispatch(options, handler);
        void Promise.race([othersStarted, new Promise((resolve) => setTimeout(resolve, 1000))]).then(() => {
          startedWhenPersonalInfoWasSent = [...started];
          dispatch(options, handler);
        });
        return true;
      },
  ) as unknown as Pool;
  const gateway = createGateway({
    pools: { ...platform.pools, accounts },
    persistedOperations: {},
    responseCache: false,
    protection: { requireClientHeader: false, budgetScale: 1_000, openQueries: true },
  });
  const response = await gateway.fetch('http://gateway.test/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
    body: JSON.stringify({ query: profileQuery }),
  });
  const { data, errors } = (await response.json()) as {
    data: { viewer: { userName: string; activeSessions: { sessions: unknown[] } } | null };
    errors?: unknown[];
  };
  expect(errors).toBeUndefined();
  expect(data.viewer?.userName).toBe('09121000002');
  expect(data.viewer?.activeSessions.sessions.length).toBeGreaterThan(0);
  expect(startedWhenPersonalInfoWasSent).toEqual(
    expect.arrayContaining([personalInfoPath, '/v2/Profile/GetActiveSessionsByUserInfo', '/v1/ApiKeys']),
  );
  expect(started.filter((path) => path === personalInfoPath)).toHaveLength(1);
});
