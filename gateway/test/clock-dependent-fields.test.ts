import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPlatformUnderTest, type PlatformUnderTest } from './platform-under-test.ts';

let now = new Date();
let platform: PlatformUnderTest;
beforeAll(async () => {
  platform = await startPlatformUnderTest({ now: () => now });
});
afterAll(() => platform.close());

describe('campaign', () => {
  it.each([
    ['2023-02-23T20:29:00Z', false],
    ['2023-02-23T20:31:00Z', true],
    ['2023-05-01T12:00:00Z', true],
    ['2023-07-24T20:29:00Z', true],
    ['2023-07-24T20:31:00Z', false],
    ['2026-11-22T08:00:00Z', false],
  ])('at %s active is %s (days counted in Tehran)', async (instant, active) => {
    now = new Date(instant);
    const { data } = await platform.graphql('{ campaign { active startsOn endsOn } }');
    expect(data!.campaign).toEqual({ active, startsOn: '2023-02-24', endsOn: '2023-07-24' });
  });
});

describe('supportStatus', () => {
  it('is open on a Saturday at 11:00 Tehran time', async () => {
    now = new Date('2026-11-21T07:30:00Z');
    const { data } = await platform.graphql('{ supportStatus { isOpen closedReason opensAt closesAt } }');
    expect(data!.supportStatus).toEqual({
      isOpen: true,
      closedReason: null,
      opensAt: '10:00',
      closesAt: '16:00',
    });
  });

  it('is closed on a Friday and names the next opening', async () => {
    now = new Date('2026-11-20T08:00:00Z');
    const { data } = await platform.graphql('{ supportStatus { isOpen closedReason nextOpeningAt } }');
    expect(data!.supportStatus).toEqual({
      isOpen: false,
      closedReason: 'WEEKEND',
      nextOpeningAt: '2026-11-21T06:30:00.000Z',
    });
  });
});
