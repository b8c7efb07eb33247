import { validNationalIdPrefixes } from '@persian-tools/persian-tools';
import type { SeededRandom } from './seeded-random.ts';

/** Check digit of a 10-digit national code (کد ملی) from its first nine digits. */
export function nationalCodeCheckDigit(firstNine: string): number {
  let sum = 0;
  for (let index = 0; index < 9; index++) sum += Number(firstNine[index]) * (10 - index);
  const remainder = sum % 11;
  return remainder < 2 ? remainder : 11 - remainder;
}

export function isValidNationalCode(code: string): boolean {
  if (!/^\d{10}$/.test(code) || /^(\d)\1{9}$/.test(code)) return false;
  return nationalCodeCheckDigit(code.slice(0, 9)) === Number(code[9]);
}

const nationalCodePrefixes = [...validNationalIdPrefixes].sort();

/** A valid national code whose first three digits are a real issuing-office prefix. */
export function generateNationalCode(random: SeededRandom): string {
  const firstNine = random.pick(nationalCodePrefixes) + random.digits(5) + random.digits(1, '123456789');
  return firstNine + String(nationalCodeCheckDigit(firstNine));
}

const legalIdWeights = [29, 27, 23, 19, 17];

/** Check digit of an 11-digit legal national ID (شناسه ملی) from its first ten digits. */
export function legalIdCheckDigit(firstTen: string): number {
  const tensDigitPlusTwo = Number(firstTen[9]) + 2;
  let sum = 0;
  for (let index = 0; index < 10; index++) {
    sum += (tensDigitPlusTwo + Number(firstTen[index])) * (legalIdWeights[index % 5] as number);
  }
  const remainder = sum % 11;
  return remainder === 10 ? 0 : remainder;
}

export function isValidLegalId(id: string): boolean {
  if (!/^\d{11}$/.test(id) || /^\d{3}0{6}/.test(id)) return false;
  return legalIdCheckDigit(id.slice(0, 10)) === Number(id[10]);
}

/** A valid legal national ID in the usual 10xxxxxxxxx range of registered companies. */
export function generateLegalId(random: SeededRandom): string {
  const firstTen = '10' + random.digits(1, '1234568') + random.digits(7);
  return firstTen + String(legalIdCheckDigit(firstTen));
}

/** Prefixes of the mobile operators (Hamrah-e Avval, Irancell, Rightel). */
const mobilePrefixes = [
  '0910',
  '0911',
  '0912',
  '0913',
  '0914',
  '0915',
  '0916',
  '0917',
  '0918',
  '0919',
  '0990',
  '0991',
  '0992',
  '0901',
  '0902',
  '0903',
  '0930',
  '0933',
  '0935',
  '0936',
  '0937',
  '0938',
  '0939',
  '0920',
  '0921',
  '0922',
];

export function generateMobile(random: SeededRandom): string {
  return random.pick(mobilePrefixes) + random.digits(7);
}

/** Iranian postal codes: no 0 or 2 in the first five digits, no 5 in the fifth, no 2 at all, not all zeros at the end. */
const postalCodePattern = /^[13-9]{4}[1346-9][013-9]{5}$/;

export function isValidPostalCode(code: string): boolean {
  return postalCodePattern.test(code) && !code.endsWith('00000');
}

export function generatePostalCode(random: SeededRandom): string {
  const head = random.digits(4, '13456789') + random.digits(1, '134679');
  const tail = random.digits(4, '013456789') + random.digits(1, '13456789');
  return head + tail;
}
