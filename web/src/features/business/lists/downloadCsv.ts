/**
 * The name a downloaded file is saved under. Chromium replaces format characters in a download's name with «_», the
 * Persian half-space (ZWNJ) among them («تأمین‌کنندگان» became «تأمین_کنندگان»): it is written as a space, which
 * keeps the words apart as the reader wrote them.
 */
export function downloadFileName(fileName: string): string {
  return fileName.replace(/\u200c/g, ' ');
}

/** Saves text as a CSV file through a temporary link (no server round trip). */
export function downloadCsv(fileName: string, csv: string) {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = downloadFileName(fileName);
  link.click();
  URL.revokeObjectURL(url);
}
