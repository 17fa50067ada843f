import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A name that opens its description on tap or click (powers, rituals, ceremonies, merits): the
 * text appears right below it, so nothing on a phone hides behind a hover.
 */
export function Described({ name, description, children }: { name: string; description?: string | null; children?: ReactNode }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const id = useId();
  if (!description) return <span className="described__name">{name}{children}</span>;
  return (
    <span className="described">
      <button type="button" className="described__name described__toggle" aria-expanded={open} aria-controls={id} title={t('viewer.describe.show')} onClick={() => setOpen((value) => !value)}>
        {name}
        {children}
      </button>
      {open ? (
        <span id={id} className="described__text pre-line">
          {description}
        </span>
      ) : null}
    </span>
  );
}
