import { createRequire } from 'node:module';
import { numberToWords } from '@persian-tools/persian-tools';
import PDFDocument from 'pdfkit';
import { solarHijriDate } from '../exams/certificate-pdf.ts';
import { drawRightToLeftLine } from '../../shared/pdf/right-to-left-line.ts';
import { vatPercent } from './order-pricing.ts';
import { toPersianDigits } from '@rasad/contracts/latin-digits.ts';

const require = createRequire(import.meta.url);
const regularFont = require.resolve('vazirmatn/fonts/ttf/Vazirmatn-Regular.ttf');
const boldFont = require.resolve('vazirmatn/fonts/ttf/Vazirmatn-Bold.ttf');

export interface InvoiceParty {
  name: string;
  nationalIdLabel: string;
  nationalId: string;
  economicCode: string | null;
  registrationNumber: string | null;
  address: string;
  province: string;
  city: string;
  postalCode: string;
  phone: string;
}

export interface InvoiceContent {
  number: number;
  issuedAt: Date;
  seller: InvoiceParty;
  buyer: InvoiceParty;
  item: string;
  listAmount: number;
  discountAmount: number;
  netAmount: number;
  vatAmount: number;
  totalAmount: number;
  referenceNumber: string | null;
}

/** The platform as the seller on its invoices; INVOICE_SELLER_* override the registered details. */
export function sellerParty(env: NodeJS.ProcessEnv = process.env): InvoiceParty {
  return {
    name: env.INVOICE_SELLER_NAME ?? 'شرکت رصد داده‌های کسب‌وکار',
    nationalIdLabel: 'شناسه ملی',
    nationalId: env.INVOICE_SELLER_NATIONAL_ID ?? '14007654328',
    economicCode: env.INVOICE_SELLER_ECONOMIC_CODE ?? '411458796314',
    registrationNumber: env.INVOICE_SELLER_REGISTRATION_NUMBER ?? '534871',
    address: env.INVOICE_SELLER_ADDRESS ?? 'خیابان ولیعصر، بالاتر از پارک ساعی، پلاک ۲۱۰۰، طبقه ۴',
    province: env.INVOICE_SELLER_PROVINCE ?? 'تهران',
    city: env.INVOICE_SELLER_CITY ?? 'تهران',
    postalCode: env.INVOICE_SELLER_POSTAL_CODE ?? '1966734511',
    phone: env.INVOICE_SELLER_PHONE ?? '02188776655',
  };
}

const rials = (amount: number) => toPersianDigits(new Intl.NumberFormat('en-US').format(amount));

/** The total in Persian words: «یک میلیون و صد هزار ریال». */
export function amountInWords(amount: number): string {
  return amount === 0 ? 'صفر ریال' : `${numberToWords(amount) as string} ریال`;
}

type Doc = InstanceType<typeof PDFDocument>;

/** Draws a right-to-left line in `font` at `size` whose right edge is at `right`; returns its left edge. */
function rtlLine(
  doc: Doc,
  line: string,
  right: number,
  y: number,
  size: number,
  font: 'regular' | 'bold' = 'regular',
) {
  doc.font(font).fontSize(size);
  return drawRightToLeftLine(doc, line, right, y);
}

/** The gap between the labelled fields of one line, wide enough to read them as separate cells. */
const fieldGap = 18;

/** Draws labelled fields («استان: تهران», «شهر: تهران», …) on one right-to-left line, a clear gap between each. */
function rtlFields(doc: Doc, fields: string[], right: number, y: number, size: number) {
  let edge = right;
  for (const field of fields) edge = rtlLine(doc, field, edge, y, size) - fieldGap;
}

const partyBoxHeight = 78;
const partyLineStep = 18;

