import {
  Body1,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { DocumentPdfRegular } from '@fluentui/react-icons';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import type { PreloadedQuery } from 'react-relay/hooks';
import type { CertificatePageQuery } from '../../__generated__/CertificatePageQuery.graphql';
import { formatDate } from '../../shared/format/dates.ts';
import { formatDigits } from '../../shared/format/numbers.ts';
import { useLocale } from '../../shared/locale/useLocale.ts';
import { PageContainer } from '../../shared/ui/PageContainer.tsx';
import { PageHeader } from '../../shared/ui/PageHeader.tsx';
import { CertificateCodeForm } from './CertificateCodeForm.tsx';
import { Panel } from '../../shared/ui/Panel.tsx';
import { leftToRightRun } from '../../shared/ui/leftToRight.ts';

const useStyles = makeStyles({
  card: { gap: tokens.spacingVerticalM, marginBlockStart: tokens.spacingVerticalL },
  name: { fontSize: tokens.fontSizeBase600, fontWeight: tokens.fontWeightSemibold },
  link: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  code: leftToRightRun,
});

/** Public certificate verification: anyone who types or scans the code sees who earned it, for which course, and when. */
export function CertificatePage({ queryRef }: { queryRef: PreloadedQuery<CertificatePageQuery> }) {
  const styles = useStyles();
  const intl = useIntl();
  const locale = useLocale();
  const { certificate } = usePreloadedQuery<CertificatePageQuery>(
    graphql`
      query CertificatePageQuery($code: String!, $hasCode: Boolean!) @preloadable {
        certificate(code: $code) @include(if: $hasCode) {
          code
          learnerName
          courseTitle
          scorePercent
          issuedAt
          pdfUrl
        }
      }
    `,
    queryRef,
  );
  return (
    <PageContainer narrow>
      <PageHeader
        title={intl.formatMessage({ id: 'courses.certificate.title' })}
        subtitle={<FormattedMessage id="courses.certificate.lead" />}
      />
      <CertificateCodeForm />
      {certificate === undefined ? null : certificate ? (
        <>
          <MessageBar intent="success" data-testid="certificate-valid">
            <MessageBarBody>
              <MessageBarTitle>
                <FormattedMessage id="courses.certificate.valid" />
              </MessageBarTitle>
            </MessageBarBody>
          </MessageBar>
          <Panel className={styles.card}>
            <Text className={styles.name} data-testid="certificate-learner">
              {certificate.learnerName}
            </Text>
            <Body1>
              <FormattedMessage
                id="courses.certificate.course"
                values={{ course: certificate.courseTitle, score: certificate.scorePercent }}
              />
            </Body1>
            <Body1>
              <FormattedMessage
                id="courses.certificate.issuedOn"
                values={{ date: formatDate(locale, certificate.issuedAt as string) }}
              />
            </Body1>
            <Body1>
              <FormattedMessage
                id="courses.certificate.code"
                values={{
                  code: <span className={styles.code}>{formatDigits(locale, certificate.code)}</span>,
                }}
              />
            </Body1>
            <a className={styles.link} href={certificate.pdfUrl} download>
              <DocumentPdfRegular aria-hidden />
              <FormattedMessage id="courses.certificate.download" />
            </a>
          </Panel>
        </>
      ) : (
        <MessageBar intent="error" data-testid="certificate-invalid">
          <MessageBarBody>
            <FormattedMessage id="courses.certificate.invalid" />
          </MessageBarBody>
        </MessageBar>
      )}
    </PageContainer>
  );
}
