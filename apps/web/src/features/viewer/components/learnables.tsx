import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bloodSorceryId, disciplineDots, oblivionId, type Purchase } from '@vitae/core';
import type { StoredCharacter } from '@vitae/core/api';
import type { Content } from '@vitae/core/content';
import { LevelUpButton } from './level-up-button.tsx';

/** Rituals and ceremonies the character could learn now (level ≤ dots, not owned); the rules refuse the rest with a reason. */
export function LearnRituals({ character, content, onApply }: { character: StoredCharacter; content: Content; onApply: (next: StoredCharacter) => void }) {
  const { t } = useTranslation();
  const ownedRituals = new Set(character.bloodRituals.map((r) => Number(r.id)));
  const ownedCeremonies = new Set(character.oblivionCeremonies.map((c) => Number(c.id)));
  const sorcery = disciplineDots(character, bloodSorceryId);
  const oblivion = disciplineDots(character, oblivionId);
  const rituals = content.bloodRituals.filter((r) => r.level <= sorcery && !ownedRituals.has(r.id));
  const ceremonies = content.oblivionCeremonies.filter((c) => c.level <= oblivion && !ownedCeremonies.has(c.id));
  if (rituals.length === 0 && ceremonies.length === 0) return <p className="lexicon__meta">{t('viewer.rituals.nothingToLearn')}</p>;
  return (
    <div className="traits-grid">
      <LearnList title={t('viewer.rituals.learn.bloodRituals')} character={character} onApply={onApply} items={rituals.map((ritual) => ({ id: ritual.id, name: ritual.name, level: ritual.level, purchase: { kind: 'blood_ritual', ritual } }))} />
      <LearnList title={t('viewer.rituals.learn.oblivionCeremonies')} character={character} onApply={onApply} items={ceremonies.map((ceremony) => ({ id: ceremony.id, name: ceremony.name, level: ceremony.level, purchase: { kind: 'oblivion_ceremony', ceremony } }))} />
    </div>
  );
}

function LearnList({ title, items, character, onApply }: { title: string; items: Array<{ id: number; name: string; level: number; purchase: Purchase }>; character: StoredCharacter; onApply: (next: StoredCharacter) => void }) {
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

/** Merits and backgrounds to buy (level × 3 XP) and flaws to take (free), pack by pack. */
export function LearnTraits({ character, content, onApply }: { character: StoredCharacter; content: Content; onApply: (next: StoredCharacter) => void }) {
  const { t } = useTranslation();
  const packs = [...content.merits, ...content.backgrounds];
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
