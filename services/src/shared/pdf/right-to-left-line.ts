import bidiFactory from 'bidi-js';
import type PDFDocument from 'pdfkit';

const bidi = bidiFactory();

type Doc = InstanceType<typeof PDFDocument>;

/** One piece of a line as it is drawn: no spaces inside, one direction, one kind of script. */
export interface VisualPiece {
  /** The characters as they appear from left to right (mirrored brackets already swapped). */
  text: string;
  /** A space precedes it on its left (the gap pdftotext and readers see between words). */
  spaceBefore: boolean;
}

// fontkit (under pdfkit) lays out a string whose first letter is of a right-to-left script backwards, and nothing
// else: a piece of such letters (Persian digits are Arabic script too) goes to it in reverse so it comes out right.
const rightToLeftScript =
  /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;
const neutralScript = /[\p{Script=Common}\p{Script=Inherited}]/u;

type ScriptKind = 'rtl' | 'other' | 'neutral';

function scriptKind(character: string): ScriptKind {
  if (rightToLeftScript.test(character)) return 'rtl';
  return neutralScript.test(character) ? 'neutral' : 'other';
}

/**
 * One line of a right-to-left paragraph in visual order, by the Unicode Bidirectional Algorithm (bidi-js): the
 * pieces from left to right, each in the order its characters are seen. Persian words read right to left, numbers,
 * Latin words and codes left to right inside them, brackets mirrored.
 */
export function visualPieces(line: string): VisualPiece[] {
  const embedding = bidi.getEmbeddingLevels(line, 'rtl');
  const mirrored = bidi.getMirroredCharactersMap(line, embedding.levels);
  const pieces: VisualPiece[] = [];
  let open: (VisualPiece & { level: number; kind: ScriptKind }) | null = null;
  let spaceBefore = false;
  for (const index of bidi.getReorderedIndices(line, embedding)) {
    const character = mirrored.get(index) ?? line[index]!;
    if (/\s/.test(character)) {
      if (open) pieces.push({ text: open.text, spaceBefore: open.spaceBefore });
      open = null;
      spaceBefore = pieces.length > 0;
      continue;
    }
    const level = embedding.levels[index]!;
    const kind = scriptKind(character);
    if (
      open &&
      open.level === level &&
      (kind === 'neutral' || open.kind === 'neutral' || open.kind === kind)
    ) {
      open.text += character;
      if (open.kind === 'neutral') open.kind = kind;
    } else {
      if (open) pieces.push({ text: open.text, spaceBefore: open.spaceBefore });
      open = { text: character, level, kind, spaceBefore };
    }
    spaceBefore = false;
  }
  if (open) pieces.push({ text: open.text, spaceBefore: open.spaceBefore });
  return pieces;
}

/** What pdfkit is handed for a piece, so that fontkit draws it as it is seen. */
function drawnText(piece: VisualPiece): string {
  const first = [...piece.text].find((character) => scriptKind(character) !== 'neutral');
  return first && scriptKind(first) === 'rtl' ? [...piece.text].reverse().join('') : piece.text;
}

/** The width of a right-to-left line in the document's current font and size. */
export function rightToLeftLineWidth(doc: Doc, line: string): number {
  const space = doc.widthOfString(' ');
  return visualPieces(line).reduce(
    (width, piece) => width + doc.widthOfString(drawnText(piece)) + (piece.spaceBefore ? space : 0),
    0,
  );
}

/**
 * Draws one right-to-left line (current font and size) whose right edge is at `right`; returns its left edge.
 * The one way both PDFs (certificate, invoice) set Persian text.
 */
export function drawRightToLeftLine(doc: Doc, line: string, right: number, y: number): number {
  const space = doc.widthOfString(' ');
  const left = right - rightToLeftLineWidth(doc, line);
  let x = left;
  for (const piece of visualPieces(line)) {
    if (piece.spaceBefore) x += space;
    const text = drawnText(piece);
    doc.text(text, x, y, { lineBreak: false });
    x += doc.widthOfString(text);
  }
  return left;
}
