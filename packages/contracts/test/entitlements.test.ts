import { describe, expect, it } from 'vitest';
import {
  administersCompany,
  companyAdministrationPackages,
  entitlements,
  isEntitled,
  isPaidPackageType,
  packageTypes,
  paidPackageTypes,
  requiredPackage,
} from '../src/entitlements.ts';

describe('the entitlements table', () => {
  it('sells every package but the free one, and only those', () => {
    expect(packageTypes.filter(isPaidPackageType)).toEqual([...paidPackageTypes]);
    expect(isPaidPackageType('FREE')).toBe(false);
    expect(isPaidPackageType('GOLD')).toBe(false);
  });

  it('gives company administration to the packages whose holders buy seats for users', () => {
    expect(companyAdministrationPackages).toEqual(['ENTERPRISE']);
    expect(requiredPackage('companyAdministration')).toBe('ENTERPRISE');
    for (const packageType of packageTypes)
      expect(isEntitled(packageType, 'companyAdministration')).toBe(entitlements[packageType].seats > 1);
    expect(isEntitled(null, 'companyAdministration')).toBe(false);
  });

  it('checks a package another service names as a string before reading the table', () => {
    expect(administersCompany('ENTERPRISE')).toBe(true);
    expect(administersCompany('PROFESSIONAL')).toBe(false);
    expect(administersCompany('enterprise')).toBe(false);
    expect(administersCompany(undefined)).toBe(false);
  });
});
