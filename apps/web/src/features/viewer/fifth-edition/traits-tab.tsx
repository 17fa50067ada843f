import { useTranslation } from 'react-i18next';
import { recordChange, withLineRules, type CharacterOf } from '@vitae/core';
import { customPackId, isFifthEdition, learnableTraitsWith, nextTraitLevel, traitRemovalChange, withContentTraitTexts, type FifthEditionCharacter, type LearnableTraitGroup, type TraitPack, type TraitSide } from '@vitae/core/fifth-edition';
import type { StoredCharacter } from '@vitae/core/api';
import { homebrewBookId } from '@vitae/core/content-light';
import { useDialogs } from '../../../components/ui/dialog-provider.tsx';
import { useContentStore } from '../../../lib/content/store.ts';
import { useUiState } from '../../../lib/ui-store.ts';
import { Dots } from '../components/dots.tsx';
import { LevelUpButton } from '../components/level-up-button.tsx';
import { useFifthEditionCharacter } from '../hooks/use-fifth-edition.ts';
import { sheetFor } from '../lines/index.ts';
import { xpEvent } from '../lib/xp-event.ts';
import { Described } from '../components/described.tsx';
import { LearnTraits } from './learn-traits.tsx';

/** Without the line's own rules every group is offered and restrictions are judged on the books alone. */
function bookOnlyGroups(character: FifthEditionCharacter, packs: readonly TraitPack[], side: TraitSide): LearnableTraitGroup[] {
  return learnableTraitsWith({ budget: () => ({ advantages: 0, flaws: 0 }), context: (c) => ({ books: c.books }) }, character, packs, side);
}

/** The groups to take from, advantages first, then flaws, each by the line's rules. */
function learnableGroups(character: StoredCharacter, packs: readonly TraitPack[]): LearnableTraitGroup[] {
  return withLineRules(character, (rules, own) => {
    const fromLine = sheetFor(rules.id)?.learnableTraits as ((c: CharacterOf<typeof rules.id>, p: readonly TraitPack[], s: TraitSide) => LearnableTraitGroup[]) | undefined;
    const of = (side: TraitSide) => (fromLine ? fromLine(own, packs, side) : isFifthEdition(own) ? bookOnlyGroups(own, packs, side) : []);
    return [...of('advantages'), ...of('disadvantages')];
  });
}

type Loose = Record<string, unknown>;
const text = (value: unknown, fallback = ''): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : fallback);
const level = (value: Loose): number => (typeof value.customLevel === 'number' ? value.customLevel : typeof value.level === 'number' ? value.level : 0);
/** "Feind 1 (Ex-Partner)": a trait's name with its optional speciality. */
const traitName = (value: Loose, fallback: string): string => `${text(value.name, fallback)}${typeof value.suffix === 'string' && value.suffix ? ` (${value.suffix})` : ''}`;

/** A pack from the homebrew book (installed merit packs and backgrounds get ids from 3021 up), marked as the wizard does. */
const isHomebrewPack = (pack: Loose) => Number(pack.id) >= homebrewBookId;

