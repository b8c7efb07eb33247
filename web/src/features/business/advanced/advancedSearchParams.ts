import { normaliseRialText } from '@rasad/contracts/rules/advanced-search-rules.ts';
import type {
  AdvancedSearchPageQuery$variables,
  CompanySearchSort,
} from '../../../__generated__/AdvancedSearchPageQuery.graphql';

/** The advanced search form's fields, as kept in the URL (`?provinceId=…&legalForm=…`). */
export const advancedSearchFields = [
  'text',
  'provinceId',
  'cityId',
  'industryCode',
  'legalForm',
  'status',
  'capitalMin',
  'capitalMax',
  'registeredFrom',
  'registeredTo',
  'trade',
  'hsCode',
  'sort',
] as const;

export type AdvancedSearchForm = Record<(typeof advancedSearchFields)[number], string>;

const sorts: readonly CompanySearchSort[] = [
  'RELEVANCE',
  'CAPITAL_DESC',
  'CAPITAL_ASC',
  'REGISTERED_DESC',
  'REGISTERED_ASC',
  'NAME',
];

export function formFromParams(params: URLSearchParams): AdvancedSearchForm {
  const form = Object.fromEntries(
    advancedSearchFields.map((field) => [field, params.get(field) ?? '']),
  ) as AdvancedSearchForm;
  // The order the search runs in when the address names none, so the form shows it.
  return { ...form, sort: form.sort === '' ? 'RELEVANCE' : form.sort };
}

export function paramsFromForm(form: AdvancedSearchForm): URLSearchParams {
  const params = new URLSearchParams();
  for (const field of advancedSearchFields)
    if (form[field].trim() !== '') params.set(field, form[field].trim());
  // The default order goes without saying.
  if (params.get('sort') === 'RELEVANCE') params.delete('sort');
  return params;
}

/** Capital as typed (Persian digits, separators) → rials; anything else is left out. */
const whole = (value: string) => {
  const digits = normaliseRialText(value);
  return /^\d{1,16}$/.test(digits) && Number.isSafeInteger(Number(digits)) ? Number(digits) : null;
};
const orNull = (value: string) => (value === '' ? null : value);

/** The query variables for the URL's filters; a value the API would refuse is left out. */
export function variablesFromParams(params: URLSearchParams): AdvancedSearchPageQuery$variables {
  const form = formFromParams(params);
  return {
    filter: {
      text: orNull(form.text),
      provinceId: orNull(form.provinceId),
      cityId: form.provinceId === '' ? null : orNull(form.cityId),
      industryCode: orNull(form.industryCode),
      legalForm: (orNull(form.legalForm) as AdvancedSearchPageQuery$variables['filter']['legalForm']) ?? null,
      status: (orNull(form.status) as AdvancedSearchPageQuery$variables['filter']['status']) ?? null,
      capitalMin: whole(form.capitalMin),
      capitalMax: whole(form.capitalMax),
      registeredFrom: orNull(form.registeredFrom),
      registeredTo: orNull(form.registeredTo),
      trade: (orNull(form.trade) as AdvancedSearchPageQuery$variables['filter']['trade']) ?? null,
      hsCode: orNull(form.hsCode),
    },
    sort: (sorts as readonly string[]).includes(form.sort) ? (form.sort as CompanySearchSort) : 'RELEVANCE',
    // The searched province's cities come with the page, for the city field.
    searchedProvinceId: form.provinceId,
    hasSearchedProvince: form.provinceId !== '',
  };
}
