import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessService } from '../../src/business/business-service.ts';
import { buildTestService, type TestService } from '../build-test-service.ts';
import { testAuthorization } from '../test-auth.ts';

let service: TestService;
beforeAll(async () => {
  service = await buildTestService(businessService);
});
afterAll(() => service.close());

const freeUser = { userId: '00000000-0000-4000-8000-000000000001', packageType: 'FREE' as const };

describe('follow routes', () => {
  it('follows once however often asked, feeds the company’s gazette notices, and unfollows', async () => {
    const headers = await testAuthorization(freeUser);
    for (let attempt = 0; attempt < 2; attempt++) {
      const response = await service.app.inject({
        method: 'POST',
        url: '/v1/Companies/FollowCompany',
        headers,
        payload: { companyId: 5 },
      });
      expect(response.json()).toEqual({ companyId: 5, following: true, followerCount: 1 });
    }
    const state = await service.app.inject({
      method: 'GET',
      url: '/v1/Companies/GetFollowState?companyId=5',
      headers,
    });
    expect(state.json().following).toBe(true);
    const visitorState = await service.app.inject({
      method: 'GET',
      url: '/v1/Companies/GetFollowState?companyId=5',
    });
    expect(visitorState.json()).toEqual({ companyId: 5, following: false, followerCount: 1 });
    const feed = (
      await service.app.inject({ method: 'GET', url: '/v1/Companies/GetFollowFeed', headers })
    ).json();
    expect(feed.length).toBeGreaterThan(0);
    expect(feed.every((event: { companyId: number }) => event.companyId === 5)).toBe(true);
    const secondOnly = await service.app.inject({
      method: 'GET',
      url: '/v1/Companies/GetFollowFeed?limit=1&offset=1',
      headers,
    });
    expect(feed.length).toBeGreaterThan(1);
    expect(secondOnly.json()).toEqual(feed.slice(1, 2));
    const unfollowed = await service.app.inject({
      method: 'POST',
      url: '/v1/Companies/UnfollowCompany',
      headers,
      payload: { companyId: 5 },
    });
    expect(unfollowed.json()).toEqual({ companyId: 5, following: false, followerCount: 0 });
  });

  it('refuses a visitor with 401 and an unknown company with 404', async () => {
    const visitor = await service.app.inject({
      method: 'POST',
      url: '/v1/Companies/FollowCompany',
      payload: { companyId: 5 },
    });
    expect(visitor.statusCode).toBe(401);
    const unknown = await service.app.inject({
      method: 'POST',
      url: '/v1/Companies/FollowCompany',
      headers: await testAuthorization(freeUser),
      payload: { companyId: 999999 },
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('entity page visits', () => {
  it('keeps a signed-in user’s visits, newest first and one per page', async () => {
    const headers = await testAuthorization(freeUser);
    const visit = (visitId: string, path: string, title: string) =>
      service.app.inject({
        method: 'POST',
        url: '/v1/Profile/EntityPageVisitsAsync',
        headers,
        payload: { visitId, path, title },
      });
    expect(
      (await visit('6f1c7a52-8c4e-4d0b-9f5e-1f2a3b4c5d6e', '/company/Q29tcGFueTox', 'شرکت یک')).statusCode,
    ).toBe(200);
    await visit('7f1c7a52-8c4e-4d0b-9f5e-1f2a3b4c5d6e', '/person/UGVyc29uOjE', 'شخص یک');
    await visit('8f1c7a52-8c4e-4d0b-9f5e-1f2a3b4c5d6e', '/company/Q29tcGFueTox', 'شرکت یک');
    const visits = (
      await service.app.inject({ method: 'GET', url: '/v1/Profile/EntityPageVisitsAsync', headers })
    ).json();
    expect(visits.map((entry: { path: string }) => entry.path)).toEqual([
      '/company/Q29tcGFueTox',
      '/person/UGVyc29uOjE',
    ]);
    const bad = await service.app.inject({
      method: 'POST',
      url: '/v1/Profile/EntityPageVisitsAsync',
      headers,
      payload: { visitId: 'x', path: '/pricing', title: '' },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('entity page visits with their search and analytics visit', () => {
  it('stores the search text, and fills in the analytics visit when it arrives without moving the visit', async () => {
    const headers = await testAuthorization({
      userId: '00000000-0000-4000-8000-000000000009',
      packageType: 'FREE',
    });
    const visitId = '9a1c7a52-8c4e-4d0b-9f5e-1f2a3b4c5d6e';
    const analyticsVisitId = '1b2c3d4e-5f60-4718-8a9b-0c1d2e3f4a5b';
    const first = await service.app.inject({
      method: 'POST',
      url: '/v1/Profile/EntityPageVisitsAsync',
      headers,
      payload: { visitId, path: '/company/Q29tcGFueToy', title: 'شرکت دو', query: 'پتروشیمی' },
    });
    expect(first.json()).toMatchObject({ query: 'پتروشیمی', analyticsVisitId: null });
    const linked = await service.app.inject({
      method: 'POST',
      url: '/v1/Profile/EntityPageVisitsAsync',
      headers,
      payload: {
        visitId,
        path: '/company/Q29tcGFueToy',
        title: 'شرکت دو',
        query: 'پتروشیمی',
        analyticsVisitId,
      },
    });
    expect(linked.json()).toMatchObject({
      visitId,
      query: 'پتروشیمی',
      analyticsVisitId,
      visitedAt: first.json().visitedAt,
    });
    const visits = (
      await service.app.inject({ method: 'GET', url: '/v1/Profile/EntityPageVisitsAsync', headers })
    ).json();
    expect(visits).toEqual([
      {
        visitId,
        path: '/company/Q29tcGFueToy',
        title: 'شرکت دو',
        query: 'پتروشیمی',
        analyticsVisitId,
        visitedAt: first.json().visitedAt,
      },
    ]);
    const badAnalytics = await service.app.inject({
      method: 'POST',
      url: '/v1/Profile/EntityPageVisitsAsync',
      headers,
      payload: { visitId, path: '/company/Q29tcGFueToy', title: 'شرکت دو', analyticsVisitId: 'not-a-uuid' },
    });
    expect(badAnalytics.statusCode).toBe(400);
  });
});

describe('new events in the follow feed', () => {
  it('marks every event new before the feed was first seen, none after, and events of a company followed later as new', async () => {
    const headers = await testAuthorization({
      userId: '00000000-0000-4000-8000-000000000008',
      packageType: 'FREE',
    });
    const follow = (companyId: number) =>
      service.app.inject({
        method: 'POST',
        url: '/v1/Companies/FollowCompany',
        headers,
        payload: { companyId },
      });
    const feed = async () =>
      (
        await service.app.inject({ method: 'GET', url: '/v1/Companies/GetFollowFeed?limit=50', headers })
      ).json() as { id: number; companyId: number; isNew: boolean }[];
    const markSeen = (lastEventId: number) =>
      service.app.inject({
        method: 'POST',
        url: '/v1/Companies/MarkFollowFeedSeen',
        headers,
        payload: { lastEventId },
      });
    await follow(6);
    const unseen = await feed();
    expect(unseen.length).toBeGreaterThan(0);
    expect(unseen.every((event) => event.isNew)).toBe(true);
    const newest = Math.max(...unseen.map((event) => event.id));
    expect((await markSeen(newest)).json()).toMatchObject({ lastSeenEventId: newest });
    expect((await feed()).some((event) => event.isNew)).toBe(false);
    // An older tab reporting an older event does not bring seen events back.
    await markSeen(1);
    expect((await feed()).some((event) => event.isNew)).toBe(false);
    service.context.now = () => new Date(Date.now() + 60_000);
    await follow(7);
    service.context.now = () => new Date();
    const later = await feed();
    expect(later.filter((event) => event.isNew).every((event) => event.companyId === 7)).toBe(true);
    expect(later.some((event) => event.isNew)).toBe(true);
    // Left out, the position is the newest event so far.
    service.context.now = () => new Date(Date.now() + 120_000);
    expect(
      (
        await service.app.inject({
          method: 'POST',
          url: '/v1/Companies/MarkFollowFeedSeen',
          headers,
          payload: {},
        })
      ).statusCode,
    ).toBe(200);
    service.context.now = () => new Date();
    expect((await feed()).some((event) => event.isNew)).toBe(false);
    expect((await markSeen(-1)).statusCode).toBe(400);
    expect(
      (
        await service.app.inject({
          method: 'POST',
          url: '/v1/Companies/MarkFollowFeedSeen',
          payload: { lastEventId: 1 },
        })
      ).statusCode,
    ).toBe(401);
  });
});
