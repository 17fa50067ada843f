import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mageSpheres, maxAreteAtCreation, maxSphere, setCreationArete, setCreationSphere, spherePoints, spherePointsUsed, type FinishingRefusal, type MageSphere } from '@vitae/core/m20';
import { Alert } from '../../../../components/ui/alert.tsx';
import { mageWords, sphereLabel } from '../../../../components/lines/m20/labels.ts';
import { useLineContent } from '../../../../lib/content/store.ts';
import type { StepProps } from '../types.ts';
import { PointsOf } from './priority-select.tsx';
import { Stepper } from './stepper.tsx';

/** Arete (1–3 with freebies) and the six Sphere dots: one in the affinity Sphere, none above Arete (refused with its reason). */
export function SpheresSection({ draft, onChange }: StepProps<'m20'>) {
  const { t } = useTranslation();
  const content = useLineContent('m20');
  const { character } = draft;
  const [refusal, setRefusal] = useState<{ what: string; reason: FinishingRefusal }>();
  const used = spherePointsUsed(character);
  const label = (sphere: MageSphere) => sphereLabel(content, sphere, character);
  // A Technocrat reads the Convention's words (Erleuchtung), here as on the sheet.
  const words = mageWords(t, character);

  function stepArete(delta: -1 | 1) {
    const change = setCreationArete(character, character.arete + delta);
    if (!change.ok) return setRefusal({ what: 'arete', reason: change.reason });
    setRefusal(undefined);
    onChange({ ...draft, character: change.character });
  }

  function stepSphere(sphere: MageSphere, delta: -1 | 1) {
    const change = setCreationSphere(character, sphere, character.spheres[sphere] + delta);
    if (!change.ok) return setRefusal({ what: sphere, reason: change.reason });
    setRefusal(undefined);
    onChange({ ...draft, character: change.character });
  }

  return (
    <fieldset className="card stack">
      <legend>{t('m20.editor.finishing.spheres')}</legend>
      <p className="lexicon__meta">{words('m20.editor.finishing.spheresIntro', { points: spherePoints, max: maxAreteAtCreation })}</p>
      <Stepper id="creation-arete" label={words('m20.arete')} value={character.arete} max={maxAreteAtCreation} onStep={stepArete} />
      <PointsOf spent={used} budget={spherePoints} freebies />
      {used > spherePoints ? <p className="lexicon__meta">{t('m20.editor.finishing.extraSpheres', { count: used - spherePoints })}</p> : null}
      {mageSpheres.map((sphere) => (
        <Stepper
          key={sphere}
          id={`creation-sphere-${sphere}`}
          label={label(sphere)}
          badge={sphere === character.affinitySphere ? <small className="badge">{t('m20.affinityBadge')}</small> : undefined}
          value={character.spheres[sphere]}
          max={maxSphere}
          onStep={(delta) => stepSphere(sphere, delta)}
        />
      ))}
      {refusal ? (
        <Alert>
          {words(`m20.editor.refusals.${refusal.reason}`, { label: refusal.what === 'arete' ? words('m20.arete') : label(refusal.what as MageSphere), arete: character.arete, max: refusal.what === 'arete' ? maxAreteAtCreation : maxSphere })}
        </Alert>
      ) : null}
    </fieldset>
  );
}
