import { damageKindOf, healthLevelCount, mageAbilityCategories, mageAllianceTypes, mageAttributeCategories, mageAttributeCategoryNames, mageSpheres, maxArete, wheelBoxes, type M20Character as Character, type M20Content as Content } from '@vitae/core/m20';
import { mageTextContext, mageWords, sphereLabel } from '../../../../components/lines/m20/labels.ts';
import { grey, margin, newPdf, pageSize, primaryOf, Writer, type BoxMark } from '../../lib/pdf-writer.ts';
import { historyNamesOf, writeInfoGrid, writeInventory, writeXpLog } from '../../lib/pdf-sections.ts';
import { m20HistoryNames } from './history-names.ts';
import type { Translate } from '../types.ts';
import { writeMageRecords } from './pdf-records.ts';
import { inventoryInLanguage } from '@vitae/core';

const primary = primaryOf('m20');
const column = (pageSize[0] - 2 * margin) / 3;

/** Rows of name + dots in three columns; returns the lowest y reached. */
function dotColumns(w: Writer, columns: Array<Array<{ name: string; value: number; note?: string }>>, max: number): void {
  const top = w.y;
  let lowest = w.y;
  columns.forEach((rows, index) => {
    const x = margin + index * column;
    w.y = top;
    for (const row of rows) {
      w.fitted(row.name, x, column - 62, 9);
      w.dots(row.value, max, x + column - 50);
      if (row.note) {
        w.y -= 9;
        w.fitted(`(${row.note})`, x + 6, column - 62, 7, w.fonts.italic);
      }
      w.y -= 13;
    }
    lowest = Math.min(lowest, w.y);
  });
  w.y = lowest;
}

/**
 * The mage's sheet as a two-page A4 PDF in the UI language, in the line's colour: identity,
 * attributes, abilities, Spheres with Arete, Willpower, health levels and the wheel; then
 * backgrounds, merits and flaws, Wonders, the focus and the texts.
 */
