import { isNumberedGlobalIdOf } from '@rasad/contracts/plain-global-id.ts';
import { advancedSearchRules, normaliseRialText } from '@rasad/contracts/rules/advanced-search-rules.ts';
import type {
  AdvancedSearchPageQuery$variables,
  CompanyLegalForm,
  CompanySearchSort,
  CompanyStatus,
  TradeActivity,
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

/** The choices of the form's lists, in the order it shows them. */
export const legalForms: readonly CompanyLegalForm[] = [
  'PRIVATE_JOINT_STOCK',
  'LIMITED_LIABILITY',
  'PUBLIC_JOINT_STOCK',
  'COOPERATIVE',
  'INSTITUTE',
];
export const statuses: readonly CompanyStatus[] = ['ACTIVE', 'LIQUIDATING', 'DISSOLVED'];
export const trades: readonly TradeActivity[] = ['ANY', 'IMPORT', 'EXPORT'];
export const sorts: readonly CompanySearchSort[] = [
  'RELEVANCE',
  'CAPITAL_DESC',
  'CAPITAL_ASC',
  'REGISTERED_DESC',
  'REGISTERED_ASC',
  'NAME',
];

/** A place as the URL names it, when it is an id of that kind of place (an address edited by hand may name none). */
const placeId = (value: string, typeName: 'Province' | 'City') =>
  isNumberedGlobalIdOf(value, typeName) ? value : '';

export function formFromParams(params: URLSearchParams): AdvancedSearchForm {
  const form = Object.fromEntries(
    advancedSearchFields.map((field) => [field, params.get(field) ?? '']),
  ) as AdvancedSearchForm;
  return {
    ...form,
    provinceId: placeId(form.provinceId, 'Province'),
    cityId: placeId(form.cityId, 'City'),
    // The order the search runs in when the address names none, so the form shows it.
    sort: form.sort === '' ? 'RELEVANCE' : form.sort,
  };
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
const oneOf = <Choice extends string>(choices: readonly Choice[], value: string): Choice | null =>
  (choices as readonly string[]).includes(value) ? (value as Choice) : null;

/**
 * The query variables for the URL's filters. A value the API would refuse (a date that does not exist, a code of
 * letters, a list choice it does not know, a place id that is not one (formFromParams): an address edited by hand or kept from an
 * older version) is left out, as the form's own rules would have refused it: the API refuses the whole search for
 * one, and the page had nothing to show but its error.
 */
export function variablesFromParams(params: URLSearchParams): AdvancedSearchPageQuery$variables {
  const form = formFromParams(params);
  const checked = advancedSearchRules.safeParse(form);
  const refused = new Set(checked.success ? [] : checked.error.issues.map((issue) => String(issue.path[0])));
  const accepted = (field: 'registeredFrom' | 'registeredTo' | 'industryCode' | 'hsCode') =>
    refused.has(field) ? null : orNull(form[field]);
  return {
    filter: {
      text: orNull(form.text),
      provinceId: orNull(form.provinceId),
      cityId: form.provinceId === '' ? null : orNull(form.cityId),
      industryCode: accepted('industryCode'),
      legalForm: oneOf(legalForms, form.legalForm),
      status: oneOf(statuses, form.status),
      capitalMin: whole(form.capitalMin),
      capitalMax: whole(form.capitalMax),
      registeredFrom: accepted('registeredFrom'),
      registeredTo: accepted('registeredTo'),
      trade: oneOf(trades, form.trade),
      hsCode: accepted('hsCode'),
    },
    sort: oneOf(sorts, form.sort) ?? 'RELEVANCE',
    // The searched province's cities come with the page, for the city field.
    searchedProvinceId: form.provinceId,
    hasSearchedProvince: form.provinceId !== '',
  };
}
