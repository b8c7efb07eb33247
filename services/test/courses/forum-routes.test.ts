import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coursesService } from '../../src/courses/courses-service.ts';
import { buildTestService, type TestService } from '../build-test-service.ts';
import { testAuthorization } from '../test-auth.ts';

let service: TestService;
let learner: { authorization: string };
beforeAll(async () => {
  service = await buildTestService(coursesService);
  learner = await testAuthorization({ userId: '00000000-0000-4000-8000-000000000006', packageType: 'FREE' });
});
afterAll(() => service.close());

const post = (url: string, payload: object, headers: Record<string, string> = learner) =>
  service.app.inject({ method: 'POST', url, headers, payload });
const get = (url: string, headers: Record<string, string> = {}) =>
  service.app.inject({ method: 'GET', url, headers });

describe('forum', () => {
  it('lets a visitor read the seeded questions, newest first, with author, course and answer count', async () => {
    const page = await get('/api/UGQ/Questions');
    expect(page.statusCode).toBe(200);
    const { totalCount, questions } = page.json();
    expect(totalCount).toBe(2);
    expect(questions[0]).toMatchObject({
      title: 'کد رهگیری گواهی را کجا ببینم؟',
      authorName: 'نرگس حسینی',
      courseId: null,
      answerCount: 0,
    });
    expect(questions[1]).toMatchObject({
      authorName: 'امیر جعفری',
      courseTitle: 'اکسل کاربردی برای کسب‌وکار',
      answerCount: 1,
    });
    const opened = await get(`/api/UGQ/${questions[1].id}`);
    expect(opened.json().answers).toHaveLength(1);
    expect(opened.json().answers[0].authorName).toBe('نرگس حسینی');
  });

  it('takes a new question and an answer from a signed-in learner, under the name they enrolled with', async () => {
    service.context.now = () => new Date(Date.now() + 60_000);
    const asked = await post('/api/UGQ/Ask', {
      title: 'صادرات به عراق',
      body: 'برای صادرات به عراق چه مجوزهایی لازم است؟',
    });
    expect(asked.statusCode).toBe(201);
    const { questions } = (await get('/api/UGQ/Questions?limit=1')).json();
    expect(questions[0]).toMatchObject({
      id: asked.json().id,
      title: 'صادرات به عراق',
      authorName: 'امیر جعفری',
      answerCount: 0,
    });
    const answered = await post(`/api/UGQ/${asked.json().id}/Answer`, {
      body: 'کارت بازرگانی و گواهی مبدأ.',
      authorName: 'نرگس',
    });
    expect(answered.statusCode).toBe(201);
    expect(answered.json()).toMatchObject({ authorName: 'نرگس', body: 'کارت بازرگانی و گواهی مبدأ.' });
    const opened = (await get(`/api/UGQ/${asked.json().id}`)).json();
    expect(opened.answerCount).toBe(1);
    expect(opened.answers.map((answer: { body: string }) => answer.body)).toEqual([
      'کارت بازرگانی و گواهی مبدأ.',
    ]);
  });

  it('pages a question’s answers oldest first with offset and limit, and counts them all', async () => {
    const asked = await post('/api/UGQ/Ask', {
      title: 'بیمه تأمین اجتماعی',
      body: 'بیمه کارکنان پاره‌وقت چطور است؟',
    });
    const id = asked.json().id;
    for (const body of ['پاسخ یکم', 'پاسخ دوم', 'پاسخ سوم']) {
      expect((await post(`/api/UGQ/${id}/Answer`, { body })).statusCode).toBe(201);
    }
    const bodies = async (query: string) => {
      const opened = (await get(`/api/UGQ/${id}${query}`)).json();
      expect(opened.answerCount).toBe(3);
      return opened.answers.map((answer: { body: string }) => answer.body);
    };
    expect(await bodies('?limit=2')).toEqual(['پاسخ یکم', 'پاسخ دوم']);
    expect(await bodies('?offset=2&limit=2')).toEqual(['پاسخ سوم']);
    expect((await get(`/api/UGQ/${id}?limit=51`)).statusCode).toBe(400);
    expect((await get(`/api/UGQ/${id}?offset=-1`)).statusCode).toBe(400);
  });

  it('shows a question to the teacher that its learner published by its opening words, and an unnamed author as a Rasad user', async () => {
    const courses = (await get('/api/Courses/GetCourses')).json() as { id: number }[];
    // Someone not enrolled may ask only from a free preview (the course's first lesson), and has no enrolled name.
    const preview = (await get(`/api/Courses/${courses[0]!.id}`)).json().sections[0].lessons[0];
    expect(preview.isFreePreview).toBe(true);
    const stranger = await testAuthorization({
      userId: '00000000-0000-4000-8000-0000000000b1',
      packageType: 'FREE',
    });
    service.context.now = () => new Date(Date.now() + 120_000);
    const created = await post(
      '/api/UGQ/CreateUGQ',
      {
        courseId: courses[0]!.id,
        lessonId: preview.id,
        question: 'آیا فایل تمرین جلسه دوم هم هست؟\nممنون',
        publish: true,
      },
      stranger,
    );
    expect(created.statusCode).toBe(201);
    const english = (await get(`/api/UGQ/${created.json().id}`, { 'accept-language': 'en-US' })).json();
    expect(english).toMatchObject({ title: 'آیا فایل تمرین جلسه دوم هم هست؟', authorName: 'Rasad user' });
  });

  it('refuses visitors, bad input in Persian and unknown questions, and changes nothing', async () => {
    const before = (await get('/api/UGQ/Questions')).json().totalCount;
    expect(
      (await post('/api/UGQ/Ask', { title: 'پرسش بی‌نام', body: 'متن پرسشی که مهمان می‌فرستد' }, {}))
        .statusCode,
    ).toBe(401);
    const short = await post('/api/UGQ/Ask', { title: 'کوتاه', body: 'کم' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('متن پرسش باید بین ۱۰ تا ۴۰۰۰ نویسه باشد.');
    const noCourse = await post('/api/UGQ/Ask', {
      title: 'درباره دوره‌ای ناموجود',
      body: 'این دوره وجود ندارد ولی می‌پرسم',
      courseId: 999999,
    });
    expect(noCourse.statusCode).toBe(404);
    const emptyAnswer = await post('/api/UGQ/1/Answer', { body: ' ' });
    expect(emptyAnswer.json().message).toBe('متن پاسخ باید بین ۲ تا ۴۰۰۰ نویسه باشد.');
    const missing = await post('/api/UGQ/999999/Answer', { body: 'پاسخ به هیچ' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('این پرسش پیدا نشد.');
    expect((await get('/api/UGQ/abc')).statusCode).toBe(400);
    expect((await get('/api/UGQ/Questions')).json().totalCount).toBe(before);
  });
});
