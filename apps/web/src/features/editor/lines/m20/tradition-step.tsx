import { useTranslation } from 'react-i18next';
import { affinityChoice, affinityOptions, chooseAffinity, chooseFaction, mageAllianceTypes, mageSpheres, type Faction, type MageAllianceType, type MageSphere } from '@vitae/core/m20';
import { Button } from '../../../../components/ui/button.tsx';
import { TextAreaField } from '../../../../components/ui/field.tsx';
import { sphereLabel } from '../../../../components/lines/m20/labels.ts';
import { useLineContent } from '../../../../lib/content/store.ts';
import type { StepProps } from '../types.ts';

const isSphere = (value: string): value is MageSphere => (mageSpheres as readonly string[]).includes(value);

/** Alliance, faction (with its description and usual focus), affinity Sphere and the mage's own focus. */
export function TraditionStep({ draft, onChange }: StepProps<'m20'>) {
  const { t } = useTranslation();
  const content = useLineContent('m20');
  const { character } = draft;
  const faction = content.factions.find((entry) => entry.id === character.organization);
  const factions = content.factions.filter((entry) => entry.alliance === character.allianceType);
  const set = (next: typeof character) => onChange({ ...draft, character: next });

  function chooseAlliance(alliance: MageAllianceType) {
    if (alliance === character.allianceType) return;
    const { affinitySphere: _affinity, ...rest } = character;
    set({ ...rest, allianceType: alliance, organization: '' });
  }

  function takeFocus(source: Faction) {
    set({ ...character, focus: { paradigm: source.paradigm, practice: source.practice, instruments: source.instruments } });
  }

  return (
    <div className="stack">
      <fieldset className="card stack">
        <legend>{t('m20.editor.tradition.alliance')}</legend>
        <div className="button-row" role="radiogroup" aria-label={t('m20.editor.tradition.alliance')}>
          {mageAllianceTypes.map((alliance) => (
            <label key={alliance} className="checkbox">
              <input type="radio" name="alliance" checked={character.allianceType === alliance} onChange={() => chooseAlliance(alliance)} />
              {t(`m20.alliances.${alliance}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="wizard__grid" role="group" aria-label={t('m20.editor.tradition.faction')}>
        {factions.map((entry) => (
          <button key={entry.id} type="button" className="wizard__tile" aria-pressed={entry.id === character.organization} onClick={() => set(chooseFaction(character, entry))}>
            {entry.name}
          </button>
        ))}
      </div>
      {faction ? (
        <article className="card stack" aria-label={faction.name}>
          <h3>{faction.name}</h3>
          <p>{faction.description}</p>
          <p>
            <strong>{t('m20.tradition.organization')}:</strong> {faction.organization}
          </p>
          <div className="field">
            <label htmlFor="affinity-sphere">{t('m20.tradition.affinity')}</label>
            <select
              id="affinity-sphere"
              value={character.affinitySphere ?? ''}
              aria-describedby={character.affinitySphere && affinityChoice(faction, character.affinitySphere) === 'hint' ? 'affinity-hint' : undefined}
              onChange={(e) => isSphere(e.target.value) && set(chooseAffinity(character, faction, e.target.value))}
            >
              <option value="" disabled>
                {t('m20.editor.tradition.affinityPlaceholder')}
              </option>
              {affinityOptions(faction).map((sphere) => (
                <option key={sphere} value={sphere}>
                  {sphereLabel(content, sphere, character)}
                  {affinityChoice(faction, sphere) === 'hint' ? ` – ${t('m20.editor.tradition.houseSphere')}` : ''}
                </option>
              ))}
            </select>
            {character.affinitySphere && affinityChoice(faction, character.affinitySphere) === 'hint' ? (
              <small id="affinity-hint" className="field__hint">
                {t('m20.editor.tradition.houseHint', { faction: faction.name })}
              </small>
            ) : null}
          </div>
          <h4>{t('m20.tradition.focus')}</h4>
          <p className="lexicon__meta">{t('m20.editor.tradition.focusIntro')}</p>
          <dl className="identity">
            <dt>{t('m20.tradition.paradigm')}</dt>
            <dd>{faction.paradigm}</dd>
            <dt>{t('m20.tradition.practice')}</dt>
            <dd>{faction.practice}</dd>
            <dt>{t('m20.tradition.instruments')}</dt>
            <dd>{faction.instruments}</dd>
          </dl>
          <div>
            <Button onClick={() => takeFocus(faction)}>{t('m20.editor.tradition.takeFocus')}</Button>
          </div>
        </article>
      ) : null}
      {faction ? (
        <fieldset className="card stack">
          <legend>{t('m20.editor.tradition.ownFocus')}</legend>
          {(['paradigm', 'practice', 'instruments'] as const).map((field) => (
            <TextAreaField
              key={field}
              label={t(`m20.tradition.${field}`)}
              rows={2}
              maxLength={2000}
              value={character.focus[field]}
              onChange={(e) => set({ ...character, focus: { ...character.focus, [field]: e.target.value } })}
            />
          ))}
        </fieldset>
      ) : null}
    </div>
  );
}
