import { useTranslation } from 'react-i18next';
import { addAbility, addLevel, blankAbility, homebrewLimits, removeAbility, removeLevel, updateAbility, type HomebrewDiscipline } from '@vitae/core/homebrew';
import { Button } from '../../../components/ui/button.tsx';
import { useDialogs } from '../../../components/ui/dialog-provider.tsx';
import type { KnownDiscipline } from '../hooks/use-known-disciplines.ts';
import { AbilityFields } from './ability-fields.tsx';

/** The discipline's levels 1…n with their abilities: add and remove levels and abilities. */
export function LevelsEditor({
  discipline,
  comboDisciplines,
  error,
  readOnly,
  onChange,
}: {
  discipline: HomebrewDiscipline;
  comboDisciplines: readonly KnownDiscipline[];
  error: (path: string) => string | undefined;
  readOnly: boolean;
  onChange: (change: (discipline: HomebrewDiscipline) => HomebrewDiscipline) => void;
}) {
  const { t } = useTranslation();
  const { confirm } = useDialogs();
  const next = discipline.levels.length + 1;

  async function dropLevel(level: number) {
    const abilities = discipline.levels[level - 1]?.abilities.length ?? 0;
    const asked =
      abilities === 0 ||
      (await confirm({
        title: t('homebrew.levels.removeTitle', { level }),
        content: t('homebrew.levels.removeQuestion', { level, count: abilities }),
        confirmLabel: t('homebrew.levels.remove', { level }),
        danger: true,
      }));
    if (asked) onChange((current) => removeLevel(current, level));
  }

  async function dropAbility(abilityId: number, name: string) {
    if (await confirm({ title: t('homebrew.ability.removeTitle'), content: t('homebrew.ability.removeQuestion', { name: name || t('homebrew.ability.unnamed') }), confirmLabel: t('homebrew.ability.removeConfirm'), danger: true })) {
      onChange((current) => removeAbility(current, abilityId));
    }
  }

  return (
    <section className="stack" aria-labelledby="homebrew-levels-title">
      <h3 id="homebrew-levels-title">{t('homebrew.levels.title')}</h3>
      {error('levels') ? <p className="field__error">{error('levels')}</p> : null}
      {discipline.levels.length === 0 ? <p className="field__hint">{t('homebrew.levels.none')}</p> : null}
      {discipline.levels.map((level, levelIndex) => (
        <section key={levelIndex} className="homebrew-level card stack" aria-label={t('lexicon.level', { level: levelIndex + 1 })}>
          <div className="homebrew-level__header">
            <h4>{t('lexicon.level', { level: levelIndex + 1 })}</h4>
            {readOnly ? null : (
              <Button variant="ghost" onClick={() => void dropLevel(levelIndex + 1)}>
                {t('homebrew.levels.remove', { level: levelIndex + 1 })}
              </Button>
            )}
          </div>
          {level.abilities.length === 0 ? <p className="field__hint">{t('homebrew.levels.empty')}</p> : null}
          {level.abilities.map((ability, index) => (
            <AbilityFields
              key={ability.id}
              discipline={discipline}
              ability={ability}
              level={levelIndex + 1}
              number={index + 1}
              path={`levels.${levelIndex}.abilities.${index}`}
              comboDisciplines={comboDisciplines}
              error={error}
              readOnly={readOnly}
              onChange={(changes) => onChange((current) => updateAbility(current, ability.id, changes))}
              onRemove={() => void dropAbility(ability.id, ability.name)}
            />
          ))}
          {error(`levels.${levelIndex}.abilities`) ? <p className="field__error">{error(`levels.${levelIndex}.abilities`)}</p> : null}
          {readOnly ? null : (
            <div className="button-row">
              <Button disabled={level.abilities.length >= homebrewLimits.abilitiesPerLevel} onClick={() => onChange((current) => addAbility(current, levelIndex + 1, blankAbility(0, '')).discipline)}>
                {t('homebrew.levels.addAbility', { level: levelIndex + 1 })}
              </Button>
            </div>
          )}
        </section>
      ))}
      {readOnly ? null : (
        <div className="button-row">
          <Button disabled={next > homebrewLimits.levels} onClick={() => onChange(addLevel)}>
            {next > homebrewLimits.levels ? t('homebrew.levels.full') : t('homebrew.levels.add', { level: next })}
          </Button>
        </div>
      )}
    </section>
  );
}
