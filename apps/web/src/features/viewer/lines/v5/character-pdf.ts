import type { DamageState } from '@vitae/core';
import type { V5Character as Character } from '@vitae/core/v5';
import { healthFor, willpowerFor, withContentTraitTexts } from '@vitae/core/fifth-edition';
import { characterContent } from '@vitae/core/homebrew';
import { bloodPotencyRow, disciplineDots, type V5Content as Content } from '@vitae/core/v5';

import { grey, margin, newPdf, pageSize, primaryOf, Writer, type BoxMark } from '../../lib/pdf-writer.ts';
import { historyNamesOf, writeInfoGrid, writeInventory, writeXpLog } from '../../lib/pdf-sections.ts';
import { v5HistoryNames } from './history-names.ts';
import { writeAttributesAndSkills } from '../../fifth-edition/pdf-traits.ts';
import { inventoryInLanguage } from '@vitae/core';

type Translate = (key: string, values?: Record<string, unknown>) => string;
type Loose = Record<string, unknown>;
const primary = primaryOf('v5');
const width = pageSize[0] - 2 * margin;
const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const levelOf = (value: Loose): number => (typeof value.customLevel === 'number' ? value.customLevel : typeof value.level === 'number' ? value.level : 0);

const damageMark = (state: DamageState): BoxMark => (state === 'superficial' ? 'superficial' : state === 'heavy' || state === 'full' ? 'aggravated' : 'none');

/**
 * The character sheet as a two-page A4 PDF in the UI language (docs/behaviour-notes.md §10),
 * written as real text so it can be searched and copied. It follows the content of the official
 * V5 sheet in our own layout: page 1 is what is rolled at the table (trackers with the damage
 * taken, attributes, skills, disciplines) and the three short texts the storyteller asks about
 * (tenets, touchstones, bane and compulsion); page 2 is what is looked up (merits and flaws,
 * rituals and ceremonies, Mark of Cain, blood potency with its feeding penalty, experience) and
 * the long texts, which take the rest of the page.
 */
