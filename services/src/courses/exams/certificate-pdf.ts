import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { drawRightToLeftLine, rightToLeftLineWidth } from '../../shared/pdf/right-to-left-line.ts';
import { toPersianDigits } from '@rasad/contracts/latin-digits.ts';

const require = createRequire(import.meta.url);
const regularFont = require.resolve('vazirmatn/fonts/ttf/Vazirmatn-Regular.ttf');
const boldFont = require.resolve('vazirmatn/fonts/ttf/Vazirmatn-Bold.ttf');

export interface CertificateContent {
  learnerName: string;
  courseTitle: string;
  teacherName: string;
  scorePercent: number;
  issuedAt: Date;
  code: string;
  verificationUrl: string;
}

/** The issue date in the Solar Hijri calendar, Tehran time, with Persian digits: «۱ آذر ۱۴۰۵». */
export function solarHijriDate(instant: Date): string {
  return new Intl.DateTimeFormat('fa-IR-u-ca-persian-nu-arabext', {
    dateStyle: 'long',
    timeZone: 'Asia/Tehran',
  }).format(instant);
}

type Doc = InstanceType<typeof PDFDocument>;

/** Draws a right-to-left line centred on the page. */
function centredRtlLine(doc: Doc, line: string, y: number, size: number, font: string) {
  doc.font(font).fontSize(size);
  drawRightToLeftLine(doc, line, (doc.page.width + rightToLeftLineWidth(doc, line)) / 2, y);
}

/** A QR code of `text` as filled squares (vector, sharp at any zoom), `size` points wide, top-left at (x, y). */
function drawQrCode(doc: Doc, text: string, x: number, y: number, size: number) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const cell = size / modules.size;
  for (let row = 0; row < modules.size; row++)
    for (let column = 0; column < modules.size; column++)
      if (modules.get(row, column)) doc.rect(x + column * cell, y + row * cell, cell, cell);
  doc.fill('#1b1b1b');
}

/** The certificate as a one-page A4 landscape PDF in Persian. */
export function renderCertificatePdf(content: CertificateContent): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    info: { Title: `گواهی پایان دوره ${content.courseTitle}`, Author: 'رصد' },
  });
  doc.registerFont('regular', regularFont);
  doc.registerFont('bold', boldFont);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));

  const { width, height } = doc.page;
  doc
    .rect(24, 24, width - 48, height - 48)
    .lineWidth(3)
    .stroke('#0f7b83');
  doc
    .rect(34, 34, width - 68, height - 68)
    .lineWidth(1)
    .stroke('#0f7b83');
  doc.fillColor('#0f7b83');
  centredRtlLine(doc, 'رصد', 70, 26, 'bold');
  doc.fillColor('#1b1b1b');
  centredRtlLine(doc, 'گواهی پایان دوره', 130, 34, 'bold');
  centredRtlLine(doc, 'بدین‌وسیله گواهی می‌شود که', 195, 16, 'regular');
  doc.fillColor('#0f7b83');
  centredRtlLine(doc, content.learnerName, 228, 28, 'bold');
  doc.fillColor('#1b1b1b');
  centredRtlLine(doc, 'دوره آموزشی', 282, 16, 'regular');
  centredRtlLine(doc, content.courseTitle, 308, 20, 'bold');
  centredRtlLine(
    doc,
    `به تدریس ${content.teacherName} را با نمره ${toPersianDigits(String(content.scorePercent))} از ${toPersianDigits('100')} با موفقیت به پایان رسانده است`,
    345,
    15,
    'regular',
  );
  centredRtlLine(doc, `تاریخ صدور: ${solarHijriDate(content.issuedAt)}`, 392, 14, 'regular');
  centredRtlLine(doc, `کد رهگیری: ${content.code}`, 420, 14, 'regular');
  doc.fillColor('#555555');
  centredRtlLine(doc, 'برای استعلام اصالت این گواهی نشانی زیر را باز کنید:', 462, 12, 'regular');
  doc.font('regular').fontSize(11).fillColor('#0f7b83');
  const urlWidth = doc.widthOfString(content.verificationUrl);
  doc.text(content.verificationUrl, (width - urlWidth) / 2, 485, {
    width: urlWidth + 2,
    lineBreak: false,
    link: content.verificationUrl,
  });
  // The same address as a QR code in the lower left corner, for a phone held over the paper.
  const qrSize = 92;
  drawQrCode(doc, content.verificationUrl, 60, height - 60 - qrSize, qrSize);
  doc.end();
  return done;
}