function partyBox(doc: Doc, title: string, party: InvoiceParty, top: number) {
  const left = 40;
  const right = doc.page.width - 40;
  doc
    .rect(left, top, right - left, partyBoxHeight)
    .lineWidth(0.8)
    .stroke('#475569');
  doc.rect(right - 110, top, 110, partyBoxHeight).fillAndStroke('#e2e8f0', '#475569');
  doc.fillColor('#0f172a');
  rtlLine(doc, title, right - 10, top + 30, 11, 'bold');
  const inner = right - 125;
  const codes = [
    party.economicCode ? `کد اقتصادی: ${toPersianDigits(party.economicCode)}` : null,
    party.registrationNumber ? `شماره ثبت: ${toPersianDigits(party.registrationNumber)}` : null,
  ].filter((text): text is string => text !== null);
  // A person has neither code: their line is left out and the others centred in the box, not a blank line between.
  const lines: ((y: number) => void)[] = [
    (y) => {
      rtlLine(doc, `نام: ${party.name}`, inner, y, 10);
      rtlLine(doc, `${party.nationalIdLabel}: ${toPersianDigits(party.nationalId)}`, inner - 230, y, 10);
    },
    ...(codes.length > 0 ? [(y: number) => rtlFields(doc, codes, inner, y, 10)] : []),
    (y) =>
      rtlFields(
        doc,
        [
          `استان: ${party.province}`,
          `شهر: ${party.city}`,
          `کد پستی: ${toPersianDigits(party.postalCode)}`,
          `تلفن: ${toPersianDigits(party.phone)}`,
        ],
        inner,
        y,
        10,
      ),
    (y) => rtlLine(doc, `نشانی: ${toPersianDigits(party.address)}`, inner, y, 9),
  ];
  const first = top + (partyBoxHeight - (lines.length - 1) * partyLineStep - 10) / 2;
  lines.forEach((draw, index) => draw(first + index * partyLineStep));
}

/** The official sales invoice (صورتحساب فروش کالا و خدمات) as a one-page A4 PDF in Persian. */
export function renderInvoicePdf(content: InvoiceContent): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    info: { Title: `صورتحساب ${toPersianDigits(content.number)}`, Author: 'رصد' },
  });
  doc.registerFont('regular', regularFont);
  doc.registerFont('bold', boldFont);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  const { width } = doc.page;
  const right = width - 40;

  doc.fillColor('#0f172a');
  rtlLine(doc, 'صورتحساب فروش کالا و خدمات', width / 2 + 110, 30, 18, 'bold');
  rtlLine(doc, `شماره: ${toPersianDigits(content.number)}`, right, 36, 10);
  rtlLine(doc, `تاریخ: ${solarHijriDate(content.issuedAt)}`, right, 52, 10);
  if (content.referenceNumber)
    rtlLine(doc, `شماره مرجع پرداخت: ${toPersianDigits(content.referenceNumber)}`, 250, 44, 10);

  partyBox(doc, 'مشخصات فروشنده', content.seller, 80);
  partyBox(doc, 'مشخصات خریدار', content.buyer, 170);

  const columns = [
    { title: 'ردیف', width: 40 },
    { title: 'شرح کالا یا خدمات', width: 270 },
    { title: 'مبلغ (ریال)', width: 100 },
    { title: 'تخفیف (ریال)', width: 90 },
    { title: 'مبلغ پس از تخفیف', width: 100 },
    { title: `ارزش افزوده ${toPersianDigits(String(vatPercent))} درصد`, width: 90 },
    { title: 'جمع کل (ریال)', width: 72 },
  ];
  const values = [
    '۱',
    content.item,
    rials(content.listAmount),
    rials(content.discountAmount),
    rials(content.netAmount),
    rials(content.vatAmount),
    rials(content.totalAmount),
  ];
  const tableTop = 265;
  let edge = right;
  columns.forEach((column, index) => {
    doc.rect(edge - column.width, tableTop, column.width, 24).fillAndStroke('#e2e8f0', '#475569');
    doc
      .rect(edge - column.width, tableTop + 24, column.width, 34)
      .lineWidth(0.8)
      .stroke('#475569');
    doc.fillColor('#0f172a');
    rtlLine(doc, column.title, edge - 5, tableTop + 6, 9, 'bold');
    rtlLine(doc, values[index]!, edge - 5, tableTop + 34, index === 1 ? 9 : 10);
    edge -= column.width;
  });

  const totalsTop = tableTop + 76;
  rtlLine(doc, `جمع مبلغ پس از تخفیف: ${rials(content.netAmount)} ریال`, right, totalsTop, 11);
  rtlLine(doc, `مالیات و عوارض ارزش افزوده: ${rials(content.vatAmount)} ریال`, right, totalsTop + 20, 11);
  rtlLine(doc, `مبلغ کل: ${rials(content.totalAmount)} ریال`, right, totalsTop + 40, 12, 'bold');
  rtlLine(doc, `مبلغ کل به حروف: ${amountInWords(content.totalAmount)}`, right, totalsTop + 62, 11);
  rtlLine(doc, 'مهر و امضای فروشنده', right - 40, totalsTop + 110, 10);
  rtlLine(doc, 'مهر و امضای خریدار', 220, totalsTop + 110, 10);
  doc.end();
  return done;
}
