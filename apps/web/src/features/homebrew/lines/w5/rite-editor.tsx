import { useTranslation } from 'react-i18next';
import { riteKind, riteTypes, toContentRite, w5HomebrewLimits, type HomebrewRite, type RiteType } from '@vitae/core/w5';
import { PowerFacts } from '../../../../components/lines/w5/power-facts.tsx';
import { LexiconEntry } from '../../../../components/lexicon-blocks.tsx';
import { SelectField, TextField } from '../../../../components/ui/field.tsx';
import { useLineContent } from '../../../../lib/content/store.ts';
import { KindEditorFrame, KindEditorStatus } from '../../kinds/kind-editor-frame.tsx';
import { useKindEditor } from '../../kinds/use-kind-editor.ts';
import { useCheckedSave } from '../../kinds/use-checked-save.ts';
import { PowerFields, powerErrors } from './power-fields.tsx';

/** `/homebrew/edit/rites/{id}`: a Werewolf rite — name, kind (common, social, mystical), pool, duration, description. */
export function RiteEditor({ id }: { id: number }) {
  const { t } = useTranslation();
  const content = useLineContent('w5');
  const editor = useKindEditor<HomebrewRite>('rites', id);
  const { error, save } = useCheckedSave(editor, riteKind.update, { errorsOf: (issues, draft) => powerErrors(issues, draft.dicePool, content) });
  const kindName = t('w5.homebrew.kinds.rites_one');
  const { state } = editor;
  if (state.status !== 'ready') return <KindEditorStatus kindName={kindName} state={state} onRetry={() => void editor.reload()} />;
  const { draft, saved, own } = state;
  const change = (fields: Partial<HomebrewRite>) => editor.setDraft((current) => ({ ...current, ...fields }));

  return (
    <KindEditorFrame
      kindName={kindName}
      editor={editor}
      saved={saved}
      draft={draft}
      own={own}
      onSave={(publish) => save(draft, publish)}
      preview={
        <LexiconEntry title={draft.name} meta={t(`w5.riteTypes.${draft.type}`)}>
          <PowerFacts power={toContentRite(draft)} />
        </LexiconEntry>
      }
    >
      <fieldset className="stack homebrew-editor__info" disabled={!own}>
        <legend className="visually-hidden">{t('homebrew.editor.info')}</legend>
        <TextField label={t('homebrew.fields.name')} value={draft.name} maxLength={w5HomebrewLimits.name} error={error('name')} onChange={(event) => change({ name: event.target.value })} />
        <SelectField label={t('w5.homebrew.fields.riteType')} value={draft.type} onChange={(event) => change({ type: event.target.value as RiteType })}>
          {riteTypes.map((type) => (
            <option key={type} value={type}>
              {t(`w5.riteTypes.${type}`)}
            </option>
          ))}
        </SelectField>
        <PowerFields draft={draft} content={content} error={error} onChange={change} />
      </fieldset>
    </KindEditorFrame>
  );
}
