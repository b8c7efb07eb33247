import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Field, Input, Select, makeStyles, tokens } from '@fluentui/react-components';
import { entitlementsOf, isPackageType } from '@rasad/contracts/entitlements.ts';
import { advancedSearchRules } from '@rasad/contracts/rules/advanced-search-rules.ts';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import type { PreloadedQuery } from 'react-relay/hooks';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { AdvancedSearchPageQuery } from '../../../__generated__/AdvancedSearchPageQuery.graphql';
import { useViewer } from '../../../shared/auth/useViewer.ts';
import { formatDigits } from '../../../shared/format/numbers.ts';
import { useLocale } from '../../../shared/locale/useLocale.ts';
import { useErrorText } from '../../../shared/forms/useErrorText.ts';
import { useLocalisedPath } from '../../../shared/locale/useLocalisedPath.ts';
import { PageContainer } from '../../../shared/ui/PageContainer.tsx';
import { PageHeader } from '../../../shared/ui/PageHeader.tsx';
import {
  formFromParams,
  legalForms,
  paramsFromForm,
  sorts,
  statuses,
  trades,
  variablesFromParams,
  type AdvancedSearchForm,
} from './advancedSearchParams.ts';
import { IndustryCombobox } from '../industry/IndustryCombobox.tsx';
import { AdvancedSearchCitySelect } from './AdvancedSearchCitySelect.tsx';
import { AdvancedSearchResults } from './AdvancedSearchResults.tsx';
import { SaveSearchDialog } from './SaveSearchDialog.tsx';
import { SearchResultsActions } from './SearchResultsActions.tsx';

const useStyles = makeStyles({
  form: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
    gap: tokens.spacingHorizontalL,
    alignItems: 'end',
    marginBlockEnd: tokens.spacingVerticalXL,
  },
  // The result's actions and «save the search» wrap together, clear of the count under them.
  actions: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    marginBlockEnd: tokens.spacingVerticalL,
  },
});

/** Companies by any combination of filters, with how many match each filter value. */
export function AdvancedSearchPage({ queryRef }: { queryRef: PreloadedQuery<AdvancedSearchPageQuery> }) {
  const styles = useStyles();
  const intl = useIntl();
  const navigate = useNavigate();
  const localise = useLocalisedPath();
  const errorText = useErrorText();
  const [searchParams] = useSearchParams();
  const viewer = useViewer();
  const locale = useLocale();
  const data = usePreloadedQuery<AdvancedSearchPageQuery>(
    graphql`
      query AdvancedSearchPageQuery(
        $filter: CompanySearchFilter!
        $sort: CompanySearchSort!
        $searchedProvinceId: ID!
        $hasSearchedProvince: Boolean!
      ) @preloadable {
        # Iran's thirty-one provinces, in one page.
        provinces(first: 40) {
          edges {
            node {
              id
              name
            }
          }
        }
        searchedProvince: node(id: $searchedProvinceId) @include(if: $hasSearchedProvince) {
          ...AdvancedSearchCitySelectFragment @alias(as: "province")
        }
        ...AdvancedSearchResultsFragment @arguments(filter: $filter, sort: $sort)
        ...SearchResultsActionsFragment
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
  const chosenProvince = useWatch({ control, name: 'provinceId' });
  const provinceField = register('provinceId');
  const searchedProvinceId = formFromParams(searchParams).provinceId;

  return (
    <PageContainer>
      <PageHeader title={label('title')} subtitle={<FormattedMessage id="business.advanced.subtitle" />} />
      <form noValidate className={styles.form} onSubmit={submit} aria-label={label('title')}>
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
          <AdvancedSearchCitySelect
            provinceId={chosenProvince}
            searchedProvince={data.searchedProvince?.province}
            searchedProvinceId={searchedProvinceId}
            field={register('cityId')}
            anyOption={anyOption}
          />
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
          <Input {...register('registeredFrom')} placeholder={formatDigits(locale, '1390/01/01')} />
        </Field>
        <Field label={label('registeredTo')} validationMessage={errorText(formState.errors.registeredTo)}>
          <Input {...register('registeredTo')} placeholder={formatDigits(locale, '1403/12/29')} />
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
          <Input {...register('hsCode')} inputMode="numeric" placeholder={formatDigits(locale, '3901')} />
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
      {entitlementsOf(isPackageType(viewer.packageType) ? viewer.packageType : null).advancedSearch ? (
        <div className={styles.actions}>
          <SearchResultsActions query={data} search={variablesFromParams(searchParams)} />
          <SaveSearchDialog
            search={variablesFromParams(searchParams)}
            screenQuery={searchParams.toString()}
          />
        </div>
      ) : null}
      <AdvancedSearchResults query={data} />
    </PageContainer>
  );
}
