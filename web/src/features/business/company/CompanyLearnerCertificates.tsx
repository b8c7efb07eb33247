import { Body1, Caption1, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import type { CompanyLearnerCertificatesFragment$key } from '../../../__generated__/CompanyLearnerCertificatesFragment.graphql';
import { formatDate } from '../../../shared/format/dates.ts';
import { useLocale } from '../../../shared/locale/useLocale.ts';
import { AppLink } from '../../../shared/ui/AppLink.tsx';

const useStyles = makeStyles({
  list: {
    listStyle: 'none',
    padding: 0,
    margin: 0,
    display: 'grid',
    gap: tokens.spacingVerticalS,
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
  },
  item: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    padding: tokens.spacingVerticalS,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
    minWidth: 0,
    overflowWrap: 'anywhere',
  },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** Certificates the company's learners chose to show on its page: name, course, date and a link to verify each. */
export function CompanyLearnerCertificates({ company }: { company: CompanyLearnerCertificatesFragment$key }) {
  const styles = useStyles();
  const locale = useLocale();
  const { learnerCertificates } = useFragment(
    graphql`
      fragment CompanyLearnerCertificatesFragment on Company {
        learnerCertificates {
          code
          learnerName
          courseTitle
          issuedAt
        }
      }
    `,
    company,
  );
  if (learnerCertificates.length === 0) return null;
  return (
    <section aria-labelledby="company-learner-certificates" data-testid="company-learner-certificates">
      <Subtitle2 as="h3" id="company-learner-certificates">
        <FormattedMessage id="companies.pageCertificates.title" />
      </Subtitle2>
      <ul className={styles.list}>
        {learnerCertificates.map((certificate) => (
          <li key={certificate.code} className={styles.item} data-testid="company-learner-certificate">
            <Body1>{certificate.learnerName}</Body1>
            <Body1>{certificate.courseTitle}</Body1>
            <Caption1 className={styles.muted}>{formatDate(locale, certificate.issuedAt)}</Caption1>
            <AppLink to={`/certificates/${certificate.code}`}>
              <FormattedMessage id="companies.pageCertificates.verify" />
            </AppLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
