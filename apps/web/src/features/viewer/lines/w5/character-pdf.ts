import { numericId, withContentTraitTexts } from '@vitae/core/fifth-edition';
import { balanceTrackBoxes, maxRage, maxRenown, renownKeys, totalRenown, type W5Character, type W5Content } from '@vitae/core/w5';
import { margin, pageSize } from '../../lib/pdf-writer.ts';
import { buildLinePdf, historyNamesOf } from '../../lib/pdf-sections.ts';
import { w5HistoryNames } from './history-names.ts';
import { writeAttributesAndSkills } from '../../fifth-edition/pdf-traits.ts';
import type { Translate } from '../types.ts';
import { inventoryInLanguage } from '@vitae/core';

/**
 * The Werewolf sheet as a two-page A4 PDF in the line's blue, written as real text: trackers with
 * Rage, Harano and Hauglosk, tribe and auspice, Renown, attributes, skills, Gifts and rites on page
 * one; advantages, favour and ban, touchstones, texts and experience on page two.
 */
export async function buildW5Pdf(character: W5Character, content: W5Content, t: Translate, language = 'de-DE'): Promise<Uint8Array> {
  const attributeNames = new Map<string, string>(content.attributes.map((a) => [a.key, a.name]));
  const skillNames = new Map<string, string>(content.skills.map((s) => [s.key, s.name]));
  const tribe = content.tribes.find((x) => x.id === character.tribe);
  const auspice = content.auspices.find((x) => x.id === character.auspice);
  const form = content.forms.find((x) => x.id === character.form);

  // Merits and backgrounds in the reader's language, by the ids the character keeps.
  return buildLinePdf('w5', { ...withContentTraitTexts(character, content), inventory: inventoryInLanguage(character.inventory, content.items) }, t, {
    language,
    names: historyNamesOf(content, w5HistoryNames(content)),
    subtitle: t('characters.gameLines.w5'),
    trackers: [
      [t('viewer.trackers.health'), character.health, 10, margin, character.healthDamage],
      [t('viewer.trackers.willpower'), character.willpower, 10, margin + 140, character.willpowerDamage],
      [t('w5.rage.label'), character.rage, maxRage, margin + 280],
      [t('w5.balance.harano'), character.harano, balanceTrackBoxes, margin + 360],
      [t('w5.balance.hauglosk'), character.hauglosk, balanceTrackBoxes, margin + 440],
    ],
    info: [
      [t('viewer.profile.name'), character.name],
      [t('viewer.profile.concept'), character.concept],
      [t('viewer.profile.chronicle'), character.chronicle],
      [t('w5.tribe.label'), tribe?.name ?? character.tribeName],
      [t('w5.auspice'), auspice ? `${auspice.name} (${auspice.moon})` : character.auspiceName],
      [t('w5.tribe.patron'), tribe?.patronSpirit ?? character.patronSpirit],
      [t('viewer.profile.ambition'), character.ambition],
      [t('viewer.profile.desire'), character.desire],
      [t('w5.form.title'), form?.name ?? character.form],
    ],
    // Page 1 after who the Garou is: Renown, attributes, skills, Gifts and rites.
    firstPage: (w, column) => {
      w.heading(`${t('w5.renown.title')} (${t('w5.renown.total', { total: totalRenown(character) })})`);
      renownKeys.forEach((key, index) => {
        const x = margin + index * column;
        w.text(content.renown.find((r) => r.id === key)?.name ?? key, x, 9);
        w.dots(character.renown[key], maxRenown, x + column - 90, w.y + 3);
      });
      w.y -= 13;

      writeAttributesAndSkills(w, character, { attributes: attributeNames, skills: skillNames }, { attributes: t('viewer.tabs.attributes'), skills: t('viewer.tabs.skills') }, column);

      w.heading(`${t('viewer.tabs.gifts')} · ${t('w5.gifts.rites')}`);
      const powers = [
        ...character.gifts.map((g) => {
          const gift = content.gifts.find((x) => x.id === numericId(g.id));
          return [gift?.name ?? g.name, [gift?.dicePool, gift?.cost].filter(Boolean).join(' · ')] as const;
        }),
        ...character.rites.map((r) => {
          const rite = content.rites.find((x) => x.id === numericId(r.id));
          return [`${rite?.name ?? r.name} (${t('w5.gifts.rite')})`, rite?.dicePool ?? ''] as const;
        }),
      ];
      for (let row = 0; row < Math.max(6, powers.length); row += 1) {
        const [name, facts] = powers[row] ?? ['', ''];
        w.fitted(name, margin, 1.4 * column - 8, 9, w.fonts.bold);
        w.fitted(facts, margin + 1.4 * column, 1.6 * column, 8);
        w.rule(margin, pageSize[0] - 2 * margin);
        w.y -= 13;
      }
    },
    // Page 2 after advantages and flaws: favour and ban, touchstones, the texts.
    boxes: [
      [t('w5.tribe.favor'), tribe?.favor ?? character.tribeFavor, 60],
      [t('w5.tribe.ban'), tribe?.ban ?? character.tribeBan, 60],
      [t('w5.editor.identity.touchstones'), character.touchstones.join('\n'), 60],
      [t('viewer.profile.chroniclePrinciples'), character.chroniclePrinciples, 60],
      [t('viewer.profile.backstory'), character.backstory, 90],
      [t('viewer.profile.notes'), character.notes, 60],
    ],
  });
}
