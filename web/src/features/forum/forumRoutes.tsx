import type { RouteObject } from 'react-router-dom';
import forumPageQuery from '../../__generated__/ForumPageQuery$parameters';
import type { ForumPageQuery } from '../../__generated__/ForumPageQuery.graphql';
import forumQuestionPageQuery from '../../__generated__/ForumQuestionPageQuery$parameters';
import type { ForumQuestionPageQuery } from '../../__generated__/ForumQuestionPageQuery.graphql';
import { queryRoute } from '../../app/routing/queryRoute.tsx';
import type { AppLocale } from '../../shared/locale/locales.ts';

/** The community forum: the question list and one question with its answers. */
export function forumRoutes(locale: AppLocale): RouteObject[] {
  return [
    queryRoute<ForumPageQuery>({ path: 'forum' }, locale, forumPageQuery, {}, () =>
      import('./ForumPage.tsx').then((module) => module.ForumPage),
    ),
    queryRoute<ForumQuestionPageQuery>(
      { path: 'forum/:questionId' },
      locale,
      forumQuestionPageQuery,
      ({ params }) => ({ id: params.questionId ?? '' }),
      () => import('./ForumQuestionPage.tsx').then((module) => module.ForumQuestionPage),
      { serverRendered: { missing: (response) => response.forumQuestion == null } },
    ),
  ];
}
