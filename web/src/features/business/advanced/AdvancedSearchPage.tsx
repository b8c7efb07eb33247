import { zodResolver } from '@hookform/resolvers/zod';
import {
  Body1,
  Button,
  Caption1,
  Card,
  Field,
  Input,
  Select,
  Subtitle2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { advancedSearchRules } from '@rasad/gateway/business/advanced-search-rules.ts';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { AdvancedSearchPageQuery } from '../../../__generated__/AdvancedSearchPageQuery.graphql';
import { formatNumber } from '../../../shared/format/numbers.ts';
import { useErrorText } from '../../../shared/forms/useErrorText.ts';
import { useLocale } from '../../../shared/locale/useLocale.ts';
import { useLocalisedPath } from '../../../shared/locale/useLocalisedPath.ts';
import { AppLink } from '../../../shared/ui/AppLink.tsx';
import { PageContainer } from '../../../shared/ui/PageContainer.tsx';
import { PageHeader } from '../../../shared/ui/PageHeader.tsx';
import { formFromParams, paramsFromForm, type AdvancedSearchForm } from './advancedSearchParams.ts';
import { UpgradeHint } from '../gating/UpgradeHint.tsx';
import { IndustryCombobox } from '../industry/IndustryCombobox.tsx';
import { AdvancedSearchFacets } from './AdvancedSearchFacets.tsx';

const useStyles = makeStyles({
  form: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
    gap: tokens.spacingHorizontalL,
    alignItems: 'end',
    marginBlockEnd: tokens.spacingVerticalXL,
  },
  layout: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 3fr) minmax(220px, 1fr)',
    gap: tokens.spacingHorizontalXXL,
    '@media (max-width: 900px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  list: { listStyleType: 'none', padding: 0, margin: 0, display: 'grid', gap: tokens.spacingVerticalS },
  card: { display: 'grid', gap: tokens.spacingVerticalXS },
  title: { margin: 0 },
  count: { display: 'block', marginBlockEnd: tokens.spacingVerticalM },
});

const legalForms = [
  'PRIVATE_JOINT_STOCK',
  'LIMITED_LIABILITY',
  'PUBLIC_JOINT_STOCK',
  'COOPERATIVE',
  'INSTITUTE',
];
const statuses = ['ACTIVE', 'LIQUIDATING', 'DISSOLVED'];
const trades = ['ANY', 'IMPORT', 'EXPORT'];
const sorts = ['RELEVANCE', 'CAPITAL_DESC', 'CAPITAL_ASC', 'REGISTERED_DESC', 'REGISTERED_ASC', 'NAME'];

