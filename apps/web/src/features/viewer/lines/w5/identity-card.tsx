import { useTranslation } from 'react-i18next';
import { maxTouchstones, type W5Character } from '@vitae/core/w5';
import { useLineContent } from '../../../../lib/content/store.ts';

/** Who the Garou is at a glance: auspice, tribe with patron, favour and ban, and the touchstones (editable). */
export function IdentityCard({ character, readOnly, onChange }: { character: W5Character; readOnly: boolean; onChange: (change: Partial<W5Character>) => void }) {
  const { t } = useTranslation();
  const content = useLineContent('w5');
  const tribe = content.tribes.find((entry) => entry.id === character.tribe);
  const auspice = content.auspices.find((entry) => entry.id === character.auspice);
  const rows = Array.from({ length: maxTouchstones }, (_, i) => character.touchstones[i] ?? '');

  function setTouchstone(index: number, value: string) {
    const next = rows.map((row, i) => (i === index ? value : row));
    onChange({ touchstones: next.slice(0, next.findLastIndex((row) => row !== '') + 1) });
  }

  return (
    <section className="card stack" aria-label={t('viewer.identity.title')}>
      <dl className="identity">
        <dt>{t('w5.auspice')}</dt>
        <dd>{auspice ? `${auspice.name} (${auspice.moon})` : character.auspiceName || '–'}</dd>
        <dt>{t('w5.tribe.label')}</dt>
        <dd>{tribe?.name ?? (character.tribeName || '–')}</dd>
        <dt>{t('w5.tribe.patron')}</dt>
        <dd>{tribe?.patronSpirit ?? (character.patronSpirit || '–')}</dd>
      </dl>
      {character.tribeFavor ? (
        <p>
          <strong>{t('w5.tribe.favor')}:</strong> {tribe?.favor ?? character.tribeFavor}
        </p>
      ) : null}
      {character.tribeBan ? (
        <p>
          <strong>{t('w5.tribe.ban')}:</strong> {tribe?.ban ?? character.tribeBan}
        </p>
      ) : null}
      <h3>{t('w5.editor.identity.touchstones')}</h3>
      {rows.map((row, i) => (
        <label key={i} className="field">
          <span>{t('w5.editor.identity.touchstone', { number: i + 1 })}</span>
          <input value={row} readOnly={readOnly} maxLength={1000} onChange={(e) => setTouchstone(i, e.target.value)} />
        </label>
      ))}
    </section>
  );
}
