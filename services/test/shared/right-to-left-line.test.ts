import { execFileSync, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { drawRightToLeftLine, visualPieces } from '../../src/shared/pdf/right-to-left-line.ts';

// poppler-utils reads the PDF back the way a viewer lays it out; CI installs it, so there a missing pdftotext fails.
const canReadPdf = spawnSync('pdftotext', ['-v']).status === 0 || process.env.CI === 'true';
const require = createRequire(import.meta.url);

/** Each line drawn right-aligned on its own row of a page, in the font both PDFs use. */
function pdfOf(lines: string[]): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 0 });
  doc.registerFont('regular', require.resolve('vazirmatn/fonts/ttf/Vazirmatn-Regular.ttf'));
  doc.font('regular').fontSize(12);
  lines.forEach((line, index) => drawRightToLeftLine(doc, line, 560, 40 + index * 30));
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.end();
  return done;
}

/** A word as pdftotext sees it (its glyphs from the left) put back in reading order: Persian letters right to left. */
function readingOrder(seen: string): string {
  const runs = seen.match(/[\u0600-\u06EF\u06FA-\u06FF\u200C]+|[^\u0600-\u06EF\u06FA-\u06FF\u200C]+/g) ?? [];
  return runs
    .reverse()
    .map((run) => (/[\u0600-\u06EF]/.test(run) ? [...run].reverse().join('') : run))
    .join('');
}

/** The words of each row as a reader takes them in: from the right. */
function readBack(pdf: Buffer): string[][] {
  const words = [
    ...execFileSync('pdftotext', ['-bbox', '-', '-'], { input: pdf })
      .toString()
      .matchAll(/xMin="([\d.]+)" yMin="([\d.]+)"[^>]*>([^<]+)</g),
  ].map(([, x, y, text]) => ({ x: Number(x), y: Math.round(Number(y)), text: text! }));
  const rows = [...new Set(words.map((word) => word.y))].sort((a, b) => a - b);
  return rows.map((y) =>
    words
      .filter((word) => word.y === y)
      .sort((a, b) => b.x - a.x)
      .map((word) => readingOrder(word.text)),
  );
}

describe('right-to-left lines by the Unicode Bidirectional Algorithm', () => {
  it('orders a line from the left as it is seen: Persian words reversed, numbers and codes as read', () => {
    expect(visualPieces('کد رهگیری: RSD-0A1B2C3D4E').map((piece) => piece.text)).toEqual([
      'RSD-0A1B2C3D4E',
      ':یریگهر',
      'دک',
    ]);
    expect(visualPieces('داشبوردهای مدیریتی با Power BI').map((piece) => piece.text)).toEqual([
      'Power',
      'BI',
      'اب',
      'یتیریدم',
      'یاهدروبشاد',
    ]);
  });

  it('mirrors brackets and keeps digits inside Persian words in order', () => {
    expect(visualPieces('پلاک ۲۱۰۰، (ریال)').map((piece) => piece.text)).toEqual([
      '(لایر)',
      '،',
      '۲۱۰۰',
      'کالپ',
    ]);
  });

  it('keeps zero-width non-joiners inside a word', () => {
    expect(visualPieces('کسب‌وکار می‌شود').map((piece) => piece.text)).toEqual([
      [...'می‌شود'].reverse().join(''),
      [...'کسب‌وکار'].reverse().join(''),
    ]);
  });

  it.skipIf(!canReadPdf)('reads back from the PDF in word order, with Persian digits in order', async () => {
    const pdf = await pdfOf([
      'تاریخ صدور: ۱ آذر ۱۴۰۵',
      'مبلغ کل: ۲۷,۳۹۰,۰۰۰ ریال',
      'دوره Power BI در ۱۲ جلسه',
      // (No «لا» in these words: pdftotext reads that one ligature's two letters in the wrong order.)
      'نشانی: تهران، شماره ۲۱۰۰، طبقه ۳',
      'مبلغ (ریال) کد RSD-0A1B',
    ]);
    expect(readBack(pdf)).toEqual([
      ['تاریخ', 'صدور:', '۱', 'آذر', '۱۴۰۵'],
      ['مبلغ', 'کل:', '۲۷,۳۹۰,۰۰۰', 'ریال'],
      // Words from the right: a left-to-right run (Power BI) shows its last word first.
      ['دوره', 'BI', 'Power', 'در', '۱۲', 'جلسه'],
      ['نشانی:', 'تهران،', 'شماره', '۲۱۰۰،', 'طبقه', '۳'],
      // Brackets in right-to-left text are drawn mirrored: the opening one, on the right, has the glyph «)».
      ['مبلغ', ')ریال(', 'کد', 'RSD-0A1B'],
    ]);
  });
});
