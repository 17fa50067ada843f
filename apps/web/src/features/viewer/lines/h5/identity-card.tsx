import { useTranslation } from 'react-i18next';
import { setTouchstone, touchstoneRows } from '@vitae/core/h5';
import { useLineContent } from '../../../../lib/content/store.ts';
import type { StoredHunter } from './hunter.ts';

/** Who the hunter is at a glance: creed with its field, drive with its redemption, and the touchstones (editable). */
export function IdentityCard({ character, readOnly, onChange }: { character: StoredHunter; readOnly: boolean; onChange: (next: StoredHunter) => void }) {
  const { t } = useTranslation();
  const content = useLineContent('h5');
  const creed = content.creeds.find((entry) => entry.id === character.creed);
  const drive = content.drives.find((entry) => entry.id === character.drive);
  // Later touchstones may join with the storyteller's agreement; the sheet shows one empty row more, up to three.
  const rows = touchstoneRows(character);

  return (
    <section className="card stack" aria-label={t('viewer.identity.title')}>
      <dl className="identity h5-identity">
        <dt>{t('h5.creed.title')}</dt>
        <dd>{creed?.name ?? (character.creed || '–')}</dd>
        <dt>{t('h5.creed.field')}</dt>
        <dd>{creed?.desperationDomain ?? '–'}</dd>
        <dt>{t('h5.drive.title')}</dt>
        <dd>{drive?.name ?? (character.drive || '–')}</dd>
        <dt>{t('h5.drive.redemption')}</dt>
        <dd>{drive?.redemption ?? '–'}</dd>
      </dl>
      <h3>{t('h5.touchstone.title')}</h3>
      {rows.map((row, i) => (
        <div key={i} className="wizard__columns">
          <label className="field">
            <span>{t('h5.touchstone.name', { number: i + 1 })}</span>
            <input value={row.name} readOnly={readOnly} maxLength={200} onChange={(e) => onChange(setTouchstone(character, i, 'name', e.target.value))} />
          </label>
          <label className="field">
            <span>{t('h5.touchstone.description', { number: i + 1 })}</span>
            <input value={row.description} readOnly={readOnly} maxLength={1000} onChange={(e) => onChange(setTouchstone(character, i, 'description', e.target.value))} />
          </label>
        </div>
      ))}
    </section>
  );
}
