import type { W5Content } from '@vitae/core/w5';
import { lexiconEntry, type LexiconEntry } from '../../lib/lexicon-index.ts';
import type { LexiconLine } from '../types.ts';
import { w5Anchors as anchors } from './anchors.ts';
import { AuspicesSection, FormsSection, GiftsSection, RenownSection, RitesSection, TribesSection, W5TraitsSection } from './sections.tsx';

const MeritsSection = ({ content }: { content: W5Content }) => W5TraitsSection({ content, kind: 'merits' });
const FlawsSection = ({ content }: { content: W5Content }) => W5TraitsSection({ content, kind: 'flaws' });

/** Every generated Werewolf entry in page order. */
function w5Index(content: W5Content): LexiconEntry[] {
  const entry = (anchor: string, section: string, title: string, ...texts: Array<string | null | undefined>) => lexiconEntry('w5', anchor, section, title, ...texts);
  const entries: LexiconEntry[] = [];
  for (const tribe of content.tribes) entries.push(entry(anchors.tribe(tribe.id), 'tribes', tribe.name, tribe.patronSpirit, tribe.description, tribe.favor, tribe.ban));
  for (const auspice of content.auspices) entries.push(entry(anchors.auspice(auspice.id), 'auspices', auspice.name, auspice.moon, auspice.role, auspice.description));
  for (const renown of content.renown) entries.push(entry(anchors.renown(renown.id), 'renown', renown.name, renown.description));
  for (const gift of content.gifts) entries.push(entry(anchors.gift(gift.id), 'gifts', gift.name, gift.summary, gift.dicePool, gift.cost, gift.duration));
  for (const rite of content.rites) entries.push(entry(anchors.rite(rite.id), 'rites', rite.name, rite.summary, rite.dicePool));
  for (const form of content.forms) entries.push(entry(anchors.form(form.id), 'forms', form.name, form.title, form.description, ...form.features, ...form.restrictions));
  for (const pack of [...content.merits, ...content.backgrounds]) {
    for (const trait of pack.advantages) entries.push(entry(anchors.merit(pack.type, pack.id, trait.id), 'merits', trait.name, pack.name, trait.description));
    for (const trait of pack.disadvantages) entries.push(entry(anchors.flaw(pack.type, pack.id, trait.id), 'flaws', trait.name, pack.name, trait.description));
  }
  return entries;
}

/** The Werewolf lexicon: tribes, auspices, Renown, Gifts by group, rites by kind, forms, merits, flaws. */
export const w5Lexicon: LexiconLine<'w5'> = {
  anchorPrefix: 'w5-',
  sections: [
    { id: 'tribes', titleKey: 'w5.lexicon.tribes', Component: TribesSection },
    { id: 'auspices', titleKey: 'w5.lexicon.auspices', Component: AuspicesSection },
    { id: 'renown', titleKey: 'w5.lexicon.renown', Component: RenownSection },
    { id: 'gifts', titleKey: 'w5.lexicon.gifts', Component: GiftsSection },
    { id: 'rites', titleKey: 'w5.lexicon.rites', Component: RitesSection },
    { id: 'forms', titleKey: 'w5.lexicon.forms', Component: FormsSection },
    { id: 'merits', Component: MeritsSection },
    { id: 'flaws', Component: FlawsSection },
  ],
  index: w5Index,
};
