import type { H5Character as Character, H5Content as Content } from '@vitae/core/h5';
import { withContentTraitTexts } from '@vitae/core/fifth-edition';
import { margin, pageSize } from '../../lib/pdf-writer.ts';
import { buildLinePdf, historyNamesOf } from '../../lib/pdf-sections.ts';
import { h5HistoryNames } from './history-names.ts';
import { writeAttributesAndSkills } from '../../fifth-edition/pdf-traits.ts';
import type { Translate } from '../types.ts';
import { inventoryInLanguage } from '@vitae/core';

const width = pageSize[0] - 2 * margin;

/**
 * A hunter's sheet as a two-page A4 PDF in the UI language, written as real text: trackers, who
 * the hunter is, attributes, skills, edges with pools and perks; then advantages, flaws,
 * touchstones and the texts.
 */
export async function buildHunterPdf(character: Character, content: Content, t: Translate, language = 'de-DE'): Promise<Uint8Array> {
  const attributeNames = new Map<string, string>(content.attributes.map((a) => [a.key, a.name]));
  const skillNames = new Map<string, string>(content.skills.map((s) => [s.key, s.name]));
  const creed = content.creeds.find((c) => c.id === character.creed);
  const drive = content.drives.find((d) => d.id === character.drive);

  // Merits and backgrounds in the reader's language, by the ids the character keeps.
  return buildLinePdf('h5', { ...withContentTraitTexts(character, content), inventory: inventoryInLanguage(character.inventory, content.items) }, t, {
    language,
    names: historyNamesOf(content, h5HistoryNames(content)),
    subtitle: t('characters.gameLines.h5'),
    trackers: [
      [t('viewer.trackers.health'), character.health, 10, margin, character.healthDamage],
      [t('viewer.trackers.willpower'), character.willpower, 10, margin + 140, character.willpowerDamage],
      [t('h5.viewer.desperation'), character.desperation, 5, margin + 280],
      [t('h5.viewer.danger'), character.danger, 5, margin + 360],
      [t('h5.viewer.despair'), character.despair ? 1 : 0, 1, margin + 450],
    ],
    info: [
      [t('viewer.profile.name'), character.name],
      [t('viewer.profile.concept'), character.concept],
      [t('viewer.profile.chronicle'), character.chronicle],
      [t('h5.creed.title'), creed?.name ?? character.creed],
      [t('h5.drive.title'), drive?.name ?? character.drive],
      [t('viewer.profile.ambition'), character.ambition],
      [t('h5.creed.field'), creed?.desperationDomain ?? ''],
      [t('viewer.profile.desire'), character.desire],
    ],
    // Page 1 after who the hunter is: attributes, skills, edges.
    firstPage: (w, column) => {
      // The drive's redemption is a sentence or two: wrapped in a box, not squeezed into the grid.
      if (drive?.redemption) w.box(t('h5.drive.redemption'), drive.redemption, 42);
      writeAttributesAndSkills(w, character, { attributes: attributeNames, skills: skillNames }, { attributes: t('viewer.tabs.attributes'), skills: t('viewer.tabs.skills') }, column);
      w.heading(t('viewer.tabs.edges'));
      const pool = (p: { attribute: string; skill: string }) => `${attributeNames.get(p.attribute) ?? p.attribute} + ${skillNames.get(p.skill) ?? p.skill}`;
      for (const owned of character.edges) {
        // Many edges (after years of play) continue on a page of their own.
        if (w.y < margin + 40 + owned.perks.length * 11) w.newPage();
        const edge = content.edges.find((e) => e.id === String(owned.id));
        const pools = (edge?.pools ?? owned.pools ?? []).map(pool).join(t('h5.edge.or'));
        w.text(edge?.name ?? owned.name ?? String(owned.id), margin, 10, w.fonts.bold);
        w.fitted(pools, margin + column, 2 * column, 8.5, w.fonts.italic);
        w.y -= 12;
        for (const perk of owned.perks) {
          const definition = edge?.perks.find((p) => p.id === String(perk.id));
          w.fitted(`• ${definition?.name ?? perk.name ?? String(perk.id)}${definition ? ` – ${definition.summary}` : ''}`, margin + 8, width - 8, 8);
          w.y -= 11;
        }
        w.y -= 3;
      }
    },
    // Page 2 after advantages and flaws: touchstones and the texts.
    boxes: [
      [t('h5.touchstone.title'), character.touchstones.map((row) => (row.description ? `${row.name} – ${row.description}` : row.name)).join('\n'), 60],
      [t('viewer.profile.chroniclePrinciples'), character.chroniclePrinciples, 90],
      [t('viewer.profile.backstory'), character.backstory, 150],
      [t('viewer.profile.notes'), character.notes, 120],
    ],
  });
}
