import { useTranslation } from 'react-i18next';
import type { V5Character as Character } from '@vitae/core/v5';
import { useSheetContent } from './use-sheet-content.ts';

const maxConvictions = 3;
const nameOf = (snapshot: Record<string, unknown> | null): string => (typeof snapshot?.['name'] === 'string' ? snapshot['name'] : '');

/**
 * Who the character is at a glance: clan with its bane, generation, predator type, and the
 * convictions with their touchstones (editable; a fourth row never appears).
 */
export function IdentityCard({ character, readOnly, onChange }: { character: Character; readOnly: boolean; onChange: (change: Partial<Character>) => void }) {
  const { t } = useTranslation();
  const content = useSheetContent(character);
  const clan = content.clans.find((entry) => entry.id === Number(character.clan?.id));
  const predator = content.predatorTypes.find((entry) => entry.id === Number(character.predatorType?.id));
  const rows = Array.from({ length: maxConvictions }, (_, i) => character.convictions[i] ?? { conviction: '', touchstone: '' });

  function setConviction(index: number, field: 'conviction' | 'touchstone', value: string) {
    const next = rows.map((row, i) => (i === index ? { ...row, [field]: value } : row));
    onChange({ convictions: next.slice(0, next.findLastIndex((row) => row.conviction || row.touchstone) + 1) });
  }

  return (
    <section className="card stack" aria-label={t('viewer.identity.title')}>
      <dl className="identity">
        <dt>{t('pdf.clan')}</dt>
        <dd>{clan?.name ?? (nameOf(character.clan) || '–')}</dd>
        <dt>{t('pdf.generation')}</dt>
        <dd>{character.generation || '–'}</dd>
        <dt>{t('pdf.predatorType')}</dt>
        <dd>{predator?.name ?? (nameOf(character.predatorType) || '–')}</dd>
      </dl>
      {character.clanBane ? (
        <p>
          <strong>{t('pdf.bane')}:</strong> {character.clanBane}
        </p>
      ) : null}
      <h3>{t('viewer.identity.convictions')}</h3>
      {rows.map((row, i) => (
        <div key={i} className="wizard__columns">
          <label className="field">
            <span>{t('viewer.identity.conviction', { number: i + 1 })}</span>
            <input value={row.conviction} readOnly={readOnly} maxLength={1000} onChange={(e) => setConviction(i, 'conviction', e.target.value)} />
          </label>
          <label className="field">
            <span>{t('viewer.identity.touchstone', { number: i + 1 })}</span>
            <input value={row.touchstone} readOnly={readOnly} maxLength={1000} onChange={(e) => setConviction(i, 'touchstone', e.target.value)} />
          </label>
        </div>
      ))}
    </section>
  );
}