export async function buildCharacterPdf(character: Character, installed: Content, t: Translate, language = 'de-DE'): Promise<Uint8Array> {
  // The homebrew the character holds, in its versions (see useSheetContent).
  const content = characterContent(installed, character.homebrew);
  const { doc, fonts } = await newPdf(character.name || t('viewer.unnamed'));
  const w = new Writer(doc, fonts, primary);
  const column = width / 3;
  const clan = content.clans.find((entry) => entry.id === Number(character.clan?.id));
  const clanName = clan?.name ?? text(character.clan?.name);
  const predator = content.predatorTypes.find((entry) => entry.id === Number(character.predatorType?.id))?.name ?? text(character.predatorType?.name);
  const attributeNames = new Map<string, string>(content.attributes.map((a) => [a.key, a.name]));
  const skillNames = new Map<string, string>(content.skills.map((s) => [s.key, s.name]));

  // Page 1 — header: name and the four trackers with what the character has taken.
  w.text('Vitae', margin, 16, fonts.bold, primary);
  w.text(character.name || t('viewer.unnamed'), margin + 60, 14, fonts.bold);
  w.y -= 24;
  const health = character.health || healthFor(character);
  const willpower = character.willpower || willpowerFor(character);
  const trackTop = w.y;
  w.track(t('viewer.trackers.health'), character.healthDamage.slice(0, Math.max(10, health)).map(damageMark), 0, margin, health);
  w.track(t('viewer.trackers.willpower'), character.willpowerDamage.slice(0, 10).map(damageMark), 0, margin + 170, willpower);
  // Humanity: filled up to the rating, stains struck from the right.
  const humanityMarks = Array.from({ length: 10 }, (_, i): BoxMark => (i + 1 > character.humanity && i + 1 > 10 - character.stains ? 'struck' : 'none'));
  w.track(t('viewer.trackers.humanity'), humanityMarks, character.humanity, margin + 340);
  w.y = trackTop;
  w.squares(t('viewer.trackers.hunger'), character.hunger, 5, margin + 470);
  w.y -= 20;
  w.text(
    t('pdf.damageTaken', {
      health: character.healthDamage.slice(0, health).filter((s) => s !== 'none').length,
      willpower: character.willpowerDamage.slice(0, willpower).filter((s) => s !== 'none').length,
      stains: character.stains,
    }),
    margin,
    7.5,
    fonts.regular,
    grey,
  );
  w.y -= 16;

  const info: Array<[string, string]> = [
    [t('viewer.profile.concept'), character.concept],
    [t('pdf.predatorType'), predator],
    [t('viewer.profile.chronicle'), character.chronicle],
    [t('viewer.profile.ambition'), character.ambition],
    [t('pdf.clan'), clanName],
    [t('pdf.sire'), character.sire],
    [t('viewer.profile.desire'), character.desire],
    [t('pdf.generation'), character.generation ? `${character.generation} (${t(`characters.eras.${character.generationEra}`)})` : ''],
    [t('viewer.profile.resonance'), character.resonance],
  ];
  writeInfoGrid(w, info, column, 8);

  writeAttributesAndSkills(w, character, { attributes: attributeNames, skills: skillNames }, { attributes: t('viewer.tabs.attributes'), skills: t('viewer.tabs.skills') }, column);

  w.heading(t('viewer.tabs.disciplines'));
  const disciplinesTop = w.y;
  for (let slot = 0; slot < 6; slot += 1) {
    const owned = character.disciplines[slot];
    const x = margin + (slot % 3) * column;
    w.y = disciplinesTop - Math.floor(slot / 3) * 84;
    if (!owned) {
      // Empty slots stay writable by hand, like the paper sheet.
      for (let row = 0; row < 6; row += 1) {
        w.rule(x, column - 12);
        w.y -= 12;
      }
      continue;
    }
    const id = Number(owned.discipline.id);
    const definition = content.disciplines.find((d) => d.id === id);
    w.text(definition?.name ?? text(owned.discipline.name ?? id), x, 10, fonts.bold);
    w.dots(Math.min(disciplineDots(character, id), 5), 5, x + column - 50);
    w.y -= 12;
    for (let row = 0; row < 5; row += 1) {
      const ability = owned.abilities[row];
      const power = ability ? definition?.powers.find((p) => (typeof ability.key === 'string' ? p.key === ability.key : p.id === ability.id)) : undefined;
      const line = power ? `${power.name} (${t('lexicon.level', { level: power.level })})` : ability ? text(ability.name ?? ability.id) : '';
      w.fitted(line, x + 4, column - 12, 8);
      w.rule(x + 4, column - 16);
      w.y -= 12;
    }
  }
  w.y = disciplinesTop - 2 * 84 + 6;

  // The three short texts fill the rest of page 1 side by side.
  const compulsion = clan?.compulsion ?? (character.clan?.compulsion as { name?: string; description?: string } | undefined);
  const bane = character.clanBane || clan?.bane || text(character.clan?.bane);
  const shortTexts: Array<[string, string]> = [
    [t('viewer.profile.chroniclePrinciples'), character.chroniclePrinciples],
    [t('viewer.profile.anchorsAndBeliefs'), [character.anchorsAndBeliefs, ...character.convictions.map((c) => `${c.conviction} – ${c.touchstone}`)].filter(Boolean).join('\n')],
    [t('pdf.baneAndCompulsion'), [bane, compulsion?.name ? `${t('pdf.compulsion')}: ${compulsion.name}. ${compulsion.description ?? ''}` : ''].filter(Boolean).join('\n')],
  ];
  const shortTop = w.y - 4;
  const shortHeight = shortTop - margin;
  shortTexts.forEach(([caption, body], index) => w.frame(caption, body, margin + index * column, shortTop, column - 6, shortHeight, 7.5));

  // Page 2 — merits and flaws, rituals and ceremonies, Mark of Cain, blood, experience, long texts.
  w.newPage();
  w.heading(t('viewer.tabs.traits'));
  const traitLine = (value: Loose) => {
    const suffix = typeof value.suffix === 'string' && value.suffix ? ` (${value.suffix})` : '';
    return `${text(value.name)}${suffix} ${'•'.repeat(levelOf(value))}`.trim();
  };
  // Merits and backgrounds in the reader's language, by the ids the character keeps.
  const shown = withContentTraitTexts(character, content);
  const packs = [...shown.merits.packs, ...shown.backgrounds.packs];
  const advantages = packs.flatMap((pack) => pack.traits.map((trait) => `${text(pack.pack.name)}: ${traitLine(trait)}`));
  const flaws = packs.flatMap((pack) => pack.flawTraits.map((trait) => `${text(pack.pack.name)}: ${traitLine(trait)}`));
  twoColumns(w, [t('viewer.traits.merits'), t('viewer.traits.flaws')], [advantages, flaws], 8);

  w.heading(t('viewer.tabs.bloodrituals'));
  const rite = (value: Loose) => `${text(value.name ?? value.id)} (${t('lexicon.level', { level: levelOf(value) })})`;
  const byLevel = (a: Loose, b: Loose) => levelOf(a) - levelOf(b) || text(a.name).localeCompare(text(b.name), 'de');
  twoColumns(w, [t('viewer.rituals.bloodRituals'), t('viewer.rituals.oblivionCeremonies')], [[...character.bloodRituals].sort(byLevel).map(rite), [...character.oblivionCeremonies].sort(byLevel).map(rite)], 4);

  w.heading(t('pdf.bloodAndExperience'));
  const bp = bloodPotencyRow(character.bloodPotency);
  w.text(t('lexicon.bp.value'), margin, 9, fonts.bold);
  w.dots(character.bloodPotency, 10, margin + 80, w.y + 3, 5);
  const mark = character.markOfCain;
  w.text(mark.path === 'undecided' ? t('pdf.markOfCainNone') : t('viewer.info.markOfCain', { path: t(`markOfCain.paths.${mark.path}`), tier: mark.tier }), margin + 200, 9);
  w.y -= 13;
  w.fitted(
    t('viewer.trackers.bloodPotency', { value: character.bloodPotency, surge: bp.bleedingSpurt, mend: bp.healedDamage, bonus: bp.disciplineBonus, reroll: bp.rouseRepeatDisciplineLevel, bane: bp.baneLevel }),
    margin,
    width,
    8.5,
  );
  w.y -= 12;
  const feeding = content.bloodPotencyTable.rows[character.bloodPotency]?.explanation ?? '';
  w.fitted(t('viewer.trackers.feedingPenalty', { text: feeding }), margin, width, 8.5);
  w.y -= 16;
  w.text(t('pdf.experience', { total: character.exp + character.usedExp, spent: character.usedExp, free: character.exp }), margin, 10, fonts.bold);
  w.y -= 8;

  writeInventory(w, inventoryInLanguage(character.inventory, content.items), t, language);

  // The long texts share what is left of page 2; the experience log follows.
  const rest = w.remaining() - 8;
  w.box(t('viewer.profile.backstory'), character.backstory, Math.floor(rest * 0.55));
  w.box(t('viewer.profile.notes'), character.notes, Math.floor(w.remaining()) - 4);
  if (character.xpHistory.length > 0) {
    w.newPage();
    writeXpLog(w, character.xpHistory, historyNamesOf(content, v5HistoryNames(content)), t, language);
  }
  return doc.save();
}

/** Two titled columns of ruled rows, at least `minRows` each (room to write by hand). */
function twoColumns(w: Writer, titles: [string, string], rows: [string[], string[]], minRows: number): void {
  const half = width / 2;
  const top = w.y;
  const count = Math.max(minRows, rows[0].length, rows[1].length);
  [0, 1].forEach((side) => {
    const x = margin + side * half;
    w.y = top;
    w.text(titles[side as 0 | 1], x, 8, w.fonts.bold, grey);
    w.y -= 12;
    for (let row = 0; row < count; row += 1) {
      w.fitted(rows[side as 0 | 1][row] ?? '', x, half - 12, 8.5);
      w.rule(x, half - 12);
      w.y -= 12.5;
    }
  });
  w.y = top - 12 - count * 12.5;
}
