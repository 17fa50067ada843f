import { grey, margin, newPdf, pageSize, primaryOf, Writer, type BoxMark } from './pdf-writer.ts';
import type { DamageState, GameLine, XpHistoryEntry } from '@vitae/core';
import type { Translate } from '../lines/types.ts';
import { historyLine, type HistoryNames } from './history-text.ts';

export { historyNamesOf } from './history-text.ts';

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
  pack?: { name?: unknown };
  traits: ReadonlyArray<Record<string, unknown>>;
  flawTraits: ReadonlyArray<Record<string, unknown>>;
}

/** "Ressourcen: Mittelschicht ••": a trait with the group it belongs to, as the sheet groups it. */
function withGroup(pack: TraitPack, trait: Record<string, unknown>): string {
  const group = typeof pack.pack?.name === 'string' ? pack.pack.name : '';
  const text = traitText(trait);
  return group && !text.startsWith(group) ? `${group}: ${text}` : text;
}

/** Advantages beside flaws, each with its group, at least 8 ruled rows each; leaves the writer below the longer column. */
export function writeAdvantagesAndFlaws(w: Writer, packs: readonly TraitPack[], column: number, titles: readonly [string, string]): void {
  const advantages = packs.flatMap((pack) => pack.traits.map((trait) => withGroup(pack, trait)));
  const flaws = packs.flatMap((pack) => pack.flawTraits.map((trait) => withGroup(pack, trait)));
  w.text(titles[0], margin, 8, w.fonts.bold, grey);
  w.text(titles[1], margin + 1.5 * column, 8, w.fonts.bold, grey);
  w.y -= 12;
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

/** A tracker in the header: caption, squares filled, squares in all, and where it starts; a damage track brings its marks. */
export type HeaderTracker = readonly [label: string, value: number, boxes: number, x: number, damage?: readonly DamageState[]];

/** A 5th-edition damage box as printed: superficial a slash, aggravated a cross. */
export const fifthEditionMark = (state: DamageState | undefined): BoxMark => (state === 'superficial' ? 'superficial' : state === 'heavy' || state === 'full' ? 'aggravated' : 'none');

interface CarriedThings {
  carriedItems: ReadonlyArray<{ name: string; quantity: number }>;
  ownedItems: ReadonlyArray<{ name: string; quantity: number }>;
  cash: number;
  bank: number;
}

/** The inventory: what the character carries beside what stays at home, and the money, in the UI's number format. */
export function writeInventory(w: Writer, inventory: CarriedThings, t: Translate, language: string): void {
  const money = new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const item = (entry: { name: string; quantity: number }) => (entry.quantity === 1 ? entry.name : `${entry.name} × ${entry.quantity}`);
  const rows = Math.max(4, inventory.carriedItems.length, inventory.ownedItems.length);
  w.ensure(44 + rows * 12.5);
  w.heading(t('viewer.tabs.inventory'));
  const half = (pageSize[0] - 2 * margin) / 2;
  const top = w.y;
  ([
    [t('viewer.inventory.carriedItems'), inventory.carriedItems],
    [t('viewer.inventory.ownedItems'), inventory.ownedItems],
  ] as const).forEach(([title, items], side) => {
    const x = margin + side * half;
    w.y = top;
    w.text(title, x, 8, w.fonts.bold, grey);
    w.y -= 12;
    for (let row = 0; row < rows; row += 1) {
      const entry = items[row];
      w.fitted(entry ? item(entry) : '', x, half - 12, 8.5);
      w.rule(x, half - 12);
      w.y -= 12.5;
    }
  });
  w.y = top - 12 - rows * 12.5 - 4;
  w.text(`${t('viewer.inventory.cash')}: ${money.format(inventory.cash)}   ${t('viewer.inventory.bank')}: ${money.format(inventory.bank)}`, margin, 9);
  w.y -= 6;
}

/**
 * The experience log, oldest first, in the current language (the history keeps data, the words
 * come from the UI's texts); as many entries as fit the page, then it goes on on the next one.
 */
export function writeXpLog(w: Writer, history: readonly XpHistoryEntry[], names: HistoryNames, t: Translate, language: string): void {
  // Nothing bought or received yet: the experience line says it all, no page for an empty log.
  if (history.length === 0) return;
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
  w.ensure(60);
  w.heading(t('pdf.xpLog'));
  for (const entry of history) {
    if (w.remaining() < 14) w.newPage();
    const when = Number.isNaN(Date.parse(entry.at)) ? '' : date.format(new Date(entry.at));
    w.text(when, margin, 8.5, w.fonts.regular, grey);
    w.fitted(historyLine(entry, names, t), margin + 80, pageSize[0] - 2 * margin - 80, 8.5);
    w.y -= 11.5;
  }
}

/**
 * The two-page A4 layout the Werewolf and Hunter sheets share, which a line fills in with its
 * sections. Page 1: "Vitae" (and a subtitle) in the line's colour, the trackers, the identity grid,
 * then the line's own sections. Page 2: advantages and flaws, the line's text boxes, experience.
 */
export async function buildLinePdf(
  line: GameLine,
  character: { name: string; exp: number; usedExp: number; merits: { packs: readonly TraitPack[] }; backgrounds: { packs: readonly TraitPack[] }; inventory: CarriedThings; xpHistory: readonly XpHistoryEntry[] },
  t: Translate,
  layout: {
    /** The UI language (numbers, money and dates). */
    language: string;
    /** Attribute and skill names for the experience log. */
    names: HistoryNames;
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
  for (const [label, value, boxes, x, damage] of layout.trackers) {
    if (damage) w.track(label, Array.from({ length: boxes }, (_, index) => fifthEditionMark(damage[index])), 0, x, value);
    else w.squares(label, value, boxes, x);
  }
  w.y -= 30;
  writeInfoGrid(w, layout.info, column);
  layout.firstPage(w, column);

  w.newPage();
  w.heading(t('viewer.tabs.traits'));
  writeAdvantagesAndFlaws(w, [...character.merits.packs, ...character.backgrounds.packs], column, [t('viewer.traits.merits'), t('viewer.traits.flaws')]);
  for (const [caption, text, height] of layout.boxes) {
    w.ensure(height + 8);
    w.box(caption, text, height);
  }
  writeInventory(w, character.inventory, t, layout.language);
  w.ensure(24);
  w.y -= 10;
  w.text(t('pdf.experience', { total: character.exp + character.usedExp, spent: character.usedExp, free: character.exp }), margin, 10, fonts.bold);
  w.y -= 8;
  writeXpLog(w, character.xpHistory, layout.names, t, layout.language);
  return doc.save();
}
