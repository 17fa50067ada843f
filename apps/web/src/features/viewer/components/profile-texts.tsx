import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AvatarField } from './avatar-field.tsx';

/**
 * The profile tab's last card, which every line fills in with its own texts: the avatar, the name,
 * whatever the line puts after the name (a vampire's sire), then the line's text fields in its
 * order — the long ones as text areas. Each text is saved as it is typed (the sheet debounces).
 */
export function ProfileTexts<F extends string>({
  character,
  fields,
  long,
  readOnly,
  onChange,
  labelKey = (field) => `viewer.profile.${field}`,
  limitOf,
  nameLimit,
  afterName,
}: {
  character: { avatar: string; name: string } & Record<F, string>;
  /** The line's text fields, in the order shown. */
  fields: readonly F[];
  /** Fields shown as a text area. */
  long: ReadonlySet<string>;
  readOnly: boolean;
  onChange: (field: F | 'name' | 'avatar', value: string) => void;
  /** The label's text key (default `viewer.profile.<field>`). */
  labelKey?: (field: F) => string;
  /** A field's `maxLength`, where the line's schema has one. */
  limitOf?: (field: F) => number;
  nameLimit?: number;
  afterName?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section className="card stack" aria-label={t('viewer.profile.title')}>
      <AvatarField avatar={character.avatar} name={character.name} readOnly={readOnly} onChange={(avatar) => onChange('avatar', avatar)} />
      <label className="field">
        <span>{t('viewer.profile.name')}</span>
        <input value={character.name} readOnly={readOnly} maxLength={nameLimit} onChange={(e) => onChange('name', e.target.value)} />
      </label>
      {afterName}
      {fields.map((field) => (
        <label key={field} className="field">
          <span>{t(labelKey(field))}</span>
          {long.has(field) ? (
            <textarea rows={4} value={character[field]} readOnly={readOnly} maxLength={limitOf?.(field)} onChange={(e) => onChange(field, e.target.value)} />
          ) : (
            <input value={character[field]} readOnly={readOnly} maxLength={limitOf?.(field)} onChange={(e) => onChange(field, e.target.value)} />
          )}
        </label>
      ))}
    </section>
  );
}
