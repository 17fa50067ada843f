import { useTranslation } from 'react-i18next';
import type { LineContent } from '@vitae/core';
import { w5HomebrewLimits } from '@vitae/core/w5';
import { TextAreaField, TextField } from '../../../../components/ui/field.tsx';
import { issuesToErrors, type FieldErrors } from '../../lib/issues.ts';
import { poolCheck } from './pool-check.ts';

/** The Werewolf problems of the schemas (`params.problem`) have their texts in the line's pack. */
const lineProblems = new Set(['group-id', 'duplicate-group']);

/**
 * Field errors of a gift or rite draft: the schema's issues, and a pool text the sheet cannot roll
 * (it must name attributes, skills or Renown joined by "+").
 */
export function powerErrors(issues: Parameters<typeof issuesToErrors>[0], dicePool: string | null, content: LineContent<'w5'>): FieldErrors {
  const errors = issuesToErrors(issues);
  for (const [path, error] of Object.entries(errors)) {
    const problem = error.key.replace('homebrew.problems.', '');
    if (lineProblems.has(problem)) errors[path] = { key: `w5.homebrew.problems.${problem}` };
  }
  if (poolCheck(dicePool, content).status === 'unreadable') errors.dicePool ??= { key: 'w5.homebrew.poolUnreadable' };
  return errors;
}

interface PowerFieldsProps {
  draft: { dicePool: string | null; cost?: string | null; duration: string | null; summary: string };
  content: LineContent<'w5'>;
  error: (path: string) => string | undefined;
  onChange: (fields: { dicePool?: string | null; cost?: string | null; duration?: string | null; summary?: string }) => void;
}

/** Pool (with what the sheet will roll), cost (gifts only), duration and description of a gift or rite. */
export function PowerFields({ draft, content, error, onChange }: PowerFieldsProps) {
  const { t } = useTranslation();
  const check = poolCheck(draft.dicePool, content);
  const hint = check.status === 'readable' ? t('w5.homebrew.poolReadable', { pools: check.pools.join(' · ') }) : check.status === 'none' ? t('w5.homebrew.poolNone') : undefined;
  const fact = (value: string) => (value.trim() ? value : null);
  return (
    <>
      <TextField
        label={t('w5.homebrew.fields.dicePool')}
        value={draft.dicePool ?? ''}
        maxLength={w5HomebrewLimits.fact}
        hint={hint}
        error={error('dicePool') ?? (check.status === 'unreadable' ? t('w5.homebrew.poolUnreadable') : undefined)}
        onChange={(event) => onChange({ dicePool: fact(event.target.value) })}
      />
      {'cost' in draft ? (
        <TextField label={t('w5.homebrew.fields.cost')} value={draft.cost ?? ''} maxLength={w5HomebrewLimits.fact} error={error('cost')} onChange={(event) => onChange({ cost: fact(event.target.value) })} />
      ) : null}
      <TextField label={t('w5.homebrew.fields.duration')} value={draft.duration ?? ''} maxLength={w5HomebrewLimits.fact} error={error('duration')} onChange={(event) => onChange({ duration: fact(event.target.value) })} />
      <TextAreaField label={t('w5.homebrew.fields.summary')} rows={5} value={draft.summary} maxLength={w5HomebrewLimits.summary} error={error('summary')} onChange={(event) => onChange({ summary: event.target.value })} />
    </>
  );
}
