import type { H5Character as Character, H5Content as Content } from '@vitae/core/h5';
import { grey, margin, newPdf, pageSize, primaryOf, Writer } from '../../lib/pdf-writer.ts';
import { writeAttributesAndSkills } from '../../fifth-edition/pdf-traits.ts';

type Translate = (key: string, values?: Record<string, unknown>) => string;
const primary = primaryOf('h5');

/**
 * A hunter's sheet as a two-page A4 PDF in the UI language, written as real text: trackers, who
 * the hunter is, attributes, skills, edges with pools and perks; then advantages, flaws,
 * touchstones and the texts.
 */
export async function buildHunterPdf(character: Character, content: Content, t: Translate): Promise<Uint8Array> {
  const { doc, fonts } = await newPdf(character.name || t('viewer.unnamed'));
  const w = new Writer(doc, fonts, primary);
  const width = pageSize[0] - 2 * margin;
  const column = width / 3;
  const attributeNames = new Map<string, string>(content.attributes.map((a) => [a.key, a.name]));
  const skillNames = new Map<string, string>(content.skills.map((s) => [s.key, s.name]));
  const creed = content.creeds.find((c) => c.id === character.creed);
  const drive = content.drives.find((d) => d.id === character.drive);

  // Page 1: trackers, who, attributes, skills, edges.
  w.text('Vitae', margin, 16, fonts.bold, primary);
  w.text(t('characters.gameLines.h5'), margin + 60, 10, fonts.regular, grey);
  w.y -= 22;
  w.squares(t('viewer.trackers.health'), character.health, 10, margin);
  w.squares(t('viewer.trackers.willpower'), character.willpower, 10, margin + 140);
  w.squares(t('h5.viewer.desperation'), character.desperation, 5, margin + 280);
  w.squares(t('h5.viewer.danger'), character.danger, 5, margin + 360);
  w.squares(t('h5.viewer.despair'), character.despair ? 1 : 0, 1, margin + 450);
  w.y -= 30;
  const info: Array<[string, string]> = [
    [t('viewer.profile.name'), character.name],
    [t('viewer.profile.concept'), character.concept],
    [t('viewer.profile.chronicle'), character.chronicle],
    [t('h5.creed.title'), creed?.name ?? character.creed],
    [t('h5.drive.title'), drive?.name ?? character.drive],
    [t('viewer.profile.ambition'), character.ambition],
    [t('h5.creed.field'), creed?.desperationDomain ?? ''],
    [t('h5.drive.redemption'), drive?.redemption ?? ''],
    [t('viewer.profile.desire'), character.desire],
  ];
  info.forEach(([caption, value], index) => {
    const x = margin + (index % 3) * column;
    const y = w.y - Math.floor(index / 3) * 26;
    w.text(caption, x, 7, fonts.regular, grey, y);
    w.fitted(value, x, column - 8, 10, fonts.regular, y - 11);
  });
  w.y -= 3 * 26;

  writeAttributesAndSkills(w, character, { attributes: attributeNames, skills: skillNames }, { attributes: t('viewer.tabs.attributes'), skills: t('viewer.tabs.skills') }, column);

  w.heading(t('viewer.tabs.edges'));
  const pool = (p: { attribute: string; skill: string }) => `${attributeNames.get(p.attribute) ?? p.attribute} + ${skillNames.get(p.skill) ?? p.skill}`;
  for (const owned of character.edges) {
    // Many edges (after years of play) continue on a page of their own.
    if (w.y < margin + 40 + owned.perks.length * 11) w.newPage();
    const edge = content.edges.find((e) => e.id === String(owned.id));
    const pools = (edge?.pools ?? owned.pools ?? []).map(pool).join(t('h5.edge.or'));
    w.text(edge?.name ?? owned.name ?? String(owned.id), margin, 10, fonts.bold);
    w.fitted(pools, margin + column, 2 * column, 8.5, fonts.italic);
    w.y -= 12;
    for (const perk of owned.perks) {
      const definition = edge?.perks.find((p) => p.id === String(perk.id));
      w.fitted(`• ${definition?.name ?? perk.name ?? String(perk.id)}${definition ? ` – ${definition.summary}` : ''}`, margin + 8, width - 8, 8);
      w.y -= 11;
    }
    w.y -= 3;
  }

  // Page 2: advantages and flaws, touchstones, texts, experience.
  w.newPage();
  w.heading(t('viewer.tabs.traits'));
  const trait = (value: Record<string, unknown>) => {
    const dots = typeof value.customLevel === 'number' ? value.customLevel : typeof value.level === 'number' ? value.level : 0;
    const suffix = typeof value.suffix === 'string' && value.suffix ? ` (${value.suffix})` : '';
    return `${String(value.name ?? '')}${suffix} ${'•'.repeat(dots)}`.trim();
  };
  const packs = [...character.merits.packs, ...character.backgrounds.packs];
  const advantages = packs.flatMap((pack) => pack.traits.map(trait));
  const flaws = packs.flatMap((pack) => pack.flawTraits.map(trait));
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
  w.box(t('h5.touchstone.title'), character.touchstones.map((row) => (row.description ? `${row.name} – ${row.description}` : row.name)).join('\n'), 60);
  w.box(t('viewer.profile.chroniclePrinciples'), character.chroniclePrinciples, 90);
  w.box(t('viewer.profile.backstory'), character.backstory, 150);
  w.box(t('viewer.profile.notes'), character.notes, 120);
  w.y -= 6;
  w.text(t('viewer.experience.label', { exp: character.exp }), margin, 9, fonts.bold);
  return doc.save();
}
