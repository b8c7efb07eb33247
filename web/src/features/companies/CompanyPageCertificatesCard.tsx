import { Body1, Caption1, Subtitle2, Switch, makeStyles, tokens } from '@fluentui/react-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import type { CompanyPageCertificatesCardFragment$key } from '../../__generated__/CompanyPageCertificatesCardFragment.graphql';
import { formatDate } from '../../shared/format/dates.ts';
import { useLocale } from '../../shared/locale/useLocale.ts';
import { useAppToast } from '../../shared/toast/useAppToast.tsx';
import { useCompanyPageCertificateSetMutation } from './useCompanyPageCertificateSetMutation.ts';
import { sectionStyles } from '../../shared/ui/sectionStyles.ts';
import { Panel } from '../../shared/ui/Panel.tsx';

const useStyles = makeStyles({
  card: { ...sectionStyles.card, gap: tokens.spacingVerticalS },
  list: sectionStyles.list,
  item: { display: 'flex', flexDirection: 'column', minWidth: 0, overflowWrap: 'anywhere' },
  muted: sectionStyles.muted,
});

/** A company user's certificates, each with a switch to show it on the company's public page (or take it back). */
export function CompanyPageCertificatesCard({ viewer }: { viewer: CompanyPageCertificatesCardFragment$key }) {
  const styles = useStyles();
  const intl = useIntl();
  const locale = useLocale();
  const toast = useAppToast();
  const [setShown, saving] = useCompanyPageCertificateSetMutation();
  const { companyPageCertificates: mine } = useFragment(
    graphql`
      fragment CompanyPageCertificatesCardFragment on Viewer {
        companyPageCertificates {
          companies {
            id
            name
          }
          certificates {
            id
            code
            courseTitle
            issuedAt
            shown
          }
        }
      }
    `,
    viewer,
  );
  if (!mine) return null;
  const pages = mine.companies.map((company) => company.name).join('، ');
  return (
    <Panel className={styles.card}>
      <Subtitle2 as="h2">
        <FormattedMessage id="companies.pageCertificates.mine" />
      </Subtitle2>
      <Body1 className={styles.muted}>
        {pages ? (
          <FormattedMessage id="companies.pageCertificates.lead" values={{ pages }} />
        ) : (
          <FormattedMessage id="companies.pageCertificates.noPage" />
        )}
      </Body1>
      {mine.certificates.length === 0 ? (
        <Body1 className={styles.muted}>
          <FormattedMessage id="companies.pageCertificates.none" />
        </Body1>
      ) : (
        <ul className={styles.list}>
          {mine.certificates.map((certificate) => (
            <li key={certificate.id} className={styles.item} data-testid="my-page-certificate">
              <Switch
                checked={certificate.shown}
                disabled={saving}
                label={intl.formatMessage(
                  { id: 'companies.pageCertificates.show' },
                  { course: certificate.courseTitle },
                )}
                onChange={(_, { checked }) =>
                  setShown({
                    variables: { input: { code: certificate.code, shown: checked } },
                    // The switch moves at once; the answer (or a refusal) then settles it.
                    optimisticUpdater: (store) => store.get(certificate.id)?.setValue(checked, 'shown'),
                    onCompleted: ({ companyPageCertificateSet }) => {
                      const [error] = companyPageCertificateSet.userErrors;
                      if (error) return toast.error(error.message);
                      toast.success(
                        intl.formatMessage({
                          id: checked
                            ? 'companies.pageCertificates.shown'
                            : 'companies.pageCertificates.hidden',
                        }),
                      );
                    },
                    onError: () => toast.error(),
                  })
                }
              />
              <Caption1 className={styles.muted}>{formatDate(locale, certificate.issuedAt)}</Caption1>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
