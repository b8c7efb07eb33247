/** Iranian identifiers' own rules: the check digits of national codes and legal IDs, and the shape of postal codes. */

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

/** Iranian postal codes: no 0 or 2 in the first five digits, no 5 in the fifth, no 2 at all, not all zeros at the end. */
const postalCodePattern = /^[13-9]{4}[1346-9][013-9]{5}$/;

export function isValidPostalCode(code: string): boolean {
  return postalCodePattern.test(code) && !code.endsWith('00000');
}
