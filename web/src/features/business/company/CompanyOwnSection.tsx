import { Badge, Body1, Caption1, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { CheckmarkStarburstFilled } from '@fluentui/react-icons';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import type { CompanyOwnSectionFragment$key } from '../../../__generated__/CompanyOwnSectionFragment.graphql';
import { formatDigits } from '../../../shared/format/numbers.ts';
import { useLocale } from '../../../shared/locale/useLocale.ts';
import { CompanyLearnerCertificates } from './CompanyLearnerCertificates.tsx';
import { Panel } from '../../../shared/ui/Panel.tsx';
import { WrittenText } from '../../../shared/ui/WrittenText.tsx';

const useStyles = makeStyles({
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    marginBlockEnd: tokens.spacingVerticalL,
  },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  logo: { width: '64px', height: '64px', objectFit: 'contain', borderRadius: tokens.borderRadiusMedium },
  pictures: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  picture: {
    width: '160px',
    maxWidth: '100%',
    height: '110px',
    objectFit: 'cover',
    borderRadius: tokens.borderRadiusMedium,
  },
  about: { whiteSpace: 'pre-line' },
  offerings: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** The verified badge and what the company wrote about itself, apart from the registry's facts (nothing when unverified). */
export function CompanyOwnSection({ company }: { company: CompanyOwnSectionFragment$key }) {
  const styles = useStyles();
  const intl = useIntl();
  const locale = useLocale();
  const data = useFragment(
    graphql`
      fragment CompanyOwnSectionFragment on Company {
        isVerified
        ...CompanyLearnerCertificatesFragment
        ownPage {
          about
          phones
          website
          email
          address
          postalCode
          logoUrl
          pictureUrls
          offerings {
            id
            kind
            name
          }
        }
      }
    `,
    company,
  );
  if (!data.isVerified) return null;
  const page = data.ownPage;
  return (
    <Panel className={styles.card} data-testid="company-own-section">
      <div className={styles.head}>
        {page.logoUrl ? <img className={styles.logo} src={page.logoUrl} alt="" /> : null}
        <Subtitle2 as="h2">
          <FormattedMessage id="companies.own.title" />
        </Subtitle2>
        <Badge appearance="filled" color="success" icon={<CheckmarkStarburstFilled />}>
          <FormattedMessage id="companies.own.verified" />
        </Badge>
      </div>
      {page.about ? <WrittenText className={styles.about}>{page.about}</WrittenText> : null}
      {page.phones.length > 0 ? (
        <Body1>
          <FormattedMessage id="companies.own.phones" />:{' '}
          <bdi dir="ltr">{page.phones.map((phone) => formatDigits(locale, phone)).join('، ')}</bdi>
        </Body1>
      ) : null}
      {page.website ? (
        <Body1>
          <a href={page.website} rel="noopener noreferrer nofollow" target="_blank" dir="ltr">
            {page.website}
          </a>
        </Body1>
      ) : null}
      {page.email ? (
        <Body1>
          <a href={`mailto:${page.email}`} dir="ltr">
            {page.email}
          </a>
        </Body1>
      ) : null}
      {page.address ? (
        <Body1>
          <FormattedMessage id="companies.own.address" />: {page.address}
        </Body1>
      ) : null}
      {page.postalCode ? (
        <Body1>
          <FormattedMessage id="companies.own.postalCode" />:{' '}
          <bdi dir="ltr">{formatDigits(locale, page.postalCode)}</bdi>
        </Body1>
      ) : null}
      {page.offerings.length > 0 ? (
        <ul className={styles.offerings}>
          {page.offerings.map((offering) => (
            <li key={offering.id}>
              <Body1>{`${intl.formatMessage({ id: `companies.offering.${offering.kind}` })}: ${offering.name}`}</Body1>
            </li>
          ))}
        </ul>
      ) : null}
      {page.pictureUrls.length > 0 ? (
        <div className={styles.pictures}>
          {page.pictureUrls.map((url) => (
            <img key={url} className={styles.picture} src={url} alt="" loading="lazy" />
          ))}
        </div>
      ) : null}
      <Caption1 className={styles.muted}>
        <FormattedMessage id="companies.own.note" />
      </Caption1>
      <CompanyLearnerCertificates company={data} />
    </Panel>
  );
}
