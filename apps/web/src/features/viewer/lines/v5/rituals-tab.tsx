import { useTranslation } from 'react-i18next';
import { useLineContent } from '../../../../lib/content/store.ts';
import { useUiState } from '../../../../lib/ui-store.ts';
import { useVampire } from './use-vampire.ts';
import { LearnRituals } from './learn-rituals.tsx';
import { asVampire } from './vampire.ts';
import { Described } from '../../components/described.tsx';

type Loose = Record<string, unknown>;
const text = (value: unknown, fallback = ''): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : fallback);
const level = (value: Loose): number => (typeof value.customLevel === 'number' ? value.customLevel : typeof value.level === 'number' ? value.level : 0);
const byLevelThenName = (a: Loose, b: Loose) => level(a) - level(b) || text(a.name).localeCompare(text(b.name), 'de');

/** Blood rituals and Oblivion ceremonies, by level then name (behaviour-notes §12.5). */
export function RitualsTab() {
  const { t } = useTranslation();
  const content = useLineContent('v5');
  const { entry, update, readOnly } = useVampire();
  const leveling = useUiState((ui) => ui.levelMode) && !readOnly;
  const character = asVampire(entry?.character);
  if (!character) return null;
  // The character keeps a snapshot; the current text (in the screen's language) comes from the content when it knows the rite.
  const known = (kind: 'bloodRituals' | 'oblivionCeremonies', item: Loose) => {
    const list: ReadonlyArray<{ id: number; name: string; summary: string }> = kind === 'bloodRituals' ? content.bloodRituals : content.oblivionCeremonies;
    return list.find((entry) => entry.id === Number(item.id));
  };
  const learn = leveling ? <LearnRituals character={character} content={content} onApply={(next) => update(() => next)} /> : null;
  const lists = [
    ['bloodRituals', [...character.bloodRituals].sort(byLevelThenName)],
    ['oblivionCeremonies', [...character.oblivionCeremonies].sort(byLevelThenName)],
  ] as const;
  if (lists.every(([, items]) => items.length === 0)) return (
    <div className="stack">
      <p className="card">{t('viewer.rituals.none')}</p>
      {learn}
    </div>
  );
  return (
    <div className="stack">
    {learn}
    <div className="traits-grid">
      {lists.map(([kind, items]) =>
        items.length > 0 ? (
          <section key={kind} className="card" aria-label={t(`viewer.rituals.${kind}`)}>
            <h3>{t(`viewer.rituals.${kind}`)}</h3>
            <ul>
              {items.map((item, index) => (
                <li key={index} id={`sheet-${kind}-${text(item.id)}`} tabIndex={-1} className="traits-grid__row">
                  <span className="traits-grid__name">
                    <Described name={known(kind, item)?.name ?? text(item.name, text(item.id))} description={known(kind, item)?.summary ?? text(item.summary)} />
                  </span>
                  <span>{t('lexicon.level', { level: level(item) })}</span>
                </li>
              ))}
            </ul>
          </section>
        ) : null,
      )}
    </div>
    </div>
  );
}
