import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coursesService } from '../../src/courses/courses-service.ts';
import { commentAuthorName, revealsContact } from '../../src/courses/interaction/comment-author.ts';
import { buildTestService, type TestService } from '../build-test-service.ts';
import { testAuthorization } from '../test-auth.ts';

let service: TestService;
beforeAll(async () => {
  service = await buildTestService(coursesService);
});
afterAll(() => service.close());

describe('authors of reviews, comments and forum posts', () => {
  it('never shows a mobile number or an e-mail address as a name, in any digits or spacing', () => {
    for (const name of [
      '09121234567',
      '۰۹۱۲ ۱۲۳ ۴۵۶۷',
      '+98 912-123-4567',
      'ali@example.com',
      'تماس: ۰۲۱۸۸۷۷۶۶۵۵',
    ]) {
      expect(revealsContact(name)).toBe(true);
      expect(commentAuthorName(name, 'fa-IR')).toBe('کاربر رصد');
      expect(commentAuthorName(name, 'en-US')).toBe('Rasad user');
    }
    for (const name of ['نرگس حسینی', 'Amir J.', 'کاربر ۲۰۲۴'])
      expect(commentAuthorName(name, 'fa-IR')).toBe(name);
  });

  it('shows a forum answer signed with a mobile number as «کاربر رصد» to every reader', async () => {
    const learner = await testAuthorization({
      userId: '00000000-0000-4000-8000-000000000006',
      packageType: 'FREE',
    });
    const { questions } = (
      await service.app.inject({ method: 'GET', url: '/api/UGQ/Questions?limit=1' })
    ).json();
    const answered = await service.app.inject({
      method: 'POST',
      url: `/api/UGQ/${questions[0].id}/Answer`,
      headers: learner,
      payload: { body: 'با پشتیبانی تماس بگیرید.', authorName: '۰۹۱۲ ۳۴۵ ۶۷۸۹' },
    });
    expect(answered.statusCode).toBe(201);
    expect(answered.json().authorName).toBe('کاربر رصد');
    const opened = (await service.app.inject({ method: 'GET', url: `/api/UGQ/${questions[0].id}` })).json();
    const shown = opened.answers.find(
      (answer: { body: string }) => answer.body === 'با پشتیبانی تماس بگیرید.',
    );
    expect(shown.authorName).toBe('کاربر رصد');
    expect(JSON.stringify(opened)).not.toMatch(/۰۹۱۲|0912/);
  });
});
