import type { RouteObject } from 'react-router-dom';
import profilePageQuery from '../../__generated__/ProfilePageQuery$parameters';
import type { ProfilePageQuery } from '../../__generated__/ProfilePageQuery.graphql';
import discountCodePageQuery from '../../__generated__/DiscountCodePageQuery$parameters';
import type { DiscountCodePageQuery } from '../../__generated__/DiscountCodePageQuery.graphql';
import { queryRoute } from '../../app/routing/queryRoute.tsx';
import type { AppLocale } from '../../shared/locale/locales.ts';

/** The profile page and the discount-code page; the nav bar's account menu and the dialog live in the shell. */
export function accountRoutes(locale: AppLocale): RouteObject[] {
  return [
    queryRoute<ProfilePageQuery>({ path: 'profile' }, locale, profilePageQuery, {}, () =>
      import('./ProfilePage.tsx').then((module) => module.ProfilePage),
    ),
    queryRoute<DiscountCodePageQuery>(
      { path: 'profile/discount-code' },
      locale,
      discountCodePageQuery,
      {},
      () => import('../credits/DiscountCodePage.tsx').then((module) => module.DiscountCodePage),
    ),
  ];
}
