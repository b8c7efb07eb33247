import type { RouteObject } from 'react-router-dom';
import profilePageQuery from '../../__generated__/ProfilePageQuery.graphql';
import type { ProfilePageQuery } from '../../__generated__/ProfilePageQuery.graphql';
import type { queryRoute as QueryRoute } from '../../app/routing/routes.tsx';
import type { AppLocale } from '../../shared/locale/locales.ts';

/** The profile page; the nav bar's account menu and the dialog live in the shell. */
export function accountRoutes(locale: AppLocale, queryRoute: typeof QueryRoute): RouteObject[] {
  return [
    queryRoute<ProfilePageQuery>({ path: 'profile' }, locale, profilePageQuery, {}, () =>
      import('./ProfilePage.tsx').then((module) => module.ProfilePage),
    ),
  ];
}
