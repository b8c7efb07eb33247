import { Caption1, Subtitle2, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { useSearchParams } from 'react-router-dom';
import type { AdvancedSearchFacetsFragment$key } from '../../../__generated__/AdvancedSearchFacetsFragment.graphql';
import { formatDigits, formatNumber } from '../../../shared/format/numbers.ts';
import { useLocale } from '../../../shared/locale/useLocale.ts';
import { AppLink } from '../../../shared/ui/AppLink.tsx';

const useStyles = makeStyles({
  group: { marginBlockEnd: tokens.spacingVerticalL },
  list: { listStyleType: 'none', padding: 0, margin: 0, display: 'grid', gap: tokens.spacingVerticalXXS },
  item: { display: 'flex', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
  count: { color: tokens.colorNeutralForeground3 },
  chosen: { fontWeight: tokens.fontWeightSemibold },
  // A tap target of at least 24 × 24 px (WCAG 2.2 target size).
  link: { display: 'inline-flex', alignItems: 'center', minHeight: '24px', minWidth: '24px' },
});

type Facet = { readonly value: string; readonly label: string; readonly count: number };

/** How many matches each filter value has; a value is a link that adds it to the filters. */
export function AdvancedSearchFacets({ search }: { search: AdvancedSearchFacetsFragment$key }) {
  const styles = useStyles();
  const intl = useIntl();
  const locale = useLocale();
  const [searchParams] = useSearchParams();
  const { facets } = useFragment(
    graphql`
      fragment AdvancedSearchFacetsFragment on CompanySearchConnection {
        facets {
          provinces {
            value
            label
            count
          }
          legalForms {
            value
            label
            count
          }
          statuses {
            value
            label
            count
          }
          industries {
            value
            label
            count
          }
          cities {
            value
            label
            count
          }
          tradeActivities {
            value
            label
            count
          }
          hsChapters {
            value
            label
            count
          }
        }
      }
    `,
    search,
  );
  const group = (title: string, field: string, values: readonly Facet[], name: (facet: Facet) => string) =>
    values.length === 0 ? null : (
      <section className={styles.group} aria-label={title}>
        <Subtitle2 as="h2">{title}</Subtitle2>
        <ul className={styles.list}>
          {values.map((facet) => {
            const params = new URLSearchParams(searchParams);
            params.set(field, facet.value);
            // Another province's companies are not in the chosen city.
            if (field === 'provinceId') params.delete('cityId');
            const chosen = searchParams.get(field) === facet.value;
            return (
              <li key={facet.value} className={styles.item}>
                <AppLink
                  to={`/search/advanced?${params.toString()}`}
                  className={mergeClasses(styles.link, chosen && styles.chosen)}
                >
                  {name(facet)}
                </AppLink>
                <Caption1 className={styles.count}>{formatNumber(locale, facet.count)}</Caption1>
              </li>
            );
          })}
        </ul>
      </section>
    );
  return (
    <aside>
      {group(
        intl.formatMessage({ id: 'business.advanced.province' }),
        'provinceId',
        facets.provinces,
        (facet) => facet.label,
      )}
      {searchParams.get('provinceId')
        ? group(
            intl.formatMessage({ id: 'business.advanced.city' }),
            'cityId',
            facets.cities,
            (facet) => facet.label,
          )
        : null}
      {group(
        intl.formatMessage({ id: 'business.advanced.legalForm' }),
        'legalForm',
        facets.legalForms,
        (facet) => intl.formatMessage({ id: `business.legalForm.${facet.value}` }),
      )}
      {group(intl.formatMessage({ id: 'business.advanced.status' }), 'status', facets.statuses, (facet) =>
        intl.formatMessage({ id: `business.status.${facet.value}` }),
      )}
      {group(
        intl.formatMessage({ id: 'business.advanced.industry' }),
        'industryCode',
        facets.industries,
        (facet) => facet.label,
      )}
      {group(
        intl.formatMessage({ id: 'business.advanced.trade' }),
        'trade',
        facets.tradeActivities,
        (facet) => intl.formatMessage({ id: `business.advanced.trade.${facet.value}` }),
      )}
      {group(
        intl.formatMessage({ id: 'business.advanced.hsChapter' }),
        'hsCode',
        facets.hsChapters,
        (facet) => `${facet.label} (${formatDigits(locale, facet.value)})`,
      )}
    </aside>
  );
}
