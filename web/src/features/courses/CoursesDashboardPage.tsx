import { Body1, Button, Caption1, Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import { DocumentPdfRegular } from '@fluentui/react-icons';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import type { PreloadedQuery } from 'react-relay/hooks';
import type { CoursesDashboardPageQuery } from '../../__generated__/CoursesDashboardPageQuery.graphql';
import { useAuthDialog } from '../../shared/auth/useAuthDialog.ts';
import { formatDate } from '../../shared/format/dates.ts';
import { useLocale } from '../../shared/locale/useLocale.ts';
import { AppLink } from '../../shared/ui/AppLink.tsx';
import { PageContainer } from '../../shared/ui/PageContainer.tsx';
import { PageHeader } from '../../shared/ui/PageHeader.tsx';
import { CreditsAndCoupons } from '../../shared/credits/CreditsAndCoupons.tsx';
import { DiscountCodeCard } from '../../shared/credits/DiscountCodeCard.tsx';
import { GiftCodeForm } from './GiftCodeForm.tsx';
import { Panel } from '../../shared/ui/Panel.tsx';
import { LessonProgress } from './LessonProgress.tsx';

const useStyles = makeStyles({
  section: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    marginBlockEnd: tokens.spacingVerticalXXL,
  },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  card: { gap: tokens.spacingVerticalS },
  ended: { color: tokens.colorPaletteRedForeground1 },
  muted: { color: tokens.colorNeutralForeground3 },
  link: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
});

/** The learner's courses dashboard: courses with progress and days left, certificates, gift codes. */
export function CoursesDashboardPage({ queryRef }: { queryRef: PreloadedQuery<CoursesDashboardPageQuery> }) {
  const styles = useStyles();
  const intl = useIntl();
  const locale = useLocale();
  const authDialog = useAuthDialog();
  const { viewer } = usePreloadedQuery<CoursesDashboardPageQuery>(
    graphql`
      query CoursesDashboardPageQuery @preloadable {
        viewer {
          isTeacher
          learnerCourses(first: 50) {
            edges {
              node {
                daysRemaining
                hasAccess
                watchedLessonCount
                course {
                  id
                  title
                  lessonCount
                }
              }
            }
          }
          ...DiscountCodeCardFragment
          ...CreditsAndCouponsFragment
          certificates(first: 50) {
            edges {
              node {
                code
                courseTitle
                scorePercent
                issuedAt
                pdfUrl
              }
            }
          }
        }
      }
    `,
    queryRef,
  );
  const title = intl.formatMessage({ id: 'courses.dashboard.title' });
  if (!viewer) {
    return (
      <PageContainer narrow>
        <PageHeader title={title} />
        <Body1>
          <FormattedMessage id="courses.dashboard.signIn" />{' '}
          <Button size="small" appearance="primary" onClick={() => authDialog.show({ mode: 'signIn' })}>
            <FormattedMessage id="courses.signIn" />
          </Button>
        </Body1>
      </PageContainer>
    );
  }
  return (
    <PageContainer>
      <PageHeader title={title} />
      {viewer.isTeacher ? (
        <Body1>
          <AppLink to="/courses/teaching">
            <FormattedMessage id="courses.teacher.link" />
          </AppLink>
        </Body1>
      ) : null}
      <section
        className={styles.section}
        aria-label={intl.formatMessage({ id: 'courses.dashboard.myCourses' })}
      >
        <Subtitle1 as="h2">
          <FormattedMessage id="courses.dashboard.myCourses" />
        </Subtitle1>
        {viewer.learnerCourses.edges.length === 0 ? (
          <Body1>
            <FormattedMessage id="courses.dashboard.noCourses" />{' '}
            <AppLink to="/courses">
              <FormattedMessage id="courses.dashboard.toCatalogue" />
            </AppLink>
          </Body1>
        ) : (
          <div className={styles.grid}>
            {viewer.learnerCourses.edges.map(({ node }) => (
              <Panel key={node.course.id} className={styles.card} data-testid="dashboard-course">
                <AppLink to={`/courses/${node.course.id}`}>{node.course.title}</AppLink>
                <LessonProgress watched={node.watchedLessonCount} total={node.course.lessonCount} />
                <Caption1 className={node.hasAccess ? styles.muted : styles.ended}>
                  <FormattedMessage id="courses.page.daysRemaining" values={{ days: node.daysRemaining }} />
                </Caption1>
              </Panel>
            ))}
          </div>
        )}
      </section>
      <section
        className={styles.section}
        aria-label={intl.formatMessage({ id: 'courses.dashboard.certificates' })}
      >
        <Subtitle1 as="h2">
          <FormattedMessage id="courses.dashboard.certificates" />
        </Subtitle1>
        {viewer.certificates.edges.length === 0 ? (
          <Body1>
            <FormattedMessage id="courses.dashboard.noCertificates" />
          </Body1>
        ) : (
          <div className={styles.grid}>
            {viewer.certificates.edges.map(({ node }) => (
              <Panel key={node.code} className={styles.card} data-testid="dashboard-certificate">
                <Body1>{node.courseTitle}</Body1>
                <Caption1>
                  <FormattedMessage id="courses.exam.score" values={{ score: node.scorePercent }} />
                </Caption1>
                <Caption1>
                  <FormattedMessage
                    id="courses.certificate.issuedOn"
                    values={{ date: formatDate(locale, node.issuedAt as string) }}
                  />
                </Caption1>
                <a className={styles.link} href={node.pdfUrl} download>
                  <DocumentPdfRegular aria-hidden />
                  <FormattedMessage id="courses.certificate.download" />
                </a>
                <AppLink to={`/certificates/${node.code}`}>
                  <FormattedMessage id="courses.certificate.verifyLink" />
                </AppLink>
              </Panel>
            ))}
          </div>
        )}
      </section>
      <section className={styles.section} aria-label={intl.formatMessage({ id: 'credits.section' })}>
        <Subtitle1 as="h2">
          <FormattedMessage id="credits.section" />
        </Subtitle1>
        <DiscountCodeCard viewer={viewer} />
        <CreditsAndCoupons viewer={viewer} />
      </section>
      <section className={styles.section} aria-label={intl.formatMessage({ id: 'courses.gift.title' })}>
        <Subtitle1 as="h2">
          <FormattedMessage id="courses.gift.title" />
        </Subtitle1>
        <GiftCodeForm />
      </section>
    </PageContainer>
  );
}