export async function buildM20Pdf(character: Character, content: Content, t: Translate, language = 'de-DE'): Promise<Uint8Array> {
  const { doc, fonts } = await newPdf(character.name || t('viewer.unnamed'));
  const w = new Writer(doc, fonts, primary);
  const named = <T extends { id: string; name: string }>(list: readonly T[], id: string) => list.find((entry) => entry.id === id)?.name ?? id;
  const faction = content.factions.find((entry) => entry.id === character.organization);
  // A Technocrat's sheet speaks Technocracy: Genius, not Avatar (as the wizard and the sheet do).
  const technocrat = character.allianceType === 'technocraticUnion';
  const words = mageWords(t, character);
  const backgroundName = (id: string) => {
    const background = content.backgrounds.find((entry) => entry.id === id);
    return background ? (technocrat && background.technocraticName ? background.technocraticName : background.name) : id;
  };
  const mark = (state: Character['healthDamage'][number] | undefined): BoxMark => {
    const kind = state ? damageKindOf(state) : null;
    return kind === 'bashing' ? 'bashing' : kind === 'lethal' ? 'lethal' : kind === 'aggravated' ? 'm20Aggravated' : 'none';
  };

  w.text('Vitae', margin, 16, fonts.bold, primary);
  w.text(t('characters.gameLines.m20'), margin + 60, 11, fonts.regular, grey);
  w.y -= 26;
  const info: Array<[string, string]> = [
    [t('viewer.profile.name'), character.name],
    [t('viewer.profile.concept'), character.concept],
    [t('viewer.profile.chronicle'), character.chronicle],
    [t('m20.identity.essence'), content.essences.find((entry) => entry.id === character.essence)?.name ?? ''],
    [t('m20.identity.nature'), character.nature ? named(content.archetypes, character.nature) : ''],
    [t('m20.identity.demeanor'), character.demeanor ? named(content.archetypes, character.demeanor) : ''],
    [t('m20.identity.alliance'), t(`m20.alliances.${character.allianceType}`)],
    [t('m20.identity.faction'), faction?.name ?? character.organization],
    [t('m20.tradition.affinity'), character.affinitySphere ? sphereLabel(content, character.affinitySphere, character) : ''],
  ];
  writeInfoGrid(w, info, column);

  w.heading(t('viewer.tabs.attributes'));
  const attributeName = (id: string) => named(content.attributes, id);
  dotColumns(
    w,
    mageAttributeCategoryNames.map((category) => mageAttributeCategories[category].map((key) => ({ name: attributeName(key), value: character.attributes[key], note: character.specialties[key] }))),
    5,
  );

  w.heading(t('m20.viewer.tabs.skills'));
  dotColumns(
    w,
    mageAbilityCategories.map((category) =>
      content.abilities
        .filter((ability) => ability.category === category && (!ability.secondary || (character.abilities[category][ability.id] ?? 0) > 0))
        .map((ability) => ({ name: ability.name, value: character.abilities[category][ability.id] ?? 0, note: character.specialties[ability.id] })),
    ),
    5,
  );

  w.heading(t('m20.spheres'));
  dotColumns(
    w,
    [0, 1, 2].map((index) => mageSpheres.slice(index * 3, index * 3 + 3).map((sphere) => ({ name: `${sphereLabel(content, sphere, character)}${sphere === character.affinitySphere ? ' *' : ''}`, value: character.spheres[sphere] }))),
    5,
  );
  w.text(words('m20.arete'), margin, 9, fonts.bold);
  w.dots(character.arete, maxArete, margin + 70, w.y + 3, 5);
  w.text(t('viewer.trackers.willpower'), margin + 2 * column, 9, fonts.bold);
  w.dots(character.willpower, 10, margin + 2 * column + 70, w.y + 3, 5);
  w.y -= 14;
  // Spent Willpower: the marked boxes of the permanent rating (the rest stays usable).
  w.track(t('pdf.willpowerCurrent'), Array.from({ length: 10 }, (_, index): BoxMark => (index < character.willpower && character.willpowerDamage[index] !== 'none' ? 'bashing' : 'none')), 0, margin + 2 * column, character.willpower);
  w.y -= 26;

  // Health levels on the left, the wheel's boxes on the right.
  const trackTop = w.y;
  w.text(t('m20.health.title'), margin, 9, fonts.bold, primary);
  w.y -= 13;
  content.rules.healthLevels.slice(0, healthLevelCount).forEach((level, index) => {
    w.text(level.name, margin, 9);
    w.text(level.penalty === null ? '' : String(level.penalty), margin + 110, 9, fonts.regular, grey);
    w.markBox(mark(character.healthDamage[index]), margin + 140, w.y - 1);
    w.y -= 13;
  });
  w.text(t('pdf.damageLegendM20'), margin, 7.5, fonts.regular, grey);
  w.y -= 10;
  const healthBottom = w.y;
  w.y = trackTop;
  const wheelX = margin + 1.5 * column;
  w.text(words('m20.wheel.title'), wheelX, 9, fonts.bold, primary);
  w.y -= 13;
  w.text(words('m20.wheel.quintessence', { value: character.quintessence }), wheelX, 8.5, fonts.bold);
  w.text(t('m20.wheel.paradox', { value: character.paradox }), wheelX + 110, 8.5, fonts.bold);
  w.y -= 2;
  w.wheel(character.quintessence, character.paradox, wheelBoxes, wheelX);
  w.text(words('pdf.wheelLegend', { quintessence: character.quintessence, paradox: character.paradox }), wheelX, 7.5, fonts.regular, grey);
  w.y = Math.min(healthBottom, w.y - 16);

  w.newPage();
  w.heading(t('m20.traits.backgrounds'));
  const backgrounds = Object.entries(character.backgrounds).filter(([, rating]) => rating > 0);
  const half = Math.ceil(Math.max(backgrounds.length, 4) / 2);
  dotColumns(w, [backgrounds.slice(0, half), backgrounds.slice(half)].map((rows) => rows.map(([id, rating]) => ({ name: backgroundName(id), value: rating }))), 5);

  w.heading(t('m20.traits.meritsAndFlaws'));
  const traitsTop = w.y;
  for (const [x, side] of [
    [margin, 'merits'],
    [margin + 1.5 * column, 'flaws'],
  ] as const) {
    w.y = traitsTop;
    w.text(t(`m20.traits.${side}`), x, 8, fonts.bold, grey);
    w.y -= 12;
    const list = side === 'merits' ? content.merits.merits : content.merits.flaws;
    for (let row = 0; row < Math.max(4, character[side].length); row += 1) {
      const trait = character[side][row];
      w.fitted(trait ? `${named(list, trait.id) || trait.name} (${trait.points})${trait.note ? ` – ${trait.note}` : ''}` : '', x, 1.5 * column - 10, 9);
      w.rule(x, 1.5 * column - 10);
      w.y -= 13;
    }
  }
  w.y = traitsTop - 12 - Math.max(4, character.merits.length, character.flaws.length) * 13;

  w.heading(t('m20.wonders.title'));
  for (let row = 0; row < Math.max(3, character.wonders.length); row += 1) {
    const wonder = character.wonders[row];
    w.fitted(wonder ? `${wonder.name} – ${named(content.wonders, wonder.type)}, ${t('m20.wonders.rank', { rank: wonder.rank })}${wonder.notes ? ` – ${wonder.notes}` : ''}` : '', margin, pageSize[0] - 2 * margin, 9);
    w.rule(margin, pageSize[0] - 2 * margin);
    w.y -= 13;
  }
  writeMageRecords(w, character, content, words);

  w.box(t('m20.tradition.focus'), [character.focus.paradigm, character.focus.practice, character.focus.instruments].filter(Boolean).join('\n'), 70);
  const opinions = [...(faction ? mageAllianceTypes.filter((alliance) => faction.opinions[alliance]).map((alliance) => `${t(`m20.alliances.${alliance}`)}: ${faction.opinions[alliance]}`) : []), character.opinions].filter(Boolean).join('\n');
  w.box(t('m20.tradition.opinions'), opinions, 72);
  w.box(t('m20.profile.initiation'), character.initiation, 50);
  w.box(t('viewer.profile.backstory'), character.backstory, 100);
  w.box(t('viewer.profile.notes'), character.notes, 60);
  writeInventory(w, inventoryInLanguage(character.inventory, content.items), t, language);
  w.ensure(24);
  w.y -= 10;
  w.text(t('pdf.experience', { total: character.exp + character.usedExp, spent: character.usedExp, free: character.exp }), margin, 10, fonts.bold);
  w.y -= 8;
  writeXpLog(w, character.xpHistory, historyNamesOf(content, m20HistoryNames(content, words, mageTextContext(character))), t, language);
  return doc.save();
}
