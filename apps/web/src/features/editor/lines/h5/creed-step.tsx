import { useTranslation } from 'react-i18next';
import { chooseCreed, chooseDrive } from '@vitae/core/h5';
import { TextField } from '../../../../components/ui/field.tsx';
import { useLineContent } from '../../../../lib/content/store.ts';
import type { StepProps } from '../types.ts';

/** Step 1: concept, the creed (with its field for desperation dice) and the drive (with what redeems it), each under its heading. */
export function CreedStep({ draft, onChange }: StepProps<'h5'>) {
  const { t } = useTranslation();
  const content = useLineContent('h5');
  const { character } = draft;
  const creed = content.creeds.find((entry) => entry.id === character.creed);
  const drive = content.drives.find((entry) => entry.id === character.drive);
  const set = (next: typeof character) => onChange({ ...draft, character: next });
  const edgeName = (id: string) => content.edges.find((edge) => edge.id === id)?.name ?? id;
  const driveName = (id: string) => content.drives.find((entry) => entry.id === id)?.name ?? id;

  return (
    <div className="stack">
      <TextField label={t('h5.editor.creed.concept')} hint={t('h5.editor.creed.conceptHint')} value={character.concept} maxLength={1000} onChange={(e) => set({ ...character, concept: e.target.value })} />
      <h3>{t('h5.creed.title')}</h3>
      <div className="wizard__grid" role="group" aria-label={t('h5.editor.creed.choose')}>
        {content.creeds.map((entry) => (
          <button key={entry.id} type="button" className="wizard__tile" aria-pressed={entry.id === creed?.id} onClick={() => set(chooseCreed(character, entry))}>
            {entry.name}
          </button>
        ))}
      </div>
      {creed ? (
        <article className="card stack wizard__details" aria-label={t('h5.editor.creed.details', { name: creed.name })}>
          <h4>{creed.name}</h4>
          <p>{creed.description}</p>
          <h5>{t('h5.creed.field')}</h5>
          <p>{creed.desperationDomain}</p>
          <h5>{t('h5.creed.suggestedEdges')}</h5>
          <p>
            {[...creed.suggestedEdges.map(edgeName), ...(creed.suggestedCategory ? [t(`h5.creed.anyOf.${creed.suggestedCategory}`)] : [])].join(', ')}
          </p>
          <h5>{t('h5.creed.commonDrives')}</h5>
          <p>{creed.commonDrives.map(driveName).join(', ')}</p>
        </article>
      ) : null}
      <h3>{t('h5.drive.title')}</h3>
      <div className="wizard__grid" role="group" aria-label={t('h5.editor.drive.choose')}>
        {content.drives.map((entry) => (
          <button key={entry.id} type="button" className="wizard__tile" aria-pressed={entry.id === drive?.id} onClick={() => set(chooseDrive(character, entry))}>
            {entry.name}
            {creed?.commonDrives.includes(entry.id) ? <small className="badge">{t('h5.editor.drive.common')}</small> : null}
          </button>
        ))}
      </div>
      {drive ? (
        <article className="card stack wizard__details" aria-label={t('h5.editor.drive.details', { name: drive.name })}>
          <h4>{drive.name}</h4>
          <p>{drive.description}</p>
          <h5>{t('h5.drive.redemption')}</h5>
          <p>{drive.redemption}</p>
        </article>
      ) : null}
    </div>
  );
}
