import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPlatformUnderTest, type PlatformUnderTest } from './platform-under-test.ts';

let platform: PlatformUnderTest;
beforeAll(async () => {
  platform = await startPlatformUnderTest();
});
afterAll(() => platform.close());

const cataloguePage = /* GraphQL */ `
  query {
    courseCategories {
      totalCount
      edges {
        node {
          id
          title
          courseCount
        }
      }
    }
    courseTags {
      edges {
        node {
          id
          title
        }
      }
    }
    featuredCourses {
      edges {
        node {
          id
          title
          teacher {
            fullName
          }
          averageScore
        }
      }
    }
    superPremiumCourses {
      edges {
        node {
          title
          isSuperPremium
        }
      }
    }
  }
`;

describe('the course catalogue', () => {
  it('serves categories with counts, tags, featured and super-premium rows in one request', async () => {
    platform.resetCalls();
    const { data, errors } = await platform.graphql(cataloguePage);
    expect(errors).toBeUndefined();
    expect(data!.courseCategories.edges[0].node).toMatchObject({ title: 'صادرات و واردات', courseCount: 3 });
    expect(data!.featuredCourses.edges).toHaveLength(4);
    expect(
      data!.superPremiumCourses.edges.every(
        (edge: { node: { isSuperPremium: boolean } }) => edge.node.isSuperPremium,
      ),
    ).toBe(true);
    expect(platform.callCounts()).toEqual({
      'GET /api/Categories': 1,
      'GET /api/Tags': 1,
      'GET /api/Courses/GetFeatured': 1,
      'GET /api/Courses/SuperPremiumCourses': 1,
    });
  });

  it('filters courses by category, tag or search term', async () => {
    const { data } = await platform.graphql(cataloguePage);
    const category = data!.courseCategories.edges[0].node;
    const byCategory = await platform.graphql(
      `query ($id: ID!) { courses(filter: { categoryId: $id }) { totalCount edges { node { category { id } } } } }`,
      { id: category.id },
    );
    expect(byCategory.data!.courses.totalCount).toBe(category.courseCount);
    expect(
      byCategory.data!.courses.edges.every(
        (edge: { node: { category: { id: string } } }) => edge.node.category.id === category.id,
      ),
    ).toBe(true);
    const search = await platform.graphql(
      `{ courses(filter: { search: "Power BI" }) { edges { node { title } } } }`,
      {},
      'en-US',
    );
    expect(search.data!.courses.edges.map((edge: { node: { title: string } }) => edge.node.title)).toEqual([
      'Management dashboards with Power BI',
    ]);
    const badSearch = await platform.graphql(`{ courses(filter: { search: "x" }) { totalCount } }`);
    expect(badSearch.errors?.[0]?.message).toBe('عبارت جست‌وجو باید بین ۲ تا ۱۰۰ نویسه باشد.');
  });
});

describe('the course page', () => {
  it('reads teacher, sections, lessons, reviews and related courses with one call for the page', async () => {
    const { data } = await platform.graphql(`{ featuredCourses { edges { node { id title } } } }`);
    const excel = data!.featuredCourses.edges.find(
      (edge: { node: { title: string } }) => edge.node.title === 'اکسل کاربردی برای کسب‌وکار',
    ).node;
    platform.resetCalls();
    const page = await platform.graphql(
      `query ($id: ID!) {
        course(id: $id) {
          title averageScore reviewCount
          teacher { fullName bio }
          sections { title lessons { id title durationSeconds canWatch } }
          reviews(first: 3) { totalCount edges { node { score authorName } } }
          enrolment { daysRemaining }
          currentLesson { title playback(deviceId: "catalogue-device") { mediaUrl refusal } }
          exam { questionCount }
          relatedCourses(first: 4) { edges { node { title } } }
        }
      }`,
      { id: excel.id },
    );
    expect(page.errors).toBeUndefined();
    const course = page.data!.course;
    expect(course.teacher.bio).toContain('داشبورد');
    expect(course.sections.flatMap((section: { lessons: unknown[] }) => section.lessons)).toHaveLength(3);
    expect(course.reviews.totalCount).toBe(course.reviewCount);
    expect(course.enrolment).toBeNull();
    // The free preview plays for anyone, from the site's own origin.
    expect(course.currentLesson.playback).toMatchObject({
      mediaUrl: expect.stringMatching(/^\/media\/lesson-clip-1\.webm\?audience=public&/),
      refusal: null,
    });
    expect(course.exam.questionCount).toBe(3);
    expect(course.relatedCourses.edges.length).toBeGreaterThan(0);
    const calls = Object.entries(platform.callCounts());
    expect(calls).toHaveLength(3);
    expect(calls).toContainEqual(['GET /api/Courses/Others', 1]);
    expect(calls).toContainEqual(['GET /api/Media/Preview', 1]);
    expect(calls.find(([path]) => /^GET \/api\/Courses\/\d+$/.test(path))?.[1]).toBe(1);
  });

  it('answers null for a course that does not exist', async () => {
    const missing = Buffer.from('Course:99999').toString('base64url');
    const { data, errors } = await platform.graphql(`query ($id: ID!) { course(id: $id) { title } }`, {
      id: missing,
    });
    expect(errors).toBeUndefined();
    expect(data!.course).toBeNull();
  });
});
