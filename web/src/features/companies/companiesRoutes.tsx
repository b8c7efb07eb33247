import type { RouteObject } from 'react-router-dom';
import companyAdministrationPageQuery from '../../__generated__/CompanyAdministrationPageQuery$parameters';
import type { CompanyAdministrationPageQuery } from '../../__generated__/CompanyAdministrationPageQuery.graphql';
import companyManagementPageQuery from '../../__generated__/CompanyManagementPageQuery$parameters';
import type { CompanyManagementPageQuery } from '../../__generated__/CompanyManagementPageQuery.graphql';
import companyPageEditorPageQuery from '../../__generated__/CompanyPageEditorPageQuery$parameters';
import type { CompanyPageEditorPageQuery } from '../../__generated__/CompanyPageEditorPageQuery.graphql';
import companyVerifyPageQuery from '../../__generated__/CompanyVerifyPageQuery$parameters';
import type { CompanyVerifyPageQuery } from '../../__generated__/CompanyVerifyPageQuery.graphql';
import mentorPageQuery from '../../__generated__/MentorPageQuery$parameters';
import type { MentorPageQuery } from '../../__generated__/MentorPageQuery.graphql';
import { queryRoute } from '../../app/routing/queryRoute.tsx';
import type { AppLocale } from '../../shared/locale/locales.ts';

/** The companies' own side: the management panel, owner verification, the page editor, company administration, mentoring. */
export function companiesRoutes(locale: AppLocale): RouteObject[] {
  return [
    queryRoute<CompanyManagementPageQuery>(
      { path: 'companies' },
      locale,
      companyManagementPageQuery,
      {},
      () => import('./CompanyManagementPage.tsx').then((module) => module.CompanyManagementPage),
    ),
    queryRoute<CompanyVerifyPageQuery>({ path: 'companies/verify' }, locale, companyVerifyPageQuery, {}, () =>
      import('./CompanyVerifyPage.tsx').then((module) => module.CompanyVerifyPage),
    ),
    queryRoute<CompanyPageEditorPageQuery>(
      { path: 'companies/manage/:companyId' },
      locale,
      companyPageEditorPageQuery,
      ({ params }) => ({ id: params.companyId ?? '' }),
      () => import('./CompanyPageEditorPage.tsx').then((module) => module.CompanyPageEditorPage),
    ),
    queryRoute<CompanyAdministrationPageQuery>(
      { path: 'companies/administration' },
      locale,
      companyAdministrationPageQuery,
      {},
      () => import('./CompanyAdministrationPage.tsx').then((module) => module.CompanyAdministrationPage),
    ),
    queryRoute<MentorPageQuery>({ path: 'companies/mentor' }, locale, mentorPageQuery, {}, () =>
      import('./MentorPage.tsx').then((module) => module.MentorPage),
    ),
  ];
}