/** Companies by any combination of filters, with how many match each filter value. */
export function AdvancedSearchPage({ queryRef }: { queryRef: PreloadedQuery<AdvancedSearchPageQuery> }) {
  const styles = useStyles();
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const localise = useLocalisedPath();
  const errorText = useErrorText();
  const [searchParams] = useSearchParams();
  const data = usePreloadedQuery<AdvancedSearchPageQuery>(
    graphql`
      query AdvancedSearchPageQuery($filter: CompanySearchFilter!, $sort: CompanySearchSort!) {
        provinces(first: 100) {
          edges {
            node {
              id
              name
              cities {
                id
                name
              }
            }
          }
        }
        companySearch(filter: $filter, sort: $sort, first: 20) {
          totalCount
          visibleCount
          ...AdvancedSearchFacetsFragment
          edges {
            node {
              id
              name
              province
              city
              capital
              legalForm
              status
            }
          }
        }
      }
    `,
    queryRef,
  );
  const { register, handleSubmit, formState, control, setValue } = useForm<AdvancedSearchForm>({
    defaultValues: formFromParams(searchParams),
    resolver: zodResolver(advancedSearchRules, undefined, { raw: true }) as never,
  });
  const submit = handleSubmit((form) =>
    navigate(`${localise('/search/advanced')}?${paramsFromForm(form).toString()}`),
  );
  const label = (id: string) => intl.formatMessage({ id: `business.advanced.${id}` });
  const anyOption = <option value="">{label('any')}</option>;
  const result = data.companySearch;
  const chosenProvince = useWatch({ control, name: 'provinceId' });
  const cities = data.provinces.edges.find(({ node }) => node.id === chosenProvince)?.node.cities ?? [];
  const provinceField = register('provinceId');

  return (
    <PageContainer>
      <PageHeader title={label('title')} subtitle={<FormattedMessage id="business.advanced.subtitle" />} />
      <form className={styles.form} onSubmit={submit} aria-label={label('title')}>
        <Field label={label('text')}>
          <Input {...register('text')} />
        </Field>
        <Field label={label('province')}>
          <Select
            {...provinceField}
            onChange={(event) => {
              // A city belongs to one province: choosing another province clears it.
              setValue('cityId', '');
              void provinceField.onChange(event);
            }}
          >
            {anyOption}
            {data.provinces.edges.map(({ node }) => (
              <option key={node.id} value={node.id}>
                {node.name}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={label('city')} hint={chosenProvince === '' ? label('cityHint') : undefined}>
          <Select {...register('cityId')} disabled={chosenProvince === ''}>
            {anyOption}
            {cities.map((city) => (
              <option key={city.id} value={city.id}>
                {city.name}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={label('industryCode')} validationMessage={errorText(formState.errors.industryCode)}>
          <Controller
            control={control}
            name="industryCode"
            render={({ field }) => (
              <IndustryCombobox
                label={label('industryCode')}
                code={field.value ?? ''}
                onChange={field.onChange}
              />
            )}
          />
        </Field>
        <Field label={label('legalForm')}>
          <Select {...register('legalForm')}>
            {anyOption}
            {legalForms.map((value) => (
              <option key={value} value={value}>
                {intl.formatMessage({ id: `business.legalForm.${value}` })}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={label('status')}>
          <Select {...register('status')}>
            {anyOption}
            {statuses.map((value) => (
              <option key={value} value={value}>
                {intl.formatMessage({ id: `business.status.${value}` })}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={label('capitalMin')} validationMessage={errorText(formState.errors.capitalMin)}>
          <Input {...register('capitalMin')} inputMode="numeric" />
        </Field>
        <Field label={label('capitalMax')} validationMessage={errorText(formState.errors.capitalMax)}>
          <Input {...register('capitalMax')} inputMode="numeric" />
        </Field>
        <Field label={label('registeredFrom')} validationMessage={errorText(formState.errors.registeredFrom)}>
          <Input {...register('registeredFrom')} placeholder="۱۳۹۰/۰۱/۰۱" />
        </Field>
        <Field label={label('registeredTo')} validationMessage={errorText(formState.errors.registeredTo)}>
          <Input {...register('registeredTo')} placeholder="۱۴۰۳/۱۲/۲۹" />
        </Field>
        <Field label={label('trade')}>
          <Select {...register('trade')}>
            {anyOption}
            {trades.map((value) => (
              <option key={value} value={value}>
                {label(`trade.${value}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={label('hsCode')} validationMessage={errorText(formState.errors.hsCode)}>
          <Input {...register('hsCode')} inputMode="numeric" placeholder="3901" />
        </Field>
        <Field label={label('sort')}>
          <Select {...register('sort')}>
            {sorts.map((value) => (
              <option key={value} value={value}>
                {label(`sort.${value}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Button appearance="primary" type="submit">
          <FormattedMessage id="business.advanced.submit" />
        </Button>
      </form>
      <div className={styles.layout}>
        <section>
          <Subtitle2 className={styles.count} role="status" data-testid="advanced-count">
            <FormattedMessage id="business.advanced.count" values={{ count: result.totalCount }} />
          </Subtitle2>
          {result.visibleCount < result.totalCount ? (
            <UpgradeHint>
              <FormattedMessage id="business.advanced.limited" values={{ count: result.visibleCount }} />
            </UpgradeHint>
          ) : null}
          <ol className={styles.list}>
            {result.edges.map(({ node }) => (
              <li key={node.id}>
                <Card className={styles.card}>
                  <Subtitle2 as="h3" className={styles.title}>
                    <AppLink to={`/company/${node.id}`}>{node.name}</AppLink>
                  </Subtitle2>
                  <Body1>
                    {[node.province, node.city].filter(Boolean).join('، ')} ·{' '}
                    {intl.formatMessage({ id: `business.legalForm.${node.legalForm}` })} ·{' '}
                    {intl.formatMessage({ id: `business.status.${node.status}` })}
                  </Body1>
                  <Caption1>
                    {intl.formatMessage(
                      { id: 'business.rials' },
                      { amount: formatNumber(locale, node.capital) },
                    )}
                  </Caption1>
                </Card>
              </li>
            ))}
          </ol>
        </section>
        <AdvancedSearchFacets search={result} />
      </div>
    </PageContainer>
  );
}
