import { useTranslation } from 'react-i18next';
import type { TraitPack } from '@vitae/core/fifth-edition';
import { bookContent, v5TraitRules, type V5Character as Character } from '@vitae/core/v5';
import { TextField } from '../../../../components/ui/field.tsx';
import { useContentStore, useLineContent } from '../../../../lib/content/store.ts';
import { TraitsSection } from '../../fifth-edition/traits-section.tsx';
import type { StepProps } from '../types.ts';

const maxConvictions = 3;

/** Step 6: merits, backgrounds and flaws within the budget, convictions with touchstones, and the character's drive. */
export function TraitsStep({ draft, onChange }: StepProps<'v5'>) {
  const { t } = useTranslation();
  const { character } = draft;
  const content = useLineContent('v5');
  const books = bookContent(useContentStore().meta.lines.v5, character.books);
  const inBooks = (pack: TraitPack) => (pack.type === 'merits' ? books.merits : books.backgrounds).has(pack.id);
  const packs = { merits: content.merits.filter(inBooks), backgrounds: content.backgrounds.filter(inBooks) };
  const setCharacter = (next: Character) => onChange({ ...draft, character: next });
  const convictions = Array.from({ length: maxConvictions }, (_, i) => character.convictions[i] ?? { conviction: '', touchstone: '' });

  function setConviction(index: number, field: 'conviction' | 'touchstone', value: string) {
    const next = convictions.map((entry, i) => (i === index ? { ...entry, [field]: value } : entry));
    // Keep the list as long as its last filled row, so a blank third row is not stored.
    const lastFilled = next.findLastIndex((entry) => entry.conviction || entry.touchstone);
    setCharacter({ ...character, convictions: next.slice(0, lastFilled + 1) });
  }

  return (
    <div className="stack">
      <TraitsSection character={character} packs={packs} rules={v5TraitRules} onChange={setCharacter} />
      <fieldset className="card stack">
        <legend>{t('editor.traits.convictions')}</legend>
        <p className="lexicon__meta">{t('editor.traits.convictionsIntro')}</p>
        {convictions.map((entry, i) => (
          <div key={i} className="wizard__columns">
            <TextField label={t('editor.traits.conviction', { number: i + 1 })} value={entry.conviction} maxLength={1000} onChange={(e) => setConviction(i, 'conviction', e.target.value)} error={entry.touchstone.trim() && !entry.conviction.trim() ? t('editor.problems.conviction_text_missing') : undefined} />
            <TextField label={t('editor.traits.touchstone', { number: i + 1 })} value={entry.touchstone} maxLength={1000} onChange={(e) => setConviction(i, 'touchstone', e.target.value)} error={entry.conviction.trim() && !entry.touchstone.trim() ? t('editor.problems.touchstone_missing') : undefined} />
          </div>
        ))}
      </fieldset>
      <fieldset className="card stack">
        <legend>{t('editor.traits.drive')}</legend>
        <TextField label={t('editor.traits.concept')} value={character.concept} maxLength={1000} onChange={(e) => setCharacter({ ...character, concept: e.target.value })} />
        <TextField label={t('editor.traits.ambition')} value={character.ambition} maxLength={1000} onChange={(e) => setCharacter({ ...character, ambition: e.target.value })} />
        <TextField label={t('editor.traits.desire')} value={character.desire} maxLength={1000} onChange={(e) => setCharacter({ ...character, desire: e.target.value })} />
      </fieldset>
    </div>
  );
}
