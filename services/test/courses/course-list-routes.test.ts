import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coursesService } from '../../src/courses/courses-service.ts';
import { buildTestService, type TestService } from '../build-test-service.ts';

let service: TestService;
beforeAll(async () => {
  service = await buildTestService(coursesService);
});
afterAll(() => service.close());

interface CourseSummary {
  id: number;
  slug: string;
  title: string;
  categoryId: number;
  isFeatured: boolean;
  isSuperPremium: boolean;
  lessonCount: number;
  totalSeconds: number;
  averageScore: number | null;
  reviewCount: number;
  teacher: { fullName: string };
  tags: { id: number; title: string }[];
}

const get = async (url: string, headers: Record<string, string> = {}) =>
  service.app.inject({ method: 'GET', url, headers });

describe('GET /api/Courses/GetCourses', () => {
  it('lists every course with teacher, lesson totals, average score and tags', async () => {
    const courses: CourseSummary[] = (await get('/api/Courses/GetCourses')).json();
    expect(courses).toHaveLength(12);
    const excel = courses.find((course) => course.slug === 'excel-for-business')!;
    expect(excel).toMatchObject({
      title: 'اکسل کاربردی برای کسب‌وکار',
      lessonCount: 3,
      totalSeconds: 12 + 18 + 24,
      teacher: { fullName: 'امید رحیمی' },
    });
    expect(excel.tags.map((tag) => tag.title)).toEqual(['مقدماتی', 'اکسل']);
    expect(excel.reviewCount).toBeGreaterThanOrEqual(2);
    expect(excel.averageScore).toBeGreaterThanOrEqual(3);
    expect(excel.averageScore).toBeLessThanOrEqual(5);
  });

  it('filters by tag and by qualification', async () => {
    const all: CourseSummary[] = (await get('/api/Courses/GetCourses')).json();
    const excelTag = all.find((course) => course.slug === 'excel-for-business')!.tags[1]!;
    const tagged: CourseSummary[] = (await get(`/api/Courses/GetCourses?tagId=${excelTag.id}`)).json();
    expect(tagged.map((course) => course.slug).sort()).toEqual(['excel-for-business', 'power-bi-dashboards']);
    expect((await get('/api/Courses/GetCourses?tagId=abc')).statusCode).toBe(400);
  });
});

describe('featured, super-premium, by category', () => {
  it('returns only the flagged courses', async () => {
    const featured: CourseSummary[] = (await get('/api/Courses/GetFeatured')).json();
    expect(featured.length).toBe(4);
    expect(featured.every((course) => course.isFeatured)).toBe(true);
    const flagship: CourseSummary[] = (await get('/api/Courses/SuperPremiumCourses')).json();
    expect(flagship.map((course) => course.slug).sort()).toEqual([
      'b2b-sales-playbook',
      'power-bi-dashboards',
    ]);
  });

  it('lists a category’s courses, as many as its count says', async () => {
    const [first] = (await get('/api/Categories')).json() as { id: number; courseCount: number }[];
    const courses: CourseSummary[] = (await get(`/api/Courses/ByCategory?categoryId=${first!.id}`)).json();
    expect(courses).toHaveLength(first!.courseCount);
    expect(courses.every((course) => course.categoryId === first!.id)).toBe(true);
    const missing = await get('/api/Courses/ByCategory');
    expect(missing.statusCode).toBe(400);
  });
});

describe('GET /api/Courses/SearchCourse', () => {
  it('finds courses by Persian or English words, Arabic letters normalised', async () => {
    const persian: CourseSummary[] = (
      await get(`/api/Courses/SearchCourse?term=${encodeURIComponent('مالیات')}`)
    ).json();
    expect(persian.map((course) => course.slug)).toContain('vat-in-practice');
    const arabicKeyboard: CourseSummary[] = (
      await get(`/api/Courses/SearchCourse?term=${encodeURIComponent('اكسل')}`)
    ).json();
    expect(arabicKeyboard.map((course) => course.slug)).toContain('excel-for-business');
    const english: CourseSummary[] = (await get('/api/Courses/SearchCourse?term=power')).json();
    expect(english.map((course) => course.slug)).toEqual(['power-bi-dashboards']);
  });

  it('refuses a one-letter term in the caller’s language', async () => {
    const response = await get('/api/Courses/SearchCourse?term=a');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('عبارت جست‌وجو باید بین ۲ تا ۱۰۰ نویسه باشد.');
  });
});

describe('GET /api/Courses/Others', () => {
  it('relates courses of the same category or a shared tag, never the course itself', async () => {
    const all: CourseSummary[] = (await get('/api/Courses/GetCourses')).json();
    const excel = all.find((course) => course.slug === 'excel-for-business')!;
    const others: CourseSummary[] = (await get(`/api/Courses/Others?id=${excel.id}`)).json();
    expect(others.length).toBeGreaterThan(0);
    expect(others.length).toBeLessThanOrEqual(4);
    expect(others.map((course) => course.id)).not.toContain(excel.id);
    expect(others.map((course) => course.slug)).toContain('power-bi-dashboards');
    expect((await get('/api/Courses/Others?id=99999')).statusCode).toBe(404);
  });
});
