import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { homebrewEdgeLimits } from '@vitae/core/h5';
import { TextAreaField, TextField } from '../../../../components/ui/field.tsx';

/** What every Hunter homebrew item (edge, perk) is written with. */
interface HunterItemContent {
  name: string;
  description: string;
}

export type HunterItemChange<C> = (change: (draft: C) => C) => void;

interface HunterItemFieldsProps<C extends HunterItemContent> {
  /** The fieldset's name for screen readers. */
  legend: string;
  draft: C;
  onChange: HunterItemChange<C>;
  error: (path: string) => string | undefined;
  readOnly: boolean;
  /** The kind's own fields, between the name and the description. */
  children?: ReactNode;
  /** Fields after the description (an edge's system). */
  after?: ReactNode;
}

/** A long text of a Hunter homebrew item (its description, an edge's system), as long as a description may be. */
export function LongTextField({ label, value, error, onText }: { label: string; value: string; error: string | undefined; onText: (text: string) => void }) {
  return <TextAreaField label={label} rows={4} value={value} maxLength={homebrewEdgeLimits.description} error={error} onChange={(event) => onText(event.target.value)} />;
}

/** The fields every Hunter homebrew item shares, name first and description last, around the kind's own. */
export function HunterItemFields<C extends HunterItemContent>({ legend, draft, onChange, error, readOnly, children, after }: HunterItemFieldsProps<C>) {
  const { t } = useTranslation();
  return (
    <fieldset className="stack homebrew-editor__info" disabled={readOnly}>
      <legend className="visually-hidden">{legend}</legend>
      <TextField
        label={t('h5.homebrew.name')}
        value={draft.name}
        maxLength={homebrewEdgeLimits.name}
        error={error('name')}
        onChange={(event) => onChange((current) => ({ ...current, name: event.target.value }))}
      />
      {children}
      <LongTextField label={t('h5.homebrew.description')} value={draft.description} error={error('description')} onText={(description) => onChange((current) => ({ ...current, description }))} />
      {after}
    </fieldset>
  );
}
