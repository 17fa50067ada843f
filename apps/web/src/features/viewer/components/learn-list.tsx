import { useTranslation } from 'react-i18next';
import { byLevelThenName } from '@vitae/core/fifth-edition';
import type { GameLine, PurchaseOf } from '@vitae/core';
import type { StoredCharacter } from '@vitae/core/api';
import { Described } from './described.tsx';
import { LevelUpButton } from './level-up-button.tsx';

export interface LearnItem {
  id: number;
  name: string;
  level: number;
  description?: string;
  purchase: PurchaseOf<GameLine>;
  /** Why it cannot be learned now (owned, level too high, a power missing), shown first; none = learnable. */
  reason?: string;
}

/**
 * A titled list of things to learn, level then name: each with its level, its description on tap
 * and "lernen" at its price; what cannot be learned stays in the list, disabled, with the reason.
 */
export function LearnList({ title, items, character, onApply }: { title: string; items: LearnItem[]; character: StoredCharacter; onApply: (next: StoredCharacter) => void }) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <section className="card" aria-label={title}>
      <h3>{title}</h3>
      <ul>
        {[...items].sort(byLevelThenName).map((item) => (
          <li key={item.id} className={`traits-grid__row${item.reason ? ' learn--unavailable' : ''}`}>
            <span className="traits-grid__name">
              {item.reason ? <small className="learn__reason">{item.reason}</small> : null}
              <Described name={item.name} description={item.description} />
            </span>
            <span>{t('lexicon.level', { level: item.level })}</span>
            {item.reason ? (
              <button type="button" className="button button--ghost" disabled aria-label={t('viewer.leveling.unavailable', { label: item.name, reason: item.reason })}>
                –
              </button>
            ) : (
              <LevelUpButton character={character} purchase={item.purchase} label={item.name} action="learn" onApply={onApply} />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
