import type { H5Content } from '@vitae/core/h5';
import { lexiconEntry, type LexiconEntry } from '../../lib/lexicon-index.ts';
import type { LexiconLine } from '../types.ts';
import { h5Anchors as anchors } from './anchors.ts';
import { CreedsSection, DrivesSection, EdgesSection, TraitsSection } from './sections.tsx';

const MeritsSection = ({ content }: { content: H5Content }) => TraitsSection({ content, kind: 'merits' });
const FlawsSection = ({ content }: { content: H5Content }) => TraitsSection({ content, kind: 'flaws' });

/** Every generated Hunter entry in page order. */
function h5Index(content: H5Content): LexiconEntry[] {
  const entry = (anchor: string, section: string, title: string, ...texts: Array<string | null | undefined>) => lexiconEntry('h5', anchor, section, title, ...texts);
  const entries: LexiconEntry[] = [];
  for (const creed of content.creeds) entries.push(entry(anchors.creed(creed.id), 'creeds', creed.name, creed.description, creed.desperationDomain));
  for (const drive of content.drives) entries.push(entry(anchors.drive(drive.id), 'drives', drive.name, drive.description, drive.redemption));
  for (const edge of content.edges) {
    entries.push(entry(anchors.edge(edge.id), 'edges', edge.name, edge.description, edge.system));
    for (const perk of edge.perks) entries.push(entry(anchors.perk(perk.id), 'edges', perk.name, edge.name, perk.summary));
  }
  for (const pack of [...content.merits, ...content.backgrounds]) {
    for (const trait of pack.advantages) entries.push(entry(anchors.trait('merits', pack.type, pack.id, trait.id), 'merits', trait.name, pack.name, trait.description));
  }
  for (const pack of [...content.merits, ...content.backgrounds]) {
    for (const trait of pack.disadvantages) entries.push(entry(anchors.trait('flaws', pack.type, pack.id, trait.id), 'flaws', trait.name, pack.name, trait.description));
  }
  return entries;
}

/** The Hunter lexicon: creeds, drives, edges with their perks, merits and flaws (its own articles around them). */
export const h5Lexicon: LexiconLine<'h5'> = {
  anchorPrefix: 'h5-',
  sections: [
    { id: 'creeds', titleKey: 'h5.lexicon.sections.creeds', Component: CreedsSection },
    { id: 'drives', titleKey: 'h5.lexicon.sections.drives', Component: DrivesSection },
    { id: 'edges', titleKey: 'h5.lexicon.sections.edges', Component: EdgesSection },
    { id: 'merits', titleKey: 'h5.lexicon.sections.merits', Component: MeritsSection },
    { id: 'flaws', titleKey: 'h5.lexicon.sections.flaws', Component: FlawsSection },
  ],
  index: h5Index,
};
