import { Select, type SelectProps } from '@fluentui/react-components';
import { Suspense, type ReactNode } from 'react';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay/hooks';
import type { AdvancedSearchCitySelectFragment$key } from '../../../__generated__/AdvancedSearchCitySelectFragment.graphql';
import type { AdvancedSearchCitySelectQuery } from '../../../__generated__/AdvancedSearchCitySelectQuery.graphql';

interface CitySelectProps {
  /** The province chosen in the form ('' for none). */
  provinceId: string;
  /** The cities of the province the page was searched with, which came with the page. */
  searchedProvince: AdvancedSearchCitySelectFragment$key | null | undefined;
  searchedProvinceId: string;
  /** The form's own props for the field (react-hook-form's `register`). */
  field: SelectProps;
  anyOption: ReactNode;
}

/**
 * The city field: the cities of the chosen province only. The page brings those of the province it was searched
 * with; another province's are asked for when it is chosen. Every province's cities came with every search before,
 * three hundred and more items that a visitor's query budget paid for on each one (two searches in a row left too
 * little for a third).
 */
export function AdvancedSearchCitySelect({
  provinceId,
  searchedProvince,
  searchedProvinceId,
  field,
  anyOption,
}: CitySelectProps) {
  const waiting = (
    <Select disabled aria-busy={provinceId !== ''}>
      {anyOption}
    </Select>
  );
  if (provinceId === '') return waiting;
  return (
    <Suspense fallback={waiting}>
      {provinceId === searchedProvinceId && searchedProvince ? (
        <CityOptions province={searchedProvince} field={field} anyOption={anyOption} />
      ) : (
        <FetchedCityOptions provinceId={provinceId} field={field} anyOption={anyOption} />
      )}
    </Suspense>
  );
}

function FetchedCityOptions({
  provinceId,
  ...rest
}: { provinceId: string } & Pick<CitySelectProps, 'field' | 'anyOption'>) {
  const { node } = useLazyLoadQuery<AdvancedSearchCitySelectQuery>(
    graphql`
      query AdvancedSearchCitySelectQuery($provinceId: ID!) {
        node(id: $provinceId) {
          ...AdvancedSearchCitySelectFragment @alias(as: "province")
        }
      }
    `,
    { provinceId },
  );
  return <CityOptions province={node?.province ?? null} {...rest} />;
}

function CityOptions({
  province,
  field,
  anyOption,
}: { province: AdvancedSearchCitySelectFragment$key | null } & Pick<CitySelectProps, 'field' | 'anyOption'>) {
  const data = useFragment(
    graphql`
      fragment AdvancedSearchCitySelectFragment on Province {
        cities {
          id
          name
        }
      }
    `,
    province,
  );
  return (
    <Select {...field}>
      {anyOption}
      {(data?.cities ?? []).map((city) => (
        <option key={city.id} value={city.id}>
          {city.name}
        </option>
      ))}
    </Select>
  );
}
