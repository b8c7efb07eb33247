import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import jsQR from 'jsqr';
import { renderCertificatePdf, solarHijriDate } from '../../src/courses/exams/certificate-pdf.ts';

// poppler-utils reads the PDF back the way a viewer lays it out (apt-get install -y poppler-utils). CI installs it, so
// there a missing pdftotext fails the test rather than skipping it.
const canReadPdf = spawnSync('pdftotext', ['-v']).status === 0 || process.env.CI === 'true';

describe('renderCertificatePdf', () => {
  // The PDFs are written where the poppler tools read them, and removed with the folder at the end.
  const folder = mkdtempSync(path.join(tmpdir(), 'certificate-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  it('dates the certificate in the Solar Hijri calendar with Persian digits', () => {
    expect(solarHijriDate(new Date('2026-03-21T12:00:00Z'))).toBe('۱ فروردین ۱۴۰۵');
  });

  it.skipIf(!canReadPdf)(
    'lays the Persian words out from right to left, with numbers and codes reading left to right',
    async () => {
      const pdf = await renderCertificatePdf({
        learnerName: 'نرگس حسینی',
        courseTitle: 'اکسل کاربردی برای کسب‌وکار',
        teacherName: 'امید رحیمی',
        scorePercent: 67,
        issuedAt: new Date('2026-11-22T08:00:00Z'),
        code: 'RSD-0A1B2C3D4E',
        verificationUrl: 'http://127.0.0.1:4000/certificates/RSD-0A1B2C3D4E',
      });
      const file = path.join(folder, 'rtl-layout.pdf');
      writeFileSync(file, pdf);
      const words = [
        ...execFileSync('pdftotext', ['-bbox', file, '-'])
          .toString()
          .matchAll(/xMin="([\d.]+)" yMin="([\d.]+)"[^>]*>([^<]+)</g),
      ].map(([, x, y, text]) => ({ x: Number(x), y: Number(y), text: text! }));
      // Lines read from the right: sort each line's words by falling x. Shaped Arabic-script glyphs come out in visual order.
      const line = (y: number) =>
        words
          .filter((word) => Math.abs(word.y - y) < 1)
          .sort((a, b) => b.x - a.x)
          .map((word) =>
            /[\u0600-\u06EF\u06FA-\u06FF]/.test(word.text) ? [...word.text].reverse().join('') : word.text,
          );
      const dateLine = words.find((word) => word.text === '۱۴۰۵')!.y;
      expect(line(dateLine)).toEqual(['تاریخ', 'صدور:', '۱', 'آذر', '۱۴۰۵']);
      const codeLine = words.find((word) => word.text === 'RSD-0A1B2C3D4E')!.y;
      expect(line(codeLine)).toEqual(['کد', 'رهگیری:', 'RSD-0A1B2C3D4E']);
    },
  );

  it.skipIf(!canReadPdf)('carries a QR code that a phone reads as the verification address', async () => {
    const verificationUrl = 'http://127.0.0.1:4000/certificates/RSD-0A1B2C3D4E';
    const pdf = await renderCertificatePdf({
      learnerName: 'نرگس حسینی',
      courseTitle: 'اکسل کاربردی برای کسب‌وکار',
      teacherName: 'امید رحیمی',
      scorePercent: 67,
      issuedAt: new Date('2026-11-22T08:00:00Z'),
      code: 'RSD-0A1B2C3D4E',
      verificationUrl,
    });
    const file = path.join(folder, 'qr-code.pdf');
    writeFileSync(file, pdf);
    // The page as a greyscale image (PGM: a text header, then one byte a pixel), read by a QR decoder.
    const image = execFileSync('pdftoppm', ['-gray', '-r', '100', '-singlefile', file]);
    const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(image.subarray(0, 40).toString('latin1'))!;
    const [width, height] = [Number(header[1]), Number(header[2])];
    const grey = image.subarray(header[0].length);
    const rgba = new Uint8ClampedArray(width * height * 4);
    for (let pixel = 0; pixel < width * height; pixel++) {
      rgba.fill(grey[pixel]!, pixel * 4, pixel * 4 + 3);
      rgba[pixel * 4 + 3] = 255;
    }
    expect(jsQR(rgba, width, height)?.data).toBe(verificationUrl);
  });
});
