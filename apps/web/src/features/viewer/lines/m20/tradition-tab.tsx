import { useTranslation } from 'react-i18next';
import type { StoredCharacter } from '@vitae/core/api';
import { mageAllianceTypes, mageSpheres, maxSphere, pricesOf, sphereCost } from '@vitae/core/m20';
import { sphereLabel } from '../../../../components/lines/m20/labels.ts';
import { useLineContent } from '../../../../lib/content/store.ts';
import { useUiState } from '../../../../lib/ui-store.ts';
import { Dots } from '../../components/dots.tsx';
import { LevelUpButton } from '../../components/level-up-button.tsx';
import { LowerButton } from './lower-button.tsx';
import { QuietCard } from './quiet-card.tsx';
import { ResonanceCard } from './resonance-card.tsx';
import { RotesCard } from './rotes-card.tsx';
import { SeekingsCard } from './seekings-card.tsx';
import { useMage, useMageWords, type StoredMage } from './use-mage.ts';

/** Tradition: alliance and faction, the mage's focus, affinity Sphere, opinions of the other alliances, the Spheres under Arete, then rotes, Resonance, Quiet and Seekings. */
export function TraditionTab() {
  const { t } = useTranslation();
  const words = useMageWords();
  const content = useLineContent('m20');
  const { entry, update, readOnly } = useMage();
  const leveling = useUiState((ui) => ui.levelMode) && !readOnly;
  if (!entry) return null;
  const character = entry.character;
  const faction = content.factions.find((item) => item.id === character.organization);
  const set = (change: Partial<StoredMage>) => update((current) => ({ ...current, ...change }));
  const rank = (value: number) => (value > 0 ? content.spheres.rankTitles[value - 1] : undefined);

  return (
    <div className="stack">
      <section className="card stack" aria-label={t('m20.tradition.faction')}>
        <h3>{faction?.name ?? (character.organization || t('m20.tradition.noFaction'))}</h3>
        <p className="lexicon__meta">{t(`m20.alliances.${character.allianceType}`)}</p>
        {faction ? <p>{faction.description}</p> : null}
        {faction ? (
          <p>
            <strong>{t('m20.tradition.organization')}:</strong> {faction.organization}
          </p>
        ) : null}
        <p data-testid="affinity">
          <strong>{t('m20.tradition.affinity')}:</strong> {character.affinitySphere ? sphereLabel(content, character.affinitySphere, character) : '–'}
        </p>
      </section>
      <section className="card stack" aria-label={t('m20.tradition.focus')}>
        <h3>{t('m20.tradition.focus')}</h3>
        {(['paradigm', 'practice', 'instruments'] as const).map((field) => (
          <label key={field} className="field">
            <span>{t(`m20.tradition.${field}`)}</span>
            <textarea rows={3} value={character.focus[field]} readOnly={readOnly} maxLength={100_000} onChange={(e) => set({ focus: { ...character.focus, [field]: e.target.value } })} />
          </label>
        ))}
      </section>
      <section className="card stack" aria-label={t('m20.tradition.opinions')}>
        <h3>{t('m20.tradition.opinions')}</h3>
        {faction ? (
          <dl className="identity m20-opinions">
            {mageAllianceTypes.map((alliance) => (
              <div key={alliance} className="m20-opinion">
                <dt>{t(`m20.alliances.${alliance}`)}</dt>
                <dd>{faction.opinions[alliance]}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        <label className="field">
          <span>{t('m20.tradition.ownOpinions')}</span>
          <textarea rows={3} value={character.opinions} readOnly={readOnly} onChange={(e) => set({ opinions: e.target.value })} />
        </label>
      </section>
      <section className="card" aria-label={t('m20.spheres')}>
        <h3>{t('m20.spheres')}</h3>
        <p className="lexicon__meta" data-testid="sphere-cap">
          {words('m20.sheet.sphereCap', { arete: character.arete })}
        </p>
        <ul className="traits-grid__list">
          {mageSpheres.map((sphere) => {
            const value = character.spheres[sphere];
            const label = sphereLabel(content, sphere, character);
            return (
              <li key={sphere} id={`sheet-sphere-${sphere}`} tabIndex={-1} className="traits-grid__row" data-testid={`sphere-${sphere}`}>
                <span className="traits-grid__name">
                  {label}
                  {sphere === character.affinitySphere ? <small className="badge">{t('m20.affinityBadge')}</small> : null}
                  {rank(value) ? <small className="traits-grid__specialities">{rank(value)}</small> : null}
                </span>
                <Dots value={value} max={maxSphere} />
                <LowerButton what={{ kind: 'sphere', sphere }} label={label} />
                {leveling && value < maxSphere ? (
                  <LevelUpButton
                    character={character}
                    purchase={{ kind: 'sphere', sphere, name: label }}
                    label={label}
                    action={value === 0 ? 'learn' : 'raise'}
                    onApply={(next: StoredCharacter) => update(() => next)}
                  />
                ) : null}
              </li>
            );
          })}
        </ul>
        {leveling ? <p className="lexicon__meta">{t('m20.sheet.spherePrices', { first: sphereCost(0, false, pricesOf(character)), affinity: pricesOf(character).affinitySphere.perDot, other: pricesOf(character).otherSphere.perDot })}</p> : null}
      </section>
      <RotesCard />
      <ResonanceCard />
      <QuietCard />
      <SeekingsCard />
    </div>
  );
}
