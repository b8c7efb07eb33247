import {
  isPhoneNumberValid,
  verifyIranianLegalId,
  verifyIranianNationalId,
} from '@persian-tools/persian-tools';
import { describe, expect, it } from 'vitest';
import {
  isValidLegalId,
  isValidNationalCode,
  isValidPostalCode,
  legalIdCheckDigit,
  nationalCodeCheckDigit,
} from '@rasad/contracts/iranian-identifiers.ts';
import {
  generateLegalId,
  generateMobile,
  generateNationalCode,
  generatePostalCode,
} from '../../src/seed/iranian-identifiers.ts';
import { createSeededRandom } from '../../src/seed/seeded-random.ts';

const samples = 500;

describe('Iranian identifiers', () => {
  it('computes national code check digits of known codes', () => {
    // Published examples: 0499370899 and 0084575948 are valid national codes.
    expect(nationalCodeCheckDigit('049937089')).toBe(9);
    expect(nationalCodeCheckDigit('008457594')).toBe(8);
    expect(isValidNationalCode('0499370899')).toBe(true);
    expect(isValidNationalCode('0499370898')).toBe(false);
    expect(isValidNationalCode('1111111111')).toBe(false);
  });

  it('computes legal national ID check digits of known IDs', () => {
    // 10380284790 is a registered company's legal national ID.
    expect(legalIdCheckDigit('1038028479')).toBe(0);
    expect(isValidLegalId('10380284790')).toBe(true);
    expect(isValidLegalId('10380284791')).toBe(false);
  });

  it('generates national codes that persian-tools accepts, prefix included', () => {
    const random = createSeededRandom('national-codes');
    for (let index = 0; index < samples; index++) {
      const code = generateNationalCode(random);
      expect(code).toMatch(/^\d{10}$/);
      expect(isValidNationalCode(code)).toBe(true);
      expect(verifyIranianNationalId(code)).toBe(true);
    }
  });

  it('generates 11-digit legal national IDs that persian-tools accepts', () => {
    const random = createSeededRandom('legal-ids');
    for (let index = 0; index < samples; index++) {
      const id = generateLegalId(random);
      expect(id).toMatch(/^\d{11}$/);
      expect(isValidLegalId(id)).toBe(true);
      expect(verifyIranianLegalId(id)).toBe(true);
    }
  });

  it('agrees with persian-tools on corrupted IDs', () => {
    const random = createSeededRandom('corrupted');
    for (let index = 0; index < samples; index++) {
      const id = generateLegalId(random);
      const corrupted = id.slice(0, 10) + String((Number(id[10]) + 1) % 10);
      expect(isValidLegalId(corrupted)).toBe(verifyIranianLegalId(corrupted) === true);
      const code = generateNationalCode(random);
      const wrongCode = code.slice(0, 9) + String((Number(code[9]) + 1) % 10);
      expect(isValidNationalCode(wrongCode)).toBe(verifyIranianNationalId(wrongCode, { checkPrefix: false }));
    }
  });

  it('generates 09xxxxxxxxx mobiles of real operators', () => {
    const random = createSeededRandom('mobiles');
    for (let index = 0; index < samples; index++) {
      const mobile = generateMobile(random);
      expect(mobile).toMatch(/^09\d{9}$/);
      expect(isPhoneNumberValid(mobile)).toBe(true);
    }
  });

  it('generates valid 10-digit postal codes', () => {
    const random = createSeededRandom('postal-codes');
    for (let index = 0; index < samples; index++) {
      const code = generatePostalCode(random);
      expect(code).toMatch(/^\d{10}$/);
      expect(isValidPostalCode(code)).toBe(true);
    }
    expect(isValidPostalCode('1193653471')).toBe(true);
    expect(isValidPostalCode('0193653471')).toBe(false);
    expect(isValidPostalCode('1193600000')).toBe(false);
  });

  it('is deterministic for a seed', () => {
    const first = createSeededRandom('same');
    const second = createSeededRandom('same');
    const draw = (random: typeof first) => [
      generateLegalId(random),
      generateNationalCode(random),
      generateMobile(random),
      generatePostalCode(random),
    ];
    expect(draw(first)).toEqual(draw(second));
    expect(draw(createSeededRandom('other'))).not.toEqual(draw(createSeededRandom('same')));
  });
});
