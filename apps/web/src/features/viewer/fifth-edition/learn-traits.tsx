import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameLine } from '@vitae/core';
import { homebrewBookId } from '@vitae/core/content-light';
import type { LearnableTraitGroup, TraitPack } from '@vitae/core/fifth-edition';
import type { StoredCharacter } from '@vitae/core/api';
import { traitReasonTexts } from '../../../components/trait-reasons.ts';
import { useReasonNames } from '../../../components/use-reason-names.ts';
import { Described } from '../components/described.tsx';
import { LevelUpButton } from '../components/level-up-button.tsx';

const groupKey = (group: LearnableTraitGroup) => `${group.side}:${group.pack.type}:${group.pack.id}`;

/**
 * Merits and backgrounds to buy (level × 3 XP) and flaws to take (free), group by group. Only the
 * groups that apply to the character are offered (the wizard's restrictions); every entry of a
 * group is listed, level then name, and what cannot be taken says why, by name.
 */
export function LearnTraits({ character, groups, line, onApply }: { character: StoredCharacter; groups: readonly LearnableTraitGroup[]; line: GameLine; onApply: (next: StoredCharacter) => void }) {
  const { t } = useTranslation();
  const names = useReasonNames(line);
  const [key, setKey] = useState(groups[0] ? groupKey(groups[0]) : '');
  const group = groups.find((entry) => groupKey(entry) === key) ?? groups[0];
  if (!group) return null;
  const pack: TraitPack = group.pack;
  const isFlaw = group.side === 'disadvantages';
  return (
    <section className="card stack" aria-label={t('viewer.traits.learn')}>
      <h3>{t('viewer.traits.learn')}</h3>
      <label className="field">
        <span>{t('viewer.traits.pack')}</span>
        <select value={groupKey(group)} onChange={(e) => setKey(e.target.value)}>
          {groups.map((entry) => (
            <option key={groupKey(entry)} value={groupKey(entry)}>
              {entry.side === 'disadvantages' ? t('viewer.traits.flaws') : t(`viewer.traits.${entry.pack.type}`)}: {entry.pack.id >= homebrewBookId ? t('viewer.traits.homebrewPack', { name: entry.pack.name }) : entry.pack.name}
            </option>
          ))}
        </select>
      </label>
      <ul>
        {group.options.map((option) => {
          const reasons = traitReasonTexts(option, names, t);
          const trait = option.trait;
          return (
            <li key={trait.id} className={`traits-grid__row${reasons.length > 0 ? ' learn--unavailable' : ''}`}>
              <span className="traits-grid__name">
                {reasons.length > 0 ? <small className="learn__reason">{reasons.join('; ')}</small> : null}
                <Described name={trait.name} description={trait.description}>
                  {' '}
                  <small aria-label={t('viewer.dots', { value: trait.level, max: 5 })}>{'•'.repeat(trait.level)}</small>
                </Described>
              </span>
              {isFlaw ? <small className="badge">{t('viewer.traits.flaw')}</small> : <span />}
              {reasons.length > 0 ? (
                <button type="button" className="button button--ghost" disabled aria-label={t('viewer.leveling.unavailable', { label: trait.name, reason: reasons.join(', ') })}>
                  –
                </button>
              ) : (
                <LevelUpButton
                  character={character}
                  purchase={{ kind: isFlaw ? 'flaw' : 'trait', type: pack.type, pack, traitId: trait.id }}
                  label={trait.name}
                  action="learn"
                  onApply={onApply}
                />
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
