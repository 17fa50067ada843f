import { grey, margin, newPdf, pageSize, primaryOf, Writer } from './pdf-writer.ts';
import type { GameLine } from '@vitae/core';
import type { Translate } from '../lines/types.ts';

/** Height of a row of the identity grid: a caption and its value. */
const infoRow = 26;

/**
 * Who the character is, as captions over values in three columns, row by row; leaves the writer
 * below the grid (`tighten` points higher, for a sheet that needs the room).
 */
export function writeInfoGrid(w: Writer, info: ReadonlyArray<readonly [string, string]>, column: number, tighten = 0): void {
  info.forEach(([caption, value], index) => {
    const x = margin + (index % 3) * column;
    const y = w.y - Math.floor(index / 3) * infoRow;
    w.text(caption, x, 7, w.fonts.regular, grey, y);
    w.fitted(value, x, column - 8, 10, w.fonts.regular, y - 11);
  });
  w.y -= Math.ceil(info.length / 3) * infoRow - tighten;
}

/** An advantage or flaw as printed: name, suffix in brackets, its dots. */
function traitText(value: Record<string, unknown>): string {
  const dots = typeof value.customLevel === 'number' ? value.customLevel : typeof value.level === 'number' ? value.level : 0;
  const suffix = typeof value.suffix === 'string' && value.suffix ? ` (${value.suffix})` : '';
  return `${String(value.name ?? '')}${suffix} ${'•'.repeat(dots)}`.trim();
}

interface TraitPack {
  traits: ReadonlyArray<Record<string, unknown>>;
  flawTraits: ReadonlyArray<Record<string, unknown>>;
}

/** Advantages beside flaws, at least 8 ruled rows each; leaves the writer below the longer column. */
export function writeAdvantagesAndFlaws(w: Writer, packs: readonly TraitPack[], column: number): void {
  const advantages = packs.flatMap((pack) => pack.traits.map(traitText));
  const flaws = packs.flatMap((pack) => pack.flawTraits.map(traitText));
  const traitsTop = w.y;
  for (const [x, rows] of [
    [margin, advantages],
    [margin + 1.5 * column, flaws],
  ] as const) {
    w.y = traitsTop;
    for (let row = 0; row < Math.max(8, rows.length); row += 1) {
      w.fitted(rows[row] ?? '', x, 1.5 * column - 10, 9);
      w.rule(x, 1.5 * column - 10);
      w.y -= 13;
    }
  }
  w.y = traitsTop - Math.max(8, advantages.length, flaws.length) * 13;
}

/** A tracker in the header: caption, squares filled, squares in all, and where it starts. */
export type HeaderTracker = readonly [label: string, value: number, boxes: number, x: number];

/**
 * The two-page A4 layout the Werewolf and Hunter sheets share, which a line fills in with its
 * sections. Page 1: "Vitae" (and a subtitle) in the line's colour, the trackers, the identity grid,
 * then the line's own sections. Page 2: advantages and flaws, the line's text boxes, experience.
 */
export async function buildLinePdf(
  line: GameLine,
  character: { name: string; exp: number; merits: { packs: readonly TraitPack[] }; backgrounds: { packs: readonly TraitPack[] } },
  t: Translate,
  layout: {
    subtitle?: string;
    trackers: readonly HeaderTracker[];
    info: ReadonlyArray<readonly [string, string]>;
    /** The line's sections of page 1 (attributes and skills, edges or gifts, …). */
    firstPage: (w: Writer, column: number) => void;
    /** Caption, text and height of each box on page 2. */
    boxes: ReadonlyArray<readonly [caption: string, text: string, height: number]>;
  },
): Promise<Uint8Array> {
  const primary = primaryOf(line);
  const { doc, fonts } = await newPdf(character.name || t('viewer.unnamed'));
  const w = new Writer(doc, fonts, primary);
  const column = (pageSize[0] - 2 * margin) / 3;

  w.text('Vitae', margin, 16, fonts.bold, primary);
  if (layout.subtitle !== undefined) w.text(layout.subtitle, margin + 60, 10, fonts.regular, grey);
  w.y -= 22;
  for (const [label, value, boxes, x] of layout.trackers) w.squares(label, value, boxes, x);
  w.y -= 30;
  writeInfoGrid(w, layout.info, column);
  layout.firstPage(w, column);

  w.newPage();
  w.heading(t('viewer.tabs.traits'));
  writeAdvantagesAndFlaws(w, [...character.merits.packs, ...character.backgrounds.packs], column);
  for (const [caption, text, height] of layout.boxes) w.box(caption, text, height);
  w.y -= 6;
  w.text(t('viewer.experience.label', { exp: character.exp }), margin, 9, fonts.bold);
  return doc.save();
}
