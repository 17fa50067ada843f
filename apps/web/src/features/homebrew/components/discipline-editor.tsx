import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { updateDisciplineBodySchema } from '@vitae/core/homebrew';
import { comboOptions, comboProblems, homebrewContentId, homebrewLimits, publishProblems, toContentDiscipline, type HomebrewDiscipline } from '@vitae/core/homebrew';
import { DisciplineView } from '../../../components/lines/v5/content-views.tsx';
import { TextAreaField, TextField } from '../../../components/ui/field.tsx';
import { useItemEditor } from '../hooks/use-item-editor.ts';
import { useKnownDisciplines } from '../hooks/use-known-disciplines.ts';
import { abilityProblemErrors, issuesToErrors, type FieldErrors } from '../lib/issues.ts';
import { EditorFrame, EditorStatus } from './editor-frame.tsx';
import { LevelsEditor } from './levels-editor.tsx';

/** `/homebrew/discipline-editor/{id}`: name, description, levels and abilities, with the Lexicon's view beside. */
export function DisciplineEditor({ id }: { id: number }) {
  const { t } = useTranslation();
  const editor = useItemEditor('disciplines', id);
  const { known, disciplineName, powerName } = useKnownDisciplines();
  const [errors, setErrors] = useState<FieldErrors>({});
  const { state } = editor;
  if (state.status !== 'ready') return <EditorStatus kind="disciplines" state={state} onRetry={() => void editor.reload()} />;
  const { draft, saved, own } = state;
  const ownContentId = homebrewContentId(draft.id);
  const others = comboOptions(known, ownContentId);
  const levelsOf = (contentId: number) => known.find((discipline) => discipline.id === contentId)?.levels;
  const error = (path: string) => (errors[path] ? t(errors[path].key, errors[path].values) : undefined);
  // The preview names the draft's own powers and name as typed, not as last saved.
  const shown = toContentDiscipline(draft);
  const draftPowers = new Map(shown.powers.map((power) => [power.key, power.name]));
  const change = (next: (discipline: HomebrewDiscipline) => HomebrewDiscipline) => editor.setDraft(next);

  async function save(publish: boolean): Promise<boolean> {
    const parsed = updateDisciplineBodySchema.safeParse(draft);
    const found = { ...(parsed.success ? {} : issuesToErrors(parsed.error.issues)), ...abilityProblemErrors(comboProblems(draft, levelsOf, ownContentId)) };
    setErrors(found);
    if (Object.keys(found).length > 0) {
      editor.setProblem('homebrew.editor.fixFields');
      return false;
    }
    if (publish && publishProblems(draft).length > 0) {
      editor.setProblem('homebrew.problems.no-abilities');
      return false;
    }
    return editor.save({ ...draft, public: publish });
  }

  return (
    <EditorFrame
      kind="disciplines"
      editor={editor}
      saved={saved}
      draft={draft}
      own={own}
      onSave={save}
      preview={
        <DisciplineView
          discipline={shown}
          disciplineName={(contentId) => (contentId === ownContentId ? draft.name : disciplineName(contentId))}
          powerName={(key) => draftPowers.get(key) ?? powerName(key)}
          meta={t('homebrew.meta', { creator: draft.creator, version: draft.version })}
          open
        />
      }
    >
      <fieldset className="stack homebrew-editor__info" disabled={!own}>
        <legend className="visually-hidden">{t('homebrew.editor.info')}</legend>
        <TextField
          label={t('homebrew.fields.name')}
          value={draft.name}
          maxLength={homebrewLimits.name}
          error={error('name')}
          onChange={(event) => change((current) => ({ ...current, name: event.target.value }))}
        />
        <TextAreaField
          label={t('homebrew.fields.description')}
          rows={4}
          value={draft.description}
          maxLength={homebrewLimits.description}
          error={error('description')}
          onChange={(event) => change((current) => ({ ...current, description: event.target.value }))}
        />
      </fieldset>
      <LevelsEditor discipline={draft} comboDisciplines={others} error={error} readOnly={!own} onChange={change} />
    </EditorFrame>
  );
}
