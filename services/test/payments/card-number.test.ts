import { verifyCardNumber } from '@persian-tools/persian-tools';
import { describe, expect, it } from 'vitest';
import { cardDigits, maskCardNumber, passesLuhnCheck } from '../../src/payments/payment-page/card-number.ts';
import { createSeededRandom } from '../../src/seed/seeded-random.ts';

describe('card numbers', () => {
  it('reads card numbers typed with Persian digits, spaces or dashes', () => {
    expect(cardDigits('۶۰۳۷-۹۹۱۱-۹۹۵۰-۰۵۹۰')).toBe('6037991199500590');
    expect(cardDigits('6037 9911 9950 0590')).toBe('6037991199500590');
    expect(cardDigits('603799119950059')).toBeNull();
  });

  it('applies the Luhn check the way persian-tools does', () => {
    expect(passesLuhnCheck('6037991199500590')).toBe(true);
    expect(passesLuhnCheck('6037991199500591')).toBe(false);
    const random = createSeededRandom('cards');
    for (let index = 0; index < 300; index++) {
      const digits = random.pick(['603799', '610433', '621986', '589210']) + random.digits(10);
      expect(passesLuhnCheck(digits)).toBe(verifyCardNumber(Number(digits)) === true);
    }
  });

  it('masks all but the first six and last four digits', () => {
    expect(maskCardNumber('6037991199500590')).toBe('603799******0590');
  });
});
