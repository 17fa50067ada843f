import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument, type PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

// PDFs are read with pdf.js from npm (text and pictures), so the browser tests need nothing from
// the system but Chromium (issue #47: poppler's pdftotext was missing on a fresh machine).

const require = createRequire(import.meta.url);
/** The standard fonts pdf.js draws the Helvetica of our PDFs with, from its own package. */
const standardFontDataUrl = `${path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

async function open(file: string): Promise<PDFDocumentProxy> {
  const data = new Uint8Array(readFileSync(file));
  return getDocument({ data, standardFontDataUrl, useSystemFonts: false, isEvalSupported: false }).promise;
}

export interface PdfFacts {
  pages: number;
  /** Width and height of the first page in points. */
  size: [number, number];
  /** Each page's text, line by line from the top (words of a line by their x, joined by a space). */
  pageTexts: string[];
  /** All pages' text, one line per line. */
  text: string;
}

/** The pages, size and text of a PDF. */
export async function readPdf(file: string): Promise<PdfFacts> {
  const pdf = await open(file);
  const pageTexts: string[] = [];
  let size: [number, number] = [0, 0];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const page = await pdf.getPage(number);
    if (number === 1) size = [page.view[2]! - page.view[0]!, page.view[3]! - page.view[1]!];
    const content = await page.getTextContent();
    const rows = new Map<number, Array<{ x: number; text: string }>>();
    for (const item of content.items) {
      if (!('str' in item) || item.str.trim() === '') continue;
      const y = Math.round(item.transform[5] as number);
      const row = rows.get(y) ?? [];
      row.push({ x: item.transform[4] as number, text: item.str });
      rows.set(y, row);
    }
    const lines = [...rows.entries()].sort(([a], [b]) => b - a).map(([, row]) => row.sort((a, b) => a.x - b.x).map((word) => word.text).join(' '));
    pageTexts.push(lines.join('\n'));
  }
  await pdf.destroy();
  return { pages: pageTexts.length, size, pageTexts, text: pageTexts.join('\n') };
}

/** Each page drawn in grey at `scale` (1 = 72 dpi): its width, height and one byte (0 black … 255 white) per pixel. */
export async function renderPdf(file: string, scale = 0.6): Promise<Array<{ width: number; height: number; grey: Uint8Array; png: Buffer }>> {
  const { createCanvas } = await import('@napi-rs/canvas');
  const pdf = await open(file);
  const pages = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const page = await pdf.getPage(number);
    const viewport = page.getViewport({ scale });
    const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
    const context = canvas.getContext('2d');
    context.fillStyle = '#fff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    // pdf.js draws on any 2D context of the canvas API; @napi-rs/canvas is one without a browser.
    await page.render({ canvas: canvas as unknown as HTMLCanvasElement, canvasContext: context as unknown as CanvasRenderingContext2D, viewport }).promise;
    const rgba = context.getImageData(0, 0, canvas.width, canvas.height).data;
    const grey = new Uint8Array(canvas.width * canvas.height);
    for (let i = 0; i < grey.length; i += 1) grey[i] = Math.round(0.299 * rgba[i * 4]! + 0.587 * rgba[i * 4 + 1]! + 0.114 * rgba[i * 4 + 2]!);
    pages.push({ width: canvas.width, height: canvas.height, grey, png: await canvas.encode('png') });
  }
  await pdf.destroy();
  return pages;
}

/** Share of inked pixels (darker than 200 of 255) in each third of a page, top to bottom. */
export function inkByThird(page: { width: number; height: number; grey: Uint8Array }): number[] {
  const thirds = [0, 0, 0];
  for (let y = 0; y < page.height; y += 1) {
    const third = Math.min(2, Math.floor((y * 3) / page.height));
    for (let x = 0; x < page.width; x += 1) if (page.grey[y * page.width + x]! < 200) thirds[third]! += 1;
  }
  return thirds.map((count) => count / ((page.width * page.height) / 3));
}

/** With VITAE_SCREENSHOTS, keeps each page of the PDF as a PNG (`<name>-page-<n>.png`) to look at. */
export async function keepPdfPages(file: string, name: string): Promise<void> {
  const folder = process.env.VITAE_SCREENSHOTS;
  if (!folder) return;
  const { mkdirSync, writeFileSync } = await import('node:fs');
  mkdirSync(folder, { recursive: true });
  for (const [index, page] of (await renderPdf(file, 1.5)).entries()) writeFileSync(path.join(folder, `${name}-page-${index + 1}.png`), page.png);
}
