import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { coreGameLine, type GameLine } from '@vitae/core';
import { themeOf } from '../../../theme/lines/index.ts';

/**
 * The shared pieces of every line's PDF: an A4 page writer with headings, dots, squares, ruled
 * rows and framed text boxes, in the line's primary colour. Loaded only with the PDF tab.
 */

/** A4 in points, 1 cm margin (docs/behaviour-notes.md §10). */
export const pageSize: [number, number] = [595.28, 841.89];
export const margin = 28.35;
export const black = rgb(0.1, 0.1, 0.1);
export const grey = rgb(0.45, 0.45, 0.45);
/** No printed text is smaller than this (points). */
export const minimumTextSize = 7;

/** A line's primary colour (docs/product-spec.md §3 "Game line theme"), from the same theme file as the app's. */
export const primaryOf = (line: GameLine) => {
  const value = parseInt(themeOf(line).primary.slice(1), 16);
  return rgb(((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255);
};

export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  italic: PDFFont;
}

/** Standard PDF fonts cover Western European text (umlauts, ß, dashes); anything else becomes "?". */
export function printable(font: PDFFont, text: string): string {
  let out = '';
  for (const char of text) {
    try {
      font.encodeText(char);
      out += char;
    } catch {
      out += '?';
    }
  }
  return out;
}

export class Writer {
  private page!: PDFPage;
  y = 0;

  constructor(
    private readonly doc: PDFDocument,
    readonly fonts: Fonts,
    private readonly primary = primaryOf(coreGameLine),
  ) {
    this.newPage();
  }

  newPage(): void {
    this.page = this.doc.addPage(pageSize);
    this.y = pageSize[1] - margin;
  }

  text(value: string, x: number, size = 9, font: PDFFont = this.fonts.regular, color = black, y = this.y): void {
    this.page.drawText(printable(font, value), { x, y, size, font, color });
  }

  /**
   * One line of `value` within `width`: it shrinks a little (never below 7 points, still readable
   * on paper), and what is still too long ends in "…". Long texts belong in `box` or `frame`.
   */
  fitted(value: string, x: number, width: number, size = 10, font: PDFFont = this.fonts.regular, y = this.y): void {
    const fitted = fitText(font, value, width, size);
    this.page.drawText(fitted.text, { x, y, size: fitted.size, font, color: black });
  }

  heading(value: string): void {
    this.y -= 18;
    this.text(value, margin, 12, this.fonts.bold, this.primary);
    this.page.drawLine({ start: { x: margin, y: this.y - 3 }, end: { x: pageSize[0] - margin, y: this.y - 3 }, thickness: 0.8, color: this.primary });
    this.y -= 14;
  }

  dots(value: number, max: number, x: number, y = this.y + 3, gapAfter = 0): void {
    for (let index = 0; index < max; index += 1) {
      const cx = x + index * 8 + (gapAfter && index >= gapAfter ? 4 : 0);
      this.page.drawCircle({ x: cx, y, size: 2.8, borderColor: black, borderWidth: 0.7, color: index < value ? black : undefined });
    }
  }

  squares(label: string, filled: number, count: number, x: number): void {
    this.text(label, x, 8, this.fonts.bold);
    for (let index = 0; index < count; index += 1) {
      const sx = x + index * 10 + (index >= 5 ? 4 : 0);
      this.page.drawRectangle({ x: sx, y: this.y - 12, width: 8, height: 8, borderColor: black, borderWidth: 0.7, color: index < filled ? black : undefined });
    }
  }

  /** A thin line under a row, so empty rows can be written on by hand. */
  rule(x: number, width: number): void {
    this.page.drawLine({ start: { x, y: this.y - 3 }, end: { x: x + width, y: this.y - 3 }, thickness: 0.3, color: grey });
  }

  /**
   * A row of marked boxes (a damage track, humanity with its stains): `marks` per box, filled
   * boxes dark, each damage kind by its own shape (see `markBox`). Boxes past `usable` are drawn
   * dashed, as the sheet dims them.
   */
  track(label: string, marks: readonly BoxMark[], filled: number, x: number, usable = marks.length): void {
    this.text(label, x, 8, this.fonts.bold);
    marks.forEach((mark, index) => {
      const sx = x + index * 10 + (index >= 5 ? 4 : 0) + (index >= 10 ? 4 : 0);
      this.markBox(mark, sx, this.y - 12, { filled: index < filled, beyond: index >= usable });
    });
  }

  /**
   * One 8-point box at (x, y) with its mark drawn by shape, so kinds differ without colour:
   * superficial and bashing a slash, aggravated (5th edition) and lethal a cross, M20's aggravated a
   * star (a cross with an upright stroke), a stain a grey slash, paradox a cross in the line's colour.
   */
  markBox(mark: BoxMark, x: number, y: number, options: { filled?: boolean; beyond?: boolean } = {}): void {
    const { filled = false, beyond = false } = options;
    this.page.drawRectangle({ x, y, width: 8, height: 8, borderColor: beyond ? grey : black, borderWidth: 0.7, borderDashArray: beyond ? [1, 1] : undefined, color: filled ? black : undefined });
    const stroke = (x1: number, y1: number, x2: number, y2: number, color = black) => this.page.drawLine({ start: { x: x + x1, y: y + y1 }, end: { x: x + x2, y: y + y2 }, thickness: 1.1, color });
    const shape = markShapes[mark];
    const color = mark === 'struck' ? grey : mark === 'paradox' ? this.primary : black;
    if (shape === 'none') return;
    stroke(1, 1, 7, 7, color);
    if (shape === 'slash') return;
    stroke(1, 7, 7, 1, color);
    if (shape === 'star') stroke(4, 0.5, 4, 7.5, color);
  }

  /**
   * A Mage's wheel of `total` boxes in rows of ten: Quintessence fills from the first box (dark),
   * Paradox is crossed from the last one backwards, so both show however they meet.
   */
  wheel(quintessence: number, paradox: number, total: number, x: number): void {
    wheelMarks(quintessence, paradox, total).forEach(({ mark, filled }, index) => {
      const row = Math.floor(index / 10);
      const column = index % 10;
      this.markBox(mark, x + column * 10 + (column >= 5 ? 4 : 0), this.y - 12 - row * 12, { filled });
    });
    this.y -= 12 * Math.ceil(total / 10) + 12;
  }

  /** Starts a new page when less than `height` points are left on this one. */
  ensure(height: number): void {
    if (this.remaining() < height) this.newPage();
  }

  /**
   * A framed box at a given place (for boxes side by side): caption in the primary colour, the
   * body wrapped and clipped to the box. `lines` are drawn as they are, after the body.
   */
  frame(caption: string, body: string, x: number, top: number, width: number, height: number, size = 8.5): void {
    this.page.drawRectangle({ x, y: top - height, width, height, borderColor: grey, borderWidth: 0.6 });
    this.text(caption, x + 4, 8, this.fonts.bold, this.primary, top - 10);
    let y = top - 22;
    for (const line of wrapLines(this.fonts.regular, body, width - 8, size)) {
      if (y < top - height + 4) break;
      this.text(line, x + 4, size, this.fonts.regular, black, y);
      y -= size + 2.5;
    }
  }

  /** Space left on the page down to the bottom margin. */
  remaining(): number {
    return this.y - margin;
  }

  /** A framed box with a caption and wrapped text, clipped to its height. */
  box(caption: string, body: string, height: number): void {
    const width = pageSize[0] - 2 * margin;
    this.y -= 4;
    this.page.drawRectangle({ x: margin, y: this.y - height, width, height, borderColor: grey, borderWidth: 0.6 });
    this.text(caption, margin + 4, 8, this.fonts.bold, this.primary, this.y - 10);
    let line = '';
    let y = this.y - 22;
    const flush = () => {
      if (y > this.y - height + 4) this.text(line, margin + 4, 8.5, this.fonts.regular, black, y);
      y -= 11;
      line = '';
    };
    for (const paragraph of body.split('\n')) {
      for (const word of paragraph.split(/\s+/).filter(Boolean)) {
        const next = line ? `${line} ${word}` : word;
        // A little more room than the frame needs: viewers substitute Helvetica with slightly wider faces.
        if (this.fonts.regular.widthOfTextAtSize(printable(this.fonts.regular, next), 8.5) > width - 16) flush();
        line = line ? `${line} ${word}` : word;
      }
      flush();
    }
    this.y -= height + 4;
  }
}

/**
 * What a box shows: empty; 5th-edition superficial (/) and aggravated (X); M20 bashing (/), lethal
 * (X) and aggravated (✱); a stain (grey /); Paradox on the wheel (X in the line's colour).
 */
export type BoxMark = 'none' | 'superficial' | 'aggravated' | 'bashing' | 'lethal' | 'm20Aggravated' | 'struck' | 'paradox';

const markShapes: Readonly<Record<BoxMark, 'none' | 'slash' | 'cross' | 'star'>> = {
  none: 'none',
  superficial: 'slash',
  aggravated: 'cross',
  bashing: 'slash',
  lethal: 'cross',
  m20Aggravated: 'star',
  struck: 'slash',
  paradox: 'cross',
};

/** `value` on one line within `width`: shrunk by half points down to `minimumTextSize` at most, then cut with "…". */
export function fitText(font: PDFFont, value: string, width: number, size: number): { text: string; size: number } {
  let fontSize = size;
  let text = printable(font, value);
  const fits = () => font.widthOfTextAtSize(text, fontSize) <= width;
  while (fontSize > Math.min(size, minimumTextSize) && !fits()) fontSize -= 0.5;
  if (!fits()) {
    while (text.length > 1 && font.widthOfTextAtSize(`${text}…`, fontSize) > width) text = text.slice(0, -1);
    text = `${text.trimEnd()}…`;
  }
  return { text, size: fontSize };
}

/**
 * The boxes of a Mage's wheel: Quintessence fills from the first box, Paradox is crossed from the
 * last one backwards; where the two would meet, Paradox shows (it is what the storyteller checks).
 */
export function wheelMarks(quintessence: number, paradox: number, total: number): Array<{ mark: BoxMark; filled: boolean }> {
  return Array.from({ length: total }, (_, index) => {
    const crossed = index >= total - paradox;
    return { mark: crossed ? 'paradox' : 'none', filled: !crossed && index < quintessence };
  });
}

/** Lines of `body` wrapped to `width` at `size` (paragraphs kept). */
export function wrapLines(font: PDFFont, body: string, width: number, size: number): string[] {
  const lines: string[] = [];
  for (const paragraph of body.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const next = line ? `${line} ${word}` : word;
      if (line && font.widthOfTextAtSize(printable(font, next), size) > width) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    lines.push(line);
  }
  return lines;
}

/** A new PDF with the three standard fonts (Western European text: umlauts, ß, dashes). */
export async function newPdf(title: string): Promise<{ doc: PDFDocument; fonts: Fonts }> {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setCreator('Vitae');
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    italic: await doc.embedFont(StandardFonts.HelveticaOblique),
  };
  return { doc, fonts };
}
