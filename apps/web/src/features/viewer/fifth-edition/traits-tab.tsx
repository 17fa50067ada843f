import { useTranslation } from 'react-i18next';
import { customPackId, isFifthEdition } from '@vitae/core/fifth-edition';
import { useDialogs } from '../../../components/ui/dialog-provider.tsx';
import { useContentStore } from '../../../lib/content-store.ts';
import { useUiState } from '../../../lib/ui-store.ts';
import { Dots } from '../components/dots.tsx';
import { LevelUpButton } from '../components/level-up-button.tsx';
import { useFifthEditionCharacter } from '../hooks/use-fifth-edition.ts';
import { LearnTraits } from './learn-traits.tsx';

type Loose = Record<string, unknown>;
const text = (value: unknown, fallback = ''): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : fallback);
const level = (value: Loose): number => (typeof value.customLevel === 'number' ? value.customLevel : typeof value.level === 'number' ? value.level : 0);
/** "Feind 1 (Ex-Partner)": a trait's name with its optional speciality. */
const traitName = (value: Loose, fallback: string): string => `${text(value.name, fallback)}${typeof value.suffix === 'string' && value.suffix ? ` (${value.suffix})` : ''}`;

/** Merits, backgrounds and flaws of a 5th-edition character, with buying, raising and (full customization) removing. */
export function TraitsTab() {
  const { t, i18n } = useTranslation();
  const store = useContentStore();
  const { entry, update, readOnly } = useFifthEditionCharacter();
  const { confirm } = useDialogs();
  const leveling = useUiState((ui) => ui.levelMode) && !readOnly;
  if (!entry || !isFifthEdition(entry.character)) return null;
  const character = entry.character;
  const content = store.forLine(character.gameLine, i18n.language);
  const canRemove = leveling && character.fullCustomization;

  /** Full customization only, after a warning to agree it with the storyteller. */
  async function removeTrait(kind: 'merits' | 'backgrounds', packIndex: number, list: 'traits' | 'flawTraits', index: number, name: string) {
    const yes = await confirm({ title: t('viewer.traits.removeTitle', { name }), content: t('viewer.modal.trait.delete'), confirmLabel: t('characters.actions.delete'), danger: true });
    if (!yes) return;
    update((current) => (isFifthEdition(current) ? {
      ...current,
      [kind]: { packs: current[kind].packs.map((pack, i) => (i === packIndex ? { ...pack, [list]: pack[list].filter((_, j) => j !== index) } : pack)) },
    } : current));
  }
  const packTitle = (pack: Loose) => (Number(pack.id) === customPackId ? t('viewer.traits.custom') : text(pack.name, t('viewer.traits.unnamed')));
  const groups = [
    ['merits', character.merits.packs],
    ['backgrounds', character.backgrounds.packs],
  ] as const;
  const empty = groups.every(([, packs]) => packs.every((pack) => pack.traits.length === 0 && pack.flawTraits.length === 0));
  const learn = leveling ? <LearnTraits character={entry.character} packs={[...content.merits, ...content.backgrounds]} onApply={(next) => update(() => next)} /> : null;
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
          <section key={`${kind}-${packIndex}`} className="card" aria-label={packTitle(pack.pack)}>
            <h3>{packTitle(pack.pack)}</h3>
            <ul>
              {pack.traits.map((trait, index) => (
                <li key={`a${index}`} id={`sheet-trait-${kind}-${packIndex}-${index}`} tabIndex={-1} className="traits-grid__row">
                  <span className="traits-grid__name">
                    {traitName(trait, t('viewer.traits.unnamed'))} {trait.isCustom ? <small className="badge">{t('viewer.traits.needsApproval')}</small> : null}
                  </span>
                  <Dots value={level(trait)} />
                  {leveling && level(trait) < 5 ? (
                    <LevelUpButton
                      character={entry.character}
                      purchase={{ kind: 'trait_raise', type: kind, packId: Number(pack.pack.id), traitIndex: index }}
                      label={text(trait.name, t('viewer.traits.unnamed'))}
                      onApply={(next) => update(() => next)}
                    />
                  ) : null}
                  {canRemove ? (
                    <button type="button" className="button button--ghost button--danger" onClick={() => void removeTrait(kind, packIndex, 'traits', index, text(trait.name))}>
                      {t('characters.actions.delete')}
                    </button>
                  ) : null}
                </li>
              ))}
              {pack.flawTraits.map((trait, index) => (
                <li key={`f${index}`} id={`sheet-flaw-${kind}-${packIndex}-${index}`} tabIndex={-1} className="traits-grid__row">
                  <span className="traits-grid__name">
                    {traitName(trait, t('viewer.traits.unnamed'))} <small className="badge">{t('viewer.traits.flaw')}</small>
                    {trait.isCustom ? <small className="badge">{t('viewer.traits.needsApproval')}</small> : null}
                  </span>
                  <Dots value={level(trait)} />
                  {canRemove ? (
                    <button type="button" className="button button--ghost button--danger" onClick={() => void removeTrait(kind, packIndex, 'flawTraits', index, text(trait.name))}>
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

