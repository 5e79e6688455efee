import PDFDocument from 'pdfkit';
import { faceBytes, fontRuns, type FontFace } from './pdf-fonts';
import { breakUnits, fillLines } from './pdf-lines';

/** A one-document sheet: a title, a lead line, label-value rows (a value may have several lines) and closing lines. */
export interface PdfSheet {
  title: string;
  lead: string;
  rows: { label: string; lines: string[] }[];
  closing: string[];
  /** the document's language (accessibility, search) */
  lang: string;
  createdAt: Date;
}

const MARGIN = 50;
const LABEL_WIDTH = 150;
const GAP = 10;
const INK = '#1f1f1f';
const MUTED = '#595959';
/** line height, in font sizes */
const LINE = 1.45;

type Doc = InstanceType<typeof PDFDocument>;

/** Writes text whose characters may need several faces from (x, y), in lines within width; answers the y below it. */
function write(doc: Doc, used: Set<string>, text: string, at: { x: number; y: number; width: number; size: number; color: string; lang: string }): number {
  // Thin and narrow spaces (Intl puts them in times) as plain ones: not every face draws them.
  const plain = text.replace(/[\u2007-\u200a\u202f]/g, ' ');
  const measure = (s: string) => fontRuns(s, at.lang).reduce((w, run) => w + (useFace(doc, used, run.face), doc.fontSize(at.size).widthOfString(run.text)), 0);
  let y = at.y;
  for (const line of fillLines(breakUnits(plain, at.lang), at.width, measure)) {
    let x = at.x;
    for (const run of fontRuns(line, at.lang)) {
      useFace(doc, used, run.face);
      doc.fontSize(at.size).fillColor(at.color).text(run.text, x, y, { lineBreak: false });
      x += doc.widthOfString(run.text);
    }
    y += at.size * LINE;
  }
  return y;
}

function useFace(doc: Doc, used: Set<string>, face: FontFace): void {
  if (!used.has(face.name)) {
    doc.registerFont(face.name, faceBytes(face));
    used.add(face.name);
  }
  doc.font(face.name);
}

/** The sheet as an A4 PDF with the fonts it needs embedded (subset), so it prints the same everywhere. */
export async function sheetPdf(sheet: PdfSheet): Promise<Uint8Array<ArrayBuffer>> {
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, lang: sheet.lang, info: { Title: sheet.title, CreationDate: sheet.createdAt, ModDate: sheet.createdAt } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  const used = new Set<string>();
  const width = doc.page.width - 2 * MARGIN;
  const lang = sheet.lang;
  let y = write(doc, used, sheet.title, { x: MARGIN, y: MARGIN, width, size: 20, color: INK, lang });
  y = write(doc, used, sheet.lead, { x: MARGIN, y: y + 4, width, size: 11, color: MUTED, lang }) + 6;
  doc.moveTo(MARGIN, y).lineTo(MARGIN + width, y).lineWidth(0.5).strokeColor('#d9d9d9').stroke();
  y += 12;
  for (const row of sheet.rows) {
    const labelEnd = write(doc, used, row.label, { x: MARGIN, y: y + 1, width: LABEL_WIDTH - GAP, size: 10, color: MUTED, lang });
    const valueEnd = row.lines.reduce((top, line) => write(doc, used, line, { x: MARGIN + LABEL_WIDTH, y: top, width: width - LABEL_WIDTH, size: 11, color: INK, lang }), y);
    y = Math.max(labelEnd, valueEnd) + 4;
  }
  y += 12;
  for (const line of sheet.closing) y = write(doc, used, line, { x: MARGIN, y, width, size: 10, color: MUTED, lang });
  doc.end();
  await done;
  const pdf = Buffer.concat(chunks);
  return new Uint8Array(pdf.buffer.slice(pdf.byteOffset, pdf.byteOffset + pdf.byteLength) as ArrayBuffer);
}
