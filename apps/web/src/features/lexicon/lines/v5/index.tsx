import { isChoosableClan } from '@vitae/core/homebrew';
import type { V5Content } from '@vitae/core/v5';
import { lexiconEntry, type LexiconEntry } from '../../lib/lexicon-index.ts';
import type { LexiconLine } from '../types.ts';
import { anchors } from './anchors.ts';
import { DisciplinesSection } from './discipline-sections.tsx';
import { BloodPotencySection, ClansSection, PredatorTypesSection, TraitsSection } from './rule-sections.tsx';

const MeritsSection = ({ content }: { content: V5Content }) => TraitsSection({ content, kind: 'merits' });
const FlawsSection = ({ content }: { content: V5Content }) => TraitsSection({ content, kind: 'flaws' });

/** Every generated Vampire entry in page order. */
function v5Index(content: V5Content, t: (key: string) => string): LexiconEntry[] {
  const entry = (anchor: string, section: string, title: string, ...texts: Array<string | null | undefined>) => lexiconEntry('v5', anchor, section, title, ...texts);
  const entries: LexiconEntry[] = [];
  const table = content.bloodPotencyTable;
  entries.push(entry(anchors.bloodPotency, 'bloodPotency', t('lexicon.sections.bloodPotency'), ...Object.values(table.explanations), ...table.rows.map((row) => row.explanation)));
  for (const clan of content.clans.filter(isChoosableClan)) {
    entries.push(entry(anchors.clan(clan.id), 'clans', clan.name, clan.slogan, clan.description, clan.bane, clan.compulsion.name, clan.compulsion.description));
  }
  for (const discipline of content.disciplines) {
    entries.push(entry(anchors.discipline(discipline.id), 'disciplines', discipline.name, discipline.description));
    for (const power of discipline.powers) {
      entries.push(entry(anchors.power(power.key), 'disciplines', power.name, discipline.name, power.summary, power.dicePool, power.cost, power.duration));
    }
  }
  for (const ritual of content.bloodRituals) entries.push(entry(anchors.ritual(ritual.id), 'disciplines', ritual.name, ritual.summary));
  for (const ceremony of content.oblivionCeremonies) entries.push(entry(anchors.ceremony(ceremony.id), 'disciplines', ceremony.name, ceremony.summary));
  for (const pack of [...content.merits, ...content.backgrounds]) {
    for (const trait of pack.advantages) entries.push(entry(anchors.merit(pack.type, pack.id, trait.id), 'merits', trait.name, pack.name, trait.description));
  }
  for (const pack of [...content.merits, ...content.backgrounds]) {
    for (const trait of pack.disadvantages) entries.push(entry(anchors.flaw(pack.type, pack.id, trait.id), 'flaws', trait.name, pack.name, trait.description));
  }
  for (const type of content.predatorTypes) entries.push(entry(anchors.predatorType(type.id), 'predatorTypes', type.name, type.description));
  return entries;
}

/** The Vampire lexicon: blood potency table, clans, disciplines with rituals and ceremonies, merits, flaws, predator types. */
export const v5Lexicon: LexiconLine<'v5'> = {
  anchorPrefix: '',
  sections: [
    { id: 'bloodPotency', Component: BloodPotencySection },
    { id: 'clans', Component: ClansSection },
    { id: 'disciplines', Component: DisciplinesSection },
    { id: 'merits', Component: MeritsSection },
    { id: 'flaws', Component: FlawsSection },
    { id: 'predatorTypes', Component: PredatorTypesSection },
  ],
  index: v5Index,
};