/** Merits, backgrounds and flaws of a 5th-edition character, with buying, raising and (full customization) removing. */
export function TraitsTab() {
  const { t, i18n } = useTranslation();
  const store = useContentStore();
  const { entry, update, readOnly } = useFifthEditionCharacter();
  const { confirm } = useDialogs();
  const leveling = useUiState((ui) => ui.levelMode) && !readOnly;
  if (!entry || !isFifthEdition(entry.character)) return null;
  const content = store.forLine(entry.character.gameLine, i18n.language);
  // Names and descriptions in the reader's language, found by the ids the character keeps.
  const character = withContentTraitTexts(entry.character, content);
  const canRemove = leveling && character.fullCustomization;

  /** Full customization only, after a warning to agree it with the storyteller; a change in the history, so undo brings it back. */
  async function removeTrait(kind: 'merits' | 'backgrounds', packIndex: number, list: 'traits' | 'flawTraits', index: number, name: string) {
    const yes = await confirm({ title: t('viewer.traits.removeTitle', { name }), content: t('viewer.modal.trait.delete'), confirmLabel: t('viewer.traits.removeNamed', { name }), danger: true });
    if (!yes) return;
    update((current) => {
      if (!isFifthEdition(current)) return current;
      const change = traitRemovalChange(current, kind, packIndex, list, index);
      if (!change) return current;
      const recorded = recordChange(current, change, xpEvent());
      return recorded.ok ? recorded.character : current;
    });
  }
  /** The content's pack of an owned one (ids count per kind): its list of levels is what a merit may rise through. */
  const contentPack = (kind: 'merits' | 'backgrounds', id: unknown) => content[kind].find((candidate) => Number(candidate.id) === Number(id));
  const packTitle = (pack: Loose) => (Number(pack.id) === customPackId ? t('viewer.traits.custom') : text(pack.name, t('viewer.traits.unnamed')));
  const groups = [
    ['merits', character.merits.packs],
    ['backgrounds', character.backgrounds.packs],
  ] as const;
  const empty = groups.every(([, packs]) => packs.every((pack) => pack.traits.length === 0 && pack.flawTraits.length === 0));
  const learn = leveling ? <LearnTraits character={entry.character} line={character.gameLine} groups={learnableGroups(entry.character, [...content.merits, ...content.backgrounds])} onApply={(next) => update(() => next)} /> : null;
  if (empty) return (
    <div className="stack">
      <p className="card">{t('viewer.traits.none')}</p>
      {learn}
    </div>
  );
  return (
    <div className="stack">
    {learn}
    <div className="traits-grid">
      {groups.map(([kind, packs]) =>
        packs.map((pack, packIndex) => (
          <section key={`${kind}-${packIndex}`} id={`sheet-pack-${kind}-${packIndex}`} tabIndex={-1} className="card" aria-label={packTitle(pack.pack)}>
            <h3>
              {packTitle(pack.pack)}
              {isHomebrewPack(pack.pack) ? <> <small className="badge">{t('viewer.traits.homebrew')}</small></> : null}
            </h3>
            <ul>
              {pack.traits.map((trait, index) => (
                <li key={`a${index}`} id={`sheet-trait-${kind}-${packIndex}-${index}`} tabIndex={-1} className="traits-grid__row">
                  <span className="traits-grid__name">
                    <Described name={traitName(trait, t('viewer.traits.unnamed'))} description={text(trait.description)} />{' '}
                    {trait.isCustom ? <small className="badge">{t('viewer.traits.needsApproval')}</small> : null}
                  </span>
                  <Dots value={level(trait)} />
                  {leveling && (trait.isCustom || nextTraitLevel(contentPack(kind, pack.pack.id), trait)) ? (
                    <LevelUpButton
                      character={entry.character}
                      purchase={{ kind: 'trait_raise', type: kind, packId: Number(pack.pack.id), traitIndex: index, pack: contentPack(kind, pack.pack.id) }}
                      label={text(trait.name, t('viewer.traits.unnamed'))}
                      onApply={(next) => update(() => next)}
                    />
                  ) : null}
                  {canRemove ? (
                    <button type="button" className="button button--ghost button--danger" aria-label={t('viewer.traits.removeNamed', { name: traitName(trait, t('viewer.traits.unnamed')) })} onClick={() => void removeTrait(kind, packIndex, 'traits', index, text(trait.name))}>
                      {t('characters.actions.delete')}
                    </button>
                  ) : null}
                </li>
              ))}
              {pack.flawTraits.map((trait, index) => (
                <li key={`f${index}`} id={`sheet-flaw-${kind}-${packIndex}-${index}`} tabIndex={-1} className="traits-grid__row">
                  <span className="traits-grid__name">
                    <Described name={traitName(trait, t('viewer.traits.unnamed'))} description={text(trait.description)} /> <small className="badge">{t('viewer.traits.flaw')}</small>
                    {trait.isCustom ? <small className="badge">{t('viewer.traits.needsApproval')}</small> : null}
                  </span>
                  <Dots value={level(trait)} />
                  {canRemove ? (
                    <button type="button" className="button button--ghost button--danger" aria-label={t('viewer.traits.removeNamed', { name: traitName(trait, t('viewer.traits.unnamed')) })} onClick={() => void removeTrait(kind, packIndex, 'flawTraits', index, text(trait.name))}>
                      {t('characters.actions.delete')}
                    </button>
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
        )),
      )}
    </div>
    </div>
  );
}

