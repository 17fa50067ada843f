import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TraitPack } from '@vitae/core/fifth-edition';
import type { StoredCharacter } from '@vitae/core/api';
import { LevelUpButton } from '../components/level-up-button.tsx';

/** Merits and backgrounds to buy (level × 3 XP) and flaws to take (free), pack by pack. */
export function LearnTraits({ character, packs, onApply }: { character: StoredCharacter; packs: readonly TraitPack[]; onApply: (next: StoredCharacter) => void }) {
  const { t } = useTranslation();
  const [packKey, setPackKey] = useState(`${packs[0]?.type}:${packs[0]?.id}`);
  const pack = packs.find((p) => `${p.type}:${p.id}` === packKey);
  return (
    <section className="card stack" aria-label={t('viewer.traits.learn')}>
      <h3>{t('viewer.traits.learn')}</h3>
      <label className="field">
        <span>{t('viewer.traits.pack')}</span>
        <select value={packKey} onChange={(e) => setPackKey(e.target.value)}>
          {packs.map((p) => (
            <option key={`${p.type}:${p.id}`} value={`${p.type}:${p.id}`}>
              {t(`viewer.traits.${p.type}`)}: {p.name}
            </option>
          ))}
        </select>
      </label>
      {pack ? (
        <ul>
          {pack.advantages.map((trait) => (
            <li key={`a${trait.id}`} className="traits-grid__row">
              <span className="traits-grid__name">
                {trait.name} <small>{'•'.repeat(trait.level)}</small>
              </span>
              <span />
              <LevelUpButton character={character} purchase={{ kind: 'trait', type: pack.type, pack, traitId: trait.id }} label={trait.name} action="learn" onApply={onApply} />
            </li>
          ))}
          {pack.disadvantages.map((trait) => (
            <li key={`f${trait.id}`} className="traits-grid__row">
              <span className="traits-grid__name">
                {trait.name} <small className="badge">{t('viewer.traits.flaw')}</small>
              </span>
              <span />
              <LevelUpButton character={character} purchase={{ kind: 'flaw', type: pack.type, pack, traitId: trait.id }} label={trait.name} action="learn" onApply={onApply} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
