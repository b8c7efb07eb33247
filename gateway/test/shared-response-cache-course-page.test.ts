import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { persistedOperationRequest } from '@rasad/contracts/persisted-operation.ts';
import { readPersistedOperations } from '../src/gateway-config.ts';
import {
  persistedQueryHash,
  startPlatformUnderTest,
  type GraphqlResponse,
  type PlatformUnderTest,
} from './platform-under-test.ts';

const persistedOperations = readPersistedOperations();
let platform: PlatformUnderTest;

beforeAll(async () => {
  platform = await startPlatformUnderTest({ persistedOperations, responseCache: true });
});
afterAll(async () => {
  await platform?.close();
});

/** One GraphQL request as a browser of the given cookies sends it. */
async function post(body: object, headers: Record<string, string> = {}) {
  const response = await platform.gateway.fetch('http://gateway.test/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'fa-IR', ...headers },
    body: JSON.stringify(body),
  });
  return (await response.json()) as GraphqlResponse;
}

describe('a visitor’s course page in the shared response cache', () => {
  it('answers a visitor’s course page from the cache whatever the player’s device, and shows a review at once', async () => {
    const coursePage = persistedQueryHash(persistedOperations, 'CoursePageQuery');
    const excel = (
      await platform.graphql(
        `{ courses(filter: { search: "Excel for business" }) { edges { node { id } } } }`,
      )
    ).data!.courses.edges[0].node.id as string;
    const ask = (deviceId: string, headers: Record<string, string> = {}) =>
      post(
        persistedOperationRequest('CoursePageQuery', coursePage, { id: excel, lessonId: null, deviceId }),
        headers,
      );
    const first = await ask('visitor-phone-1');
    expect(first.errors).toBeUndefined();
    expect(first.data!.course.currentLesson.playback.mediaUrl).toMatch(/audience=public/);
    platform.resetCalls();
    const second = await ask('visitor-phone-2');
    expect(platform.callCounts()).toEqual({});
    expect(second.data).toEqual(first.data);

    // A learner's page is their own: read for them, with their enrolment and their device.
    const learner = { cookie: await platform.signInCookie('09121000006') };
    platform.resetCalls();
    const own = await ask('learner-phone', learner);
    expect(own.data!.course.enrolment).not.toBeNull();
    expect(platform.callCounts()).toHaveProperty(['POST /api/Media/Grant'], 1);

    const reviewed = await post(
      {
        query: `mutation ($input: CourseReviewCreateInput!) { courseReviewCreate(input: $input) { review { score } userErrors { code } } }`,
        variables: { input: { courseId: excel, score: 5, body: 'برای کار روزانه عالی بود' } },
      },
      learner,
    );
    expect(reviewed.data!.courseReviewCreate.userErrors).toEqual([]);
    const after = await ask('visitor-phone-3');
    expect(after.data!.course.reviewCount).toBe(first.data!.course.reviewCount + 1);
    expect(after.data!.course.comments.edges[0].node.body).toBe('برای کار روزانه عالی بود');
  });
});
