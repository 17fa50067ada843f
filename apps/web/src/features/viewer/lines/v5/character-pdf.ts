import type { V5Character as Character } from '@vitae/core/v5';
import { categoryNames } from '@vitae/core/fifth-edition';
import { characterContent } from '@vitae/core/homebrew';
import { bloodPotencyRow, disciplineDots, type V5Content as Content } from '@vitae/core/v5';

import { grey, margin, newPdf, pageSize, primaryOf, Writer } from '../../lib/pdf-writer.ts';

type Translate = (key: string, values?: Record<string, unknown>) => string;
const primary = primaryOf('v5');

/**
 * The character sheet as a two-page A4 PDF in the UI language (docs/behaviour-notes.md §10), written as
 * real text so it can be searched and copied.
 */
export async function buildCharacterPdf(character: Character, installed: Content, t: Translate): Promise<Uint8Array> {
  // The homebrew the character holds, in its versions (see useSheetContent).
  const content = characterContent(installed, character.homebrew);
  const { doc, fonts } = await newPdf(character.name || t('viewer.unnamed'));
  const w = new Writer(doc, fonts, primaryOf('v5'));
  const column = (pageSize[0] - 2 * margin) / 3;
  const clanName = typeof character.clan?.name === 'string' ? character.clan.name : '';
  const predator = typeof character.predatorType?.name === 'string' ? character.predatorType.name : '';
  const attributeNames = new Map<string, string>(content.attributes.map((a) => [a.key, a.name]));
  const skillNames = new Map<string, string>(content.skills.map((s) => [s.key, s.name]));

  // Page 1: trackers, info grid, attributes, skills, disciplines.
  w.text('Vitae', margin, 16, fonts.bold, primary);
  w.y -= 22;
  w.squares(t('viewer.trackers.health'), character.health, 10, margin);
  w.squares(t('viewer.trackers.humanity'), character.humanity, 10, margin + 140);
  w.squares(t('viewer.trackers.willpower'), character.willpower, 10, margin + 280);
  w.squares(t('viewer.trackers.hunger'), character.hunger, 5, margin + 420);
  w.y -= 30;
  const info: Array<[string, string]> = [
    [t('viewer.profile.name'), character.name],
    [t('viewer.profile.concept'), character.concept],
    [t('pdf.predatorType'), predator],
    [t('viewer.profile.chronicle'), character.chronicle],
    [t('viewer.profile.ambition'), character.ambition],
    [t('pdf.clan'), clanName],
    [t('pdf.sire'), character.sire],
    [t('viewer.profile.desire'), character.desire],
    [t('pdf.generation'), character.generation ? `${character.generation} (${t(`characters.eras.${character.generationEra}`)})` : ''],
  ];
  info.forEach(([caption, value], index) => {
    const x = margin + (index % 3) * column;
    const y = w.y - Math.floor(index / 3) * 26;
    w.text(caption, x, 7, fonts.regular, grey, y);
    w.fitted(value, x, column - 8, 10, fonts.regular, y - 11);
  });
  w.y -= 3 * 26;

  w.heading(t('viewer.tabs.attributes'));
  const top = w.y;
  categoryNames.forEach((name, index) => {
    const category = character.categories.find((c) => c.name === name);
    const x = margin + index * column;
    w.y = top;
    for (const attribute of category?.attributes ?? []) {
      w.text(attributeNames.get(attribute.key) ?? attribute.key, x, 9);
      w.dots(attribute.value, 5, x + column - 50);
      w.y -= 13;
    }
  });

  w.heading(t('viewer.tabs.skills'));
  const skillsTop = w.y;
  let lowest = w.y;
  categoryNames.forEach((name, index) => {
    const category = character.categories.find((c) => c.name === name);
    const x = margin + index * column;
    w.y = skillsTop;
    const skills = [...(category?.skills ?? [])].sort((a, b) => (skillNames.get(a.key) ?? a.key).localeCompare(skillNames.get(b.key) ?? b.key, 'de'));
    for (const skill of skills) {
      w.text(skillNames.get(skill.key) ?? skill.key, x, 9);
      w.dots(skill.value, 5, x + column - 50);
      if (skill.specialization.length > 0) {
        w.y -= 9;
        w.fitted(`(${skill.specialization.join(', ')})`, x + 6, column - 60, 7, fonts.italic);
      }
      w.y -= 13;
    }
    lowest = Math.min(lowest, w.y);
  });
  w.y = lowest;

  w.heading(t('viewer.tabs.disciplines'));
  const disciplinesTop = w.y;
  for (let slot = 0; slot < 6; slot += 1) {
    const owned = character.disciplines[slot];
    const x = margin + (slot % 3) * column;
    w.y = disciplinesTop - Math.floor(slot / 3) * 86;
    if (!owned) continue;
    const id = Number(owned.discipline.id);
    const definition = content.disciplines.find((d) => d.id === id);
    w.text(definition?.name ?? String(owned.discipline.name ?? id), x, 10, fonts.bold);
    w.dots(Math.min(disciplineDots(character, id), 5), 5, x + column - 50);
    w.y -= 12;
    for (let row = 0; row < 5; row += 1) {
      const ability = owned.abilities[row];
      const power = ability ? definition?.powers.find((p) => (typeof ability.key === 'string' ? p.key === ability.key : p.id === ability.id)) : undefined;
      const line = power ? `${power.name} (${t('lexicon.level', { level: power.level })})` : ability ? String(ability.name ?? ability.id) : '';
      w.fitted(line, x + 4, column - 12, 8);
      w.y -= 11;
    }
  }

  // Page 2: advantages and flaws, texts, blood potency, experience.
  w.newPage();
  w.heading(t('viewer.tabs.traits'));
  const trait = (value: Record<string, unknown>) => {
    const dots = typeof value.customLevel === 'number' ? value.customLevel : typeof value.level === 'number' ? value.level : 0;
    const suffix = typeof value.suffix === 'string' && value.suffix ? ` (${value.suffix})` : '';
    return `${String(value.name ?? '')}${suffix} ${'•'.repeat(dots)}`.trim();
  };
  const advantages = [...character.merits.packs, ...character.backgrounds.packs].flatMap((pack) => pack.traits.map(trait));
  const flaws = [...character.merits.packs, ...character.backgrounds.packs].flatMap((pack) => pack.flawTraits.map(trait));
  const traitsTop = w.y;
  for (const [x, rows] of [
    [margin, advantages],
    [margin + 1.5 * column, flaws],
  ] as const) {
    w.y = traitsTop;
    for (let row = 0; row < Math.max(10, rows.length); row += 1) {
      w.fitted(rows[row] ?? '', x, 1.5 * column - 10, 9);
      w.rule(x, 1.5 * column - 10);
      w.y -= 13;
    }
  }
  w.y = traitsTop - Math.max(10, advantages.length, flaws.length) * 13;
  w.box(t('viewer.profile.chroniclePrinciples'), character.chroniclePrinciples, 120);
  w.box(t('viewer.profile.anchorsAndBeliefs'), [character.anchorsAndBeliefs, ...character.convictions.map((c) => `${c.conviction} – ${c.touchstone}`)].filter(Boolean).join('\n'), 90);
  w.box(t('pdf.bane'), character.clanBane || (typeof character.clan?.bane === 'string' ? character.clan.bane : ''), 70);
  w.box(t('viewer.profile.backstory'), character.backstory, 120);
  w.box(t('viewer.profile.notes'), character.notes, 90);
  const bp = bloodPotencyRow(character.bloodPotency);
  w.y -= 6;
  w.fitted(
    t('viewer.trackers.bloodPotency', { value: character.bloodPotency, surge: bp.bleedingSpurt, mend: bp.healedDamage, bonus: bp.disciplineBonus, reroll: bp.rouseRepeatDisciplineLevel, bane: bp.baneLevel }),
    margin,
    pageSize[0] - 2 * margin,
    8.5,
  );
  w.y -= 20;
  w.text(t('lexicon.bp.value'), margin, 9, fonts.bold);
  w.dots(character.bloodPotency, 10, margin + 70, w.y + 3, 5);
  w.text(`${t('viewer.profile.resonance')}: ____________`, margin + 200, 9);
  w.text(t('viewer.experience.label', { exp: character.exp }), margin + 400, 9, fonts.bold);
  return doc.save();
}
