import { Badge, Body1, Button, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import type { PreloadedQuery } from 'react-relay/hooks';
import type { CompanyManagementPageQuery } from '../../__generated__/CompanyManagementPageQuery.graphql';
import { SignInPrompt } from '../../shared/auth/SignInPrompt.tsx';
import { formatDate } from '../../shared/format/dates.ts';
import { useLocale } from '../../shared/locale/useLocale.ts';
import { useAppToast } from '../../shared/toast/useAppToast.tsx';
import { ButtonLink } from '../../shared/ui/ButtonLink.tsx';
import { PageContainer } from '../../shared/ui/PageContainer.tsx';
import { PageHeader } from '../../shared/ui/PageHeader.tsx';
import { CompanyPageCertificatesCard } from './CompanyPageCertificatesCard.tsx';
import { useCourseCreditEnrolMutation } from './useCourseCreditEnrolMutation.ts';
import { sectionStyles } from '../../shared/ui/sectionStyles.ts';
import { Panel } from '../../shared/ui/Panel.tsx';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gap: tokens.spacingVerticalL,
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 300px), 1fr))',
  },
  card: { ...sectionStyles.card, gap: tokens.spacingVerticalS },
  list: sectionStyles.list,
  row: {
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    flexWrap: 'wrap',
  },
  muted: sectionStyles.muted,
});

/** `/companies`: the management panel's start — verified companies, company administration, mentoring, and the viewer's course credits. */
export function CompanyManagementPage({
  queryRef,
}: {
  queryRef: PreloadedQuery<CompanyManagementPageQuery>;
}) {
  const styles = useStyles();
  const intl = useIntl();
  const locale = useLocale();
  const toast = useAppToast();
  const [enrol, enrolling] = useCourseCreditEnrolMutation();
  const { viewer } = usePreloadedQuery<CompanyManagementPageQuery>(
    graphql`
      query CompanyManagementPageQuery @preloadable {
        viewer {
          ...CompanyPageCertificatesCardFragment
          managedCompanies {
            verifiedAt
            company {
              id
              name
            }
          }
          companyRoles {
            isCompanyAdministrator
            isMentor
          }
          courseCredits {
            id
            state
            isActive
            days
            courseTitle
            course {
              id
            }
          }
        }
      }
    `,
    queryRef,
  );
  const title = intl.formatMessage({ id: 'companies.panel.title' });
  if (!viewer) {
    return (
      <PageContainer>
        <PageHeader title={title} />
        <SignInPrompt messageId="companies.signInFirst" buttonId="companies.signIn" />
      </PageContainer>
    );
  }
  return (
    <PageContainer>
      <PageHeader title={title} subtitle={<FormattedMessage id="companies.panel.subtitle" />} />
      <div className={styles.grid}>
        <Panel className={styles.card}>
          <Subtitle2 as="h2">
            <FormattedMessage id="companies.panel.myCompanies" />
          </Subtitle2>
          {viewer.managedCompanies.length === 0 ? (
            <Body1 className={styles.muted}>
              <FormattedMessage id="companies.panel.noCompanies" />
            </Body1>
          ) : (
            <ul className={styles.list}>
              {viewer.managedCompanies.map((managed) => (
                <li key={managed.company.id} className={styles.row}>
                  <Body1>{managed.company.name}</Body1>
                  <ButtonLink size="small" to={`/companies/manage/${managed.company.id}`}>
                    <FormattedMessage id="companies.panel.edit" />
                  </ButtonLink>
                  <Body1 className={styles.muted}>
                    <FormattedMessage
                      id="companies.panel.verifiedAt"
                      values={{ date: formatDate(locale, managed.verifiedAt) }}
                    />
                  </Body1>
                </li>
              ))}
            </ul>
          )}
          <ButtonLink appearance="primary" to="/companies/verify">
            <FormattedMessage id="companies.verify.title" />
          </ButtonLink>
        </Panel>
        {viewer.companyRoles.isCompanyAdministrator ? (
          <Panel className={styles.card}>
            <Subtitle2 as="h2">
              <FormattedMessage id="companies.admin.title" />
            </Subtitle2>
            <Body1>
              <FormattedMessage id="companies.panel.admin.lead" />
            </Body1>
            <ButtonLink appearance="primary" to="/companies/administration">
              <FormattedMessage id="companies.panel.open" />
            </ButtonLink>
          </Panel>
        ) : null}
        {viewer.companyRoles.isMentor ? (
          <Panel className={styles.card}>
            <Subtitle2 as="h2">
              <FormattedMessage id="companies.mentor.title" />
            </Subtitle2>
            <Body1>
              <FormattedMessage id="companies.panel.mentor.lead" />
            </Body1>
            <ButtonLink appearance="primary" to="/companies/mentor">
              <FormattedMessage id="companies.panel.open" />
            </ButtonLink>
          </Panel>
        ) : null}
        <Panel className={styles.card}>
          <Subtitle2 as="h2">
            <FormattedMessage id="companies.credits.title" />
          </Subtitle2>
          {viewer.courseCredits.length === 0 ? (
            <Body1 className={styles.muted}>
              <FormattedMessage id="companies.credits.none" />
            </Body1>
          ) : (
            <ul className={styles.list} aria-label={intl.formatMessage({ id: 'companies.credits.title' })}>
              {viewer.courseCredits.map((credit) => (
                <li key={credit.id} className={styles.row} data-testid="course-credit">
                  <Body1>
                    {credit.courseTitle} —{' '}
                    <FormattedMessage id="companies.credits.days" values={{ days: credit.days }} />
                  </Body1>
                  <Badge appearance="tint">
                    <FormattedMessage id={`companies.credit.state.${credit.state}`} />
                  </Badge>
                  {credit.state === 'GRANTED' && credit.isActive && credit.course ? (
                    <Button
                      size="small"
                      appearance="primary"
                      disabled={enrolling}
                      onClick={() =>
                        enrol({
                          variables: { input: { courseId: credit.course!.id } },
                          onCompleted: ({ courseCreditEnrol }) => {
                            if (courseCreditEnrol.userErrors[0])
                              return toast.error(courseCreditEnrol.userErrors[0].message);
                            toast.success(intl.formatMessage({ id: 'companies.credits.enrolled' }));
                          },
                          onError: () => toast.error(),
                        })
                      }
                    >
                      <FormattedMessage id="companies.credits.enrol" />
                    </Button>
                  ) : null}
                  {credit.state === 'USED' && credit.course ? (
                    <ButtonLink size="small" to={`/courses/${credit.course.id}`}>
                      <FormattedMessage id="companies.credits.open" />
                    </ButtonLink>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </Panel>
        <CompanyPageCertificatesCard viewer={viewer} />
      </div>
    </PageContainer>
  );
}
