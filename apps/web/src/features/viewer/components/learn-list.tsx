import { useTranslation } from 'react-i18next';
import type { GameLine, PurchaseOf } from '@vitae/core';
import type { StoredCharacter } from '@vitae/core/api';
import { LevelUpButton } from './level-up-button.tsx';

/** A titled list of things to learn, each with its level and "lernen" at its price. */
export function LearnList({ title, items, character, onApply }: { title: string; items: Array<{ id: number; name: string; level: number; purchase: PurchaseOf<GameLine> }>; character: StoredCharacter; onApply: (next: StoredCharacter) => void }) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <section className="card" aria-label={title}>
      <h3>{title}</h3>
      <ul>
        {items.map((item) => (
          <li key={item.id} className="traits-grid__row">
            <span className="traits-grid__name">{item.name}</span>
            <span>{t('lexicon.level', { level: item.level })}</span>
            <LevelUpButton character={character} purchase={item.purchase} label={item.name} action="learn" onApply={onApply} />
          </li>
        ))}
      </ul>
    </section>
  );
}

