import type { RouteObject } from 'react-router-dom';
import coursePageQuery from '../../__generated__/CoursePageQuery$parameters';
import type { CoursePageQuery } from '../../__generated__/CoursePageQuery.graphql';
import coursesDashboardPageQuery from '../../__generated__/CoursesDashboardPageQuery$parameters';
import type { CoursesDashboardPageQuery } from '../../__generated__/CoursesDashboardPageQuery.graphql';
import courseListPageQuery from '../../__generated__/CourseListPageQuery$parameters';
import type { CourseListPageQuery } from '../../__generated__/CourseListPageQuery.graphql';
import coursesCataloguePageQuery from '../../__generated__/CoursesCataloguePageQuery$parameters';
import type { CoursesCataloguePageQuery } from '../../__generated__/CoursesCataloguePageQuery.graphql';
import certificatePageQuery from '../../__generated__/CertificatePageQuery$parameters';
import type { CertificatePageQuery } from '../../__generated__/CertificatePageQuery.graphql';
import courseExamPageQuery from '../../__generated__/CourseExamPageQuery$parameters';
import type { CourseExamPageQuery } from '../../__generated__/CourseExamPageQuery.graphql';
import teacherQuestionsPageQuery from '../../__generated__/TeacherQuestionsPageQuery$parameters';
import type { TeacherQuestionsPageQuery } from '../../__generated__/TeacherQuestionsPageQuery.graphql';
import { queryRoute } from '../../app/routing/queryRoute.tsx';
import type { AppLocale } from '../../shared/locale/locales.ts';
import { playerDeviceIdFor } from './playerDeviceId.ts';

/** `/courses/browse?category=…|tag=…|qualification=…|q=…`: one filter at a time, search first. */
function courseListVariables(url: URL): CourseListPageQuery['variables'] {
  const search = (url.searchParams.get('q') ?? '').trim();
  const categoryId = url.searchParams.get('category') ?? '';
  const tagId = url.searchParams.get('tag') ?? '';
  const qualificationId = url.searchParams.get('qualification') ?? '';
  const filter = search
    ? { search }
    : categoryId
      ? { categoryId }
      : tagId
        ? { tagId }
        : qualificationId
          ? { qualificationId }
          : null;
  return {
    filter,
    categoryId,
    tagId,
    qualificationId,
    hasCategory: filter?.categoryId !== undefined,
    hasTag: filter?.tagId !== undefined,
    hasQualification: filter?.qualificationId !== undefined,
  };
}

/** The learning area: catalogue, course lists, the course page with its player, the exam and certificate verification. */
export function coursesRoutes(locale: AppLocale): RouteObject[] {
  return [
    queryRoute<CoursesCataloguePageQuery>({ path: 'courses' }, locale, coursesCataloguePageQuery, {}, () =>
      import('./CoursesCataloguePage.tsx').then((module) => module.CoursesCataloguePage),
    ),
    queryRoute<CourseListPageQuery>(
      { path: 'courses/browse' },
      locale,
      courseListPageQuery,
      ({ request }) => courseListVariables(new URL(request.url)),
      () => import('./CourseListPage.tsx').then((module) => module.CourseListPage),
    ),
    queryRoute<CoursesDashboardPageQuery>(
      { path: 'courses/dashboard' },
      locale,
      coursesDashboardPageQuery,
      {},
      () => import('./CoursesDashboardPage.tsx').then((module) => module.CoursesDashboardPage),
    ),
    queryRoute<TeacherQuestionsPageQuery>(
      { path: 'courses/teaching' },
      locale,
      teacherQuestionsPageQuery,
      {},
      () => import('./TeacherQuestionsPage.tsx').then((module) => module.TeacherQuestionsPage),
    ),
    queryRoute<CoursePageQuery>(
      { path: 'courses/:courseId' },
      locale,
      coursePageQuery,
      // The player's device id comes along so the page admits this device before it hands out the clip's link.
      (args) => ({
        id: args.params.courseId ?? '',
        lessonId: new URL(args.request.url).searchParams.get('lesson'),
        deviceId: playerDeviceIdFor(args),
      }),
      () => import('./CoursePage.tsx').then((module) => module.CoursePage),
      { serverRendered: { missing: (response) => response.course == null } },
    ),
    queryRoute<CourseExamPageQuery>(
      { path: 'courses/:courseId/exam' },
      locale,
      courseExamPageQuery,
      ({ params }) => ({ id: params.courseId ?? '' }),
      () => import('./CourseExamPage.tsx').then((module) => module.CourseExamPage),
    ),
    queryRoute<CertificatePageQuery>(
      { path: 'certificates' },
      locale,
      certificatePageQuery,
      { code: '', hasCode: false },
      () => import('./CertificatePage.tsx').then((module) => module.CertificatePage),
    ),
    queryRoute<CertificatePageQuery>(
      { path: 'certificates/:code' },
      locale,
      certificatePageQuery,
      ({ params }) => ({ code: params.code ?? '', hasCode: true }),
      () => import('./CertificatePage.tsx').then((module) => module.CertificatePage),
      { serverRendered: { missing: (response) => response.certificate == null } },
    ),
  ];
}
