import { toLatinDigits } from '@rasad/contracts/latin-digits.ts';

/** Card digits as typed (Persian digits, spaces or dashes allowed), or null if it is not 16 digits. */
export function cardDigits(value: string): string | null {
  const digits = toLatinDigits(value).replace(/[\s-]/g, '');
  return /^\d{16}$/.test(digits) ? digits : null;
}

/** The Luhn (mod 10) check every Shetab card number passes. */
export function passesLuhnCheck(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** How receipts show a card: first six and last four digits. */
export function maskCardNumber(digits: string): string {
  return `${digits.slice(0, 6)}******${digits.slice(-4)}`;
}
