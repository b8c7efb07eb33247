import { validNationalIdPrefixes } from '@persian-tools/persian-tools';
import { legalIdCheckDigit, nationalCodeCheckDigit } from '@rasad/contracts/iranian-identifiers.ts';
import type { SeededRandom } from './seeded-random.ts';

const nationalCodePrefixes = [...validNationalIdPrefixes].sort();

/** A valid national code whose first three digits are a real issuing-office prefix. */
export function generateNationalCode(random: SeededRandom): string {
  const firstNine = random.pick(nationalCodePrefixes) + random.digits(5) + random.digits(1, '123456789');
  return firstNine + String(nationalCodeCheckDigit(firstNine));
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

export function generatePostalCode(random: SeededRandom): string {
  const head = random.digits(4, '13456789') + random.digits(1, '134679');
  const tail = random.digits(4, '013456789') + random.digits(1, '13456789');
  return head + tail;
}
