import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coursesService } from '../../src/courses/courses-service.ts';
import { courses, enrolments, giftCodes } from '../../src/courses/courses-tables.ts';
import { buildTestService, type TestService } from '../build-test-service.ts';
import { testAuthorization } from '../test-auth.ts';

let service: TestService;
let learner: { authorization: string };
let other: { authorization: string };
beforeAll(async () => {
  service = await buildTestService(coursesService);
  learner = await testAuthorization({ userId: '00000000-0000-4000-8000-000000000006', packageType: 'FREE' });
  other = await testAuthorization({ userId: '00000000-0000-4000-8000-000000000002', packageType: 'BASIC' });
});
afterAll(() => service.close());

describe('/api/Gift', () => {
  it('shows what a code gives, then redeems it once into an enrolment with its days', async () => {
    const gift = await service.app.inject({
      method: 'GET',
      url: '/api/Gift/GetGift?code=rasad-gift-1405',
      headers: learner,
    });
    expect(gift.json()).toMatchObject({
      code: 'RASAD-GIFT-1405',
      courseTitle: 'مبانی مدیریت پروژه',
      days: 30,
      redeemed: false,
    });
    const redeemed = await service.app.inject({
      method: 'POST',
      url: '/api/Gift/Redeem',
      headers: learner,
      payload: { code: 'RASAD-GIFT-1405', learnerName: 'امیر جعفری' },
    });
    expect(redeemed.statusCode).toBe(200);
    expect(redeemed.json()).toMatchObject({ courseId: gift.json().courseId, daysRemaining: 30 });
    const mine = (
      await service.app.inject({ method: 'GET', url: '/api/Courses/My', headers: learner })
    ).json() as { course: { id: number }; daysRemaining: number }[];
    expect(mine.find((entry) => entry.course.id === gift.json().courseId)?.daysRemaining).toBe(30);

    const again = await service.app.inject({
      method: 'POST',
      url: '/api/Gift/Redeem',
      headers: other,
      payload: { code: 'RASAD-GIFT-1405', learnerName: 'کاربر دیگر' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('این کد هدیه پیش‌تر استفاده شده است.');
    expect(
      (
        await service.app.inject({
          method: 'GET',
          url: '/api/Gift/GetGift?code=RASAD-GIFT-1405',
          headers: other,
        })
      ).json().redeemed,
    ).toBe(true);
  });

  it('redeems two gifts for one course at once into one enrolment holding both gifts’ days', async () => {
    const { db } = service.database;
    const [course] = await db.select().from(courses).where(eq(courses.slug, 'power-bi-dashboards'));
    await db.insert(giftCodes).values([
      { code: 'RASAD-GIFT-TWIN-A', courseId: course!.id, days: 10 },
      { code: 'RASAD-GIFT-TWIN-B', courseId: course!.id, days: 20 },
    ]);
    const twin = await testAuthorization({
      userId: '00000000-0000-4000-8000-0000000000c1',
      packageType: 'FREE',
    });
    const answers = await Promise.all(
      ['RASAD-GIFT-TWIN-A', 'RASAD-GIFT-TWIN-B'].map((code) =>
        service.app.inject({
          method: 'POST',
          url: '/api/Gift/Redeem',
          headers: twin,
          payload: { code, learnerName: 'سارا نیک‌نام' },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const held = await db
      .select()
      .from(enrolments)
      .where(eq(enrolments.userId, '00000000-0000-4000-8000-0000000000c1'));
    expect(held).toHaveLength(1);
    expect(Math.round((held[0]!.expiresAt.getTime() - Date.now()) / 86_400_000)).toBe(30);
  });

  it('refuses unknown and malformed codes and visitors', async () => {
    expect(
      (
        await service.app.inject({
          method: 'GET',
          url: '/api/Gift/GetGift?code=NO-SUCH-CODE',
          headers: learner,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await service.app.inject({ method: 'GET', url: '/api/Gift/GetGift?code=%21%21', headers: learner }))
        .statusCode,
    ).toBe(400);
    expect(
      (await service.app.inject({ method: 'GET', url: '/api/Gift/GetGift?code=RASAD-GIFT-DATA' })).statusCode,
    ).toBe(401);
  });
});
