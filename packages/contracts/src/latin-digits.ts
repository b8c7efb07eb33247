const persianZero = '۰'.charCodeAt(0);
const arabicZero = '٠'.charCodeAt(0);

/** Users type Persian (۰–۹) or Arabic-Indic (٠–٩) digits; rules and storage use 0–9. */
export function toLatinDigits(value: string): string {
  return value.replace(/[۰-۹٠-٩]/g, (digit) => {
    const code = digit.charCodeAt(0);
    return String(code - (code >= persianZero ? persianZero : arabicZero));
  });
}

/** A number as people type it: Persian or Arabic digits, thousands separators (, ٬ ،) and spaces become plain Latin digits. */
export function typedNumberText(value: string): string {
  return toLatinDigits(value).replace(/[\s,٬،]/g, '');
}

/** Latin digits written as Persian ones (۰–۹), for Persian text made on the server (PDFs, messages). */
export function toPersianDigits(value: string | number): string {
  return String(value).replace(/[0-9]/g, (digit) => String.fromCharCode(persianZero + Number(digit)));
}
