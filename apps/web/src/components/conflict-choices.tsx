import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pathKey } from '@vitae/core/patch';
import type { CharacterEntry } from '../lib/characters/manager.ts';
import { characterManager } from '../lib/characters/characters.ts';
import { fieldLabel, valueText } from '../lib/characters/conflict-text.ts';
import { Modal } from './ui/dialog.tsx';

type Choice = 'mine' | 'theirs';

/** The conflicting fields of one character, each with both values to pick from (see `CharacterConflictDialog`). */
export function ConflictChoices({ entry }: { entry: CharacterEntry }) {
  const { t } = useTranslation();
  const conflicts = entry.conflicts ?? [];
  const [choices, setChoices] = useState<Choice[]>(() => conflicts.map(() => 'mine'));
  const id = entry.character.id;
  const choose = (index: number, choice: Choice) => setChoices((current) => current.map((old, i) => (i === index ? choice : old)));

  return (
    <Modal
      open
      title={t('conflicts.title', { name: entry.character.name || t('characters.unnamed') })}
      onClose={() => undefined}
      footer={
        <div className="button-row">
          <button type="button" className="button" onClick={() => setChoices(conflicts.map(() => 'theirs'))}>
            {t('conflicts.allTheirs')}
          </button>
          <button type="button" className="button" onClick={() => setChoices(conflicts.map(() => 'mine'))}>
            {t('conflicts.allMine')}
          </button>
          <button type="button" className="button button--primary" onClick={() => characterManager.resolveConflicts(id, choices)}>
            {t('conflicts.apply')}
          </button>
        </div>
      }
    >
      <div className="stack">
        <p>{t('conflicts.text', { count: conflicts.length })}</p>
        {conflicts.map((conflict, index) => {
          const name = `conflict-${pathKey(conflict.path)}`;
          return (
            <fieldset key={name} className="conflict">
              <legend className="conflict__field">{fieldLabel(conflict.path, t)}</legend>
              {(['mine', 'theirs'] as const).map((side) => (
                <label key={side} className={`conflict__option${choices[index] === side ? ' conflict__option--chosen' : ''}`}>
                  <input type="radio" name={name} checked={choices[index] === side} onChange={() => choose(index, side)} />
                  <span className="conflict__side">{t(side === 'mine' ? 'conflicts.mine' : 'conflicts.theirs')}</span>
                  <span className="conflict__value">{valueText(side === 'mine' ? conflict.mine : conflict.theirs, t)}</span>
                </label>
              ))}
            </fieldset>
          );
        })}
      </div>
    </Modal>
  );
}
