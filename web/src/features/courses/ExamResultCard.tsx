import { Badge, Body1, makeStyles, tokens } from '@fluentui/react-components';
import { DocumentPdfRegular, ShieldCheckmarkRegular } from '@fluentui/react-icons';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import type { ExamResultCardFragment$key } from '../../__generated__/ExamResultCardFragment.graphql';
import { formatTehranDateTime } from '../../shared/format/dates.ts';
import { useLocale } from '../../shared/locale/useLocale.ts';
import { AppLink } from '../../shared/ui/AppLink.tsx';
import { Panel } from '../../shared/ui/Panel.tsx';
import { CertificateNameForm } from './CertificateNameForm.tsx';

const useStyles = makeStyles({
  card: { gap: tokens.spacingVerticalS },
  line: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  link: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
});

/** One exam attempt: score, pass or fail, and the certificate a pass earned (or the form asking for its name). */
export function ExamResultCard({ result }: { result: ExamResultCardFragment$key }) {
  const styles = useStyles();
  const locale = useLocale();
  const data = useFragment(
    graphql`
      fragment ExamResultCardFragment on ExamResult {
        id
        startedAt
        scorePercent
        passed
        certificate {
          code
          pdfUrl
        }
        learnerNameRequired
      }
    `,
    result,
  );
  return (
    <Panel className={styles.card} data-testid="exam-result">
      <div className={styles.line}>
        <Body1>{formatTehranDateTime(locale, data.startedAt)}</Body1>
        {data.scorePercent == null ? (
          <Badge appearance="outline">
            <FormattedMessage id="courses.exam.open" />
          </Badge>
        ) : (
          <Body1 data-testid="exam-score">
            <FormattedMessage id="courses.exam.score" values={{ score: data.scorePercent }} />
          </Body1>
        )}
        {data.passed === true ? (
          <Badge appearance="filled" color="success">
            <FormattedMessage id="courses.exam.passed" />
          </Badge>
        ) : data.passed === false ? (
          <Badge appearance="tint" color="danger">
            <FormattedMessage id="courses.exam.failed" />
          </Badge>
        ) : null}
      </div>
      {data.certificate ? (
        <div className={styles.line}>
          <a
            className={styles.link}
            href={data.certificate.pdfUrl}
            download
            data-testid="certificate-download"
          >
            <DocumentPdfRegular aria-hidden />
            <FormattedMessage id="courses.certificate.download" />
          </a>
          <AppLink to={`/certificates/${data.certificate.code}`}>
            <span className={styles.link} data-testid="certificate-verify">
              <ShieldCheckmarkRegular aria-hidden />
              <FormattedMessage id="courses.certificate.verifyLink" />
            </span>
          </AppLink>
        </div>
      ) : data.learnerNameRequired ? (
        <CertificateNameForm attemptId={data.id} />
      ) : null}
    </Panel>
  );
}
