import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { homebrewContentId, updateClanBodySchema, homebrewLimits, publishProblems, toContentClan, type HomebrewClan } from '@vitae/core/homebrew';
import { ClanView } from '../../../components/lines/v5/content-views.tsx';
import { useDialogs } from '../../../components/ui/dialog-provider.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field.tsx';
import { useHomebrewStore } from '../../../lib/homebrew/store.ts';
import { useItemEditor } from '../hooks/use-item-editor.ts';
import { useKnownDisciplines } from '../hooks/use-known-disciplines.ts';
import { issuesToErrors, type FieldErrors } from '../lib/issues.ts';
import { ClanDisciplinesField } from './clan-disciplines-field.tsx';
import { EditorFrame, EditorStatus } from './editor-frame.tsx';
import { SymbolField } from './symbol-field.tsx';

/** `/homebrew/clan-editor/{id}`: a clan's texts, symbol and disciplines, with the Lexicon's view beside. */
export function ClanEditor({ id }: { id: number }) {
  const { t } = useTranslation();
  const { confirm } = useDialogs();
  const editor = useItemEditor('clans', id);
  const { known, disciplineName, coreClans } = useKnownDisciplines();
  const { ownDisciplines } = useHomebrewStore();
  const [errors, setErrors] = useState<FieldErrors>({});
  const { state } = editor;
  if (state.status !== 'ready') return <EditorStatus kind="clans" state={state} onRetry={() => void editor.reload()} />;
  const { draft, saved, own } = state;
  const error = (path: string) => (errors[path] ? t(errors[path].key, errors[path].values) : undefined);
  const change = (changes: Partial<HomebrewClan>) => editor.setDraft((current) => ({ ...current, ...changes }));
  const knownIds = new Set(known.map((discipline) => discipline.id));
  // The author's own private disciplines this clan lists: others never get them, and the server refuses to publish the clan (issue #49).
  const privateOnes = ownDisciplines.filter((discipline) => !discipline.public && draft.disciplines.includes(homebrewContentId(discipline.id))).map((discipline) => discipline.name);

  async function applyTemplate(value: string) {
    const template = coreClans.find((clan) => clan.id === Number(value));
    if (!template) return change({ templateClanId: null });
    const filled = draft.slogan || draft.description || draft.curse || draft.disciplines.length > 0;
    if (filled && !(await confirm({ title: t('homebrew.clan.templateTitle'), content: t('homebrew.clan.templateQuestion', { clan: template.name }), confirmLabel: t('homebrew.clan.templateConfirm') }))) return;
    change({
      templateClanId: template.id,
      slogan: template.slogan.slice(0, homebrewLimits.slogan),
      description: template.description.slice(0, homebrewLimits.description),
      curse: template.bane.slice(0, homebrewLimits.description),
      disciplines: template.disciplines.slice(0, homebrewLimits.clanDisciplines),
    });
  }

  async function save(publish: boolean): Promise<boolean> {
    const parsed = updateClanBodySchema.safeParse(draft);
    const found: FieldErrors = parsed.success ? {} : issuesToErrors(parsed.error.issues);
    const unknown = draft.disciplines.filter((ref) => !knownIds.has(ref));
    if (unknown.length > 0) found.disciplines ??= { key: 'homebrew.problems.unknown-discipline' };
    setErrors(found);
    if (Object.keys(found).length > 0) {
      editor.setProblem('homebrew.editor.fixFields');
      return false;
    }
    if (publish && publishProblems(draft).length > 0) {
      editor.setProblem('homebrew.problems.no-disciplines');
      return false;
    }
    if (publish && privateOnes.length > 0) {
      editor.setProblem('homebrew.problems.private-disciplines');
      return false;
    }
    return editor.save({ ...draft, public: publish });
  }

  const text = (field: 'name' | 'slogan', max: number) => (
    <TextField label={t(`homebrew.clan.${field}`)} value={draft[field]} maxLength={max} error={error(field)} onChange={(event) => change({ [field]: event.target.value })} />
  );
  const area = (field: 'description' | 'curse') => (
    <TextAreaField
      label={t(`homebrew.clan.${field}`)}
      rows={4}
      value={draft[field]}
      maxLength={homebrewLimits.description}
      error={error(field)}
      onChange={(event) => change({ [field]: event.target.value })}
    />
  );

  return (
    <EditorFrame
      kind="clans"
      editor={editor}
      saved={saved}
      draft={draft}
      own={own}
      onSave={save}
      preview={
        <ClanView
          clan={toContentClan(draft, (ref) => knownIds.has(ref))}
          symbol={draft.symbol}
          disciplineName={disciplineName}
          meta={t('homebrew.meta', { creator: draft.creator, version: draft.version })}
          open
        />
      }
    >
      <fieldset className="stack" disabled={!own}>
        <legend className="visually-hidden">{t('homebrew.editor.info')}</legend>
        {text('name', homebrewLimits.name)}
        <SelectField label={t('homebrew.clan.template')} value={draft.templateClanId ?? ''} onChange={(event) => void applyTemplate(event.target.value)}>
          <option value="">{t('homebrew.clan.noTemplate')}</option>
          {coreClans.map((clan) => (
            <option key={clan.id} value={clan.id}>
              {clan.name}
            </option>
          ))}
        </SelectField>
        {text('slogan', homebrewLimits.slogan)}
        {area('description')}
        {area('curse')}
        <SymbolField value={draft.symbol} error={error('symbol')} disabled={!own} onChange={(symbol) => change({ symbol })} />
        <ClanDisciplinesField value={draft.disciplines} known={known} error={error('disciplines')} disabled={!own} onChange={(disciplines) => change({ disciplines })} />
        {own && privateOnes.length > 0 ? (
          <Alert tone="info">{t('homebrew.clan.privateDisciplines', { count: privateOnes.length, names: privateOnes.map((name) => `„${name}“`).join(', ') })}</Alert>
        ) : null}
      </fieldset>
    </EditorFrame>
  );
}
