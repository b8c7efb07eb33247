import { describe, expect, it } from 'vitest';
import { plainGlobalId } from '@rasad/contracts/plain-global-id.ts';
import { formFromParams, paramsFromForm, variablesFromParams } from './advancedSearchParams.ts';

describe('advanced search parameters', () => {
  it('round-trips the form through the URL and leaves blank fields out', () => {
    const params = new URLSearchParams({
      provinceId: 'UHJvdmluY2U6OA',
      status: 'ACTIVE',
      registeredFrom: '۱۳۸۰/۰۱/۰۱',
      capitalMin: '1000',
    });
    const form = formFromParams(params);
    expect(form.text).toBe('');
    expect(paramsFromForm(form).toString()).toBe(
      new URLSearchParams({
        provinceId: 'UHJvdmluY2U6OA',
        status: 'ACTIVE',
        capitalMin: '1000',
        registeredFrom: '۱۳۸۰/۰۱/۰۱',
      }).toString(),
    );
  });

  it('turns the URL into query variables, dropping values the API would refuse', () => {
    const variables = variablesFromParams(
      new URLSearchParams({ capitalMin: 'abc', capitalMax: '500', sort: 'NOPE', legalForm: 'COOPERATIVE' }),
    );
    expect(variables.filter.capitalMin).toBeNull();
    expect(variables.filter.capitalMax).toBe(500);
    expect(variables.filter.legalForm).toBe('COOPERATIVE');
    expect(variables.sort).toBe('RELEVANCE');
  });

  it('leaves out a place id that is not one, or names another kind of place, and keeps one that is', () => {
    const fars = plainGlobalId('Province', 8);
    const shiraz = plainGlobalId('City', 12);
    expect(variablesFromParams(new URLSearchParams({ provinceId: fars, cityId: shiraz }))).toMatchObject({
      filter: { provinceId: fars, cityId: shiraz },
      searchedProvinceId: fars,
      hasSearchedProvince: true,
    });
    for (const provinceId of ['not-an-id!', 'UHJvdmluY2U6', shiraz, plainGlobalId('Province', 'Fars')]) {
      const variables = variablesFromParams(new URLSearchParams({ provinceId, cityId: shiraz }));
      expect(variables).toMatchObject({
        filter: { provinceId: null, cityId: null },
        searchedProvinceId: '',
        hasSearchedProvince: false,
      });
      expect(formFromParams(new URLSearchParams({ provinceId })).provinceId).toBe('');
    }
    expect(
      variablesFromParams(new URLSearchParams({ provinceId: fars, cityId: fars })).filter.cityId,
    ).toBeNull();
  });

  it('leaves out what the API would refuse the whole search for: a date that does not exist, a code of letters, an unknown choice', () => {
    const { filter } = variablesFromParams(
      new URLSearchParams({
        registeredFrom: '۱۴۰۰/۱۳/۴۰',
        registeredTo: '1402/01/01',
        industryCode: 'abc',
        hsCode: '۸۴',
        legalForm: 'FOO',
        status: 'ACTIVE',
        trade: 'SMUGGLING',
      }),
    );
    expect(filter).toMatchObject({
      registeredFrom: null,
      registeredTo: '1402/01/01',
      industryCode: null,
      hsCode: '۸۴',
      legalForm: null,
      status: 'ACTIVE',
      trade: null,
    });
    // From after to: the later bound is the one the rules name.
    const reversed = variablesFromParams(
      new URLSearchParams({ registeredFrom: '1402/01/01', registeredTo: '1400/01/01' }),
    );
    expect(reversed.filter).toMatchObject({ registeredFrom: '1402/01/01', registeredTo: null });
  });

  it('reads capital typed in Persian digits with separators, and a city only with its province', () => {
    const variables = variablesFromParams(
      new URLSearchParams({
        capitalMin: '۱٬۰۰۰٬۰۰۰',
        capitalMax: '۵۰,۰۰۰,۰۰۰',
        cityId: 'Q2l0eToz',
        provinceId: 'UHJvdmluY2U6OA',
      }),
    );
    expect(variables.filter.capitalMin).toBe(1_000_000);
    expect(variables.filter.capitalMax).toBe(50_000_000);
    expect(variables.filter.cityId).toBe('Q2l0eToz');
    expect(variablesFromParams(new URLSearchParams({ cityId: 'Q2l0eToz' })).filter.cityId).toBeNull();
  });

  it("asks for the searched province's cities with the page, and for none without a province", () => {
    const withProvince = variablesFromParams(new URLSearchParams({ provinceId: 'UHJvdmluY2U6OA' }));
    expect(withProvince).toMatchObject({ searchedProvinceId: 'UHJvdmluY2U6OA', hasSearchedProvince: true });
    expect(variablesFromParams(new URLSearchParams())).toMatchObject({ hasSearchedProvince: false });
  });
});
