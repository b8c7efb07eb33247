/** Latin digits written in Persian, as the fa-IR screens show numbers, codes and mobiles. */
export const toPersianDigits = (text: string) =>
  text.replace(/[0-9]/g, (digit) => String.fromCharCode(0x06f0 + Number(digit)));

/** Persian digits read back as Latin ones, to compare with what the API returned. */
export const toLatinDigits = (text: string) =>
  text.replace(/[۰-۹]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0));

/**
 * A number no earlier run used, in Persian digits, to make a name unique (a list, a key, a unit) as a Persian user
 * would type it: the screens' checks find Latin digits in Persian text wherever it shows later.
 */
export const uniquePersianNumber = () => toPersianDigits(String(Date.now() % 10_000_000));
