import { Badge, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import type { PreloadedQuery } from 'react-relay/hooks';
import type { IndustrySectionsPageQuery } from '../../../__generated__/IndustrySectionsPageQuery.graphql';
import { formatDigits, formatNumber } from '../../../shared/format/numbers.ts';
import { useLocale } from '../../../shared/locale/useLocale.ts';
import { AppLink } from '../../../shared/ui/AppLink.tsx';
import { PageContainer } from '../../../shared/ui/PageContainer.tsx';
import { PageHeader } from '../../../shared/ui/PageHeader.tsx';
import { IndustryPicker } from './IndustryPicker.tsx';
import { Panel } from '../../../shared/ui/Panel.tsx';

const useStyles = makeStyles({
  sections: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(340px, 100%), 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  heading: {
    display: 'flex',
    alignItems: 'baseline',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
    margin: 0,
  },
  divisions: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalXXS },
  division: {
    display: 'flex',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    minHeight: '32px',
    alignItems: 'center',
  },
  count: { color: tokens.colorNeutralForeground3, whiteSpace: 'nowrap', flexShrink: 0 },
});

const industrySectionsPageQuery = graphql`
  query IndustrySectionsPageQuery @preloadable {
    industrySections {
      code
      title
      companyCount
      divisions {
        code
        title
        companyCount
      }
    }
  }
`;

/** `/industry`: every ISIC section with its divisions and their company counts, each opening its analysis. */
export function IndustrySectionsPage({ queryRef }: { queryRef: PreloadedQuery<IndustrySectionsPageQuery> }) {
  const styles = useStyles();
  const intl = useIntl();
  const locale = useLocale();
  const { industrySections } = usePreloadedQuery<IndustrySectionsPageQuery>(
    industrySectionsPageQuery,
    queryRef,
  );
  const companies = (count: number) =>
    intl.formatMessage({ id: 'business.industry.companyCount' }, { count });
  return (
    <PageContainer>
      <PageHeader
        title={intl.formatMessage({ id: 'business.industry.indexTitle' })}
        subtitle={intl.formatMessage({ id: 'business.industry.indexLead' })}
      />
      <IndustryPicker />
      <div className={styles.sections}>
        {industrySections.map((section) => (
          <Panel key={section.code} appearance="filled-alternative">
            <h2 className={styles.heading}>
              <Subtitle2>
                <Badge appearance="tint" shape="rounded">
                  {section.code}
                </Badge>{' '}
                {section.title}
              </Subtitle2>
              <span className={styles.count}>{companies(section.companyCount)}</span>
            </h2>
            <ul className={styles.divisions}>
              {section.divisions.map((division) => (
                <li key={division.code} className={styles.division}>
                  <AppLink to={`/industry/${division.code}`}>
                    {formatDigits(locale, division.code)} — {division.title}
                  </AppLink>
                  <span className={styles.count}>{formatNumber(locale, division.companyCount)}</span>
                </li>
              ))}
            </ul>
          </Panel>
        ))}
      </div>
    </PageContainer>
  );
}
