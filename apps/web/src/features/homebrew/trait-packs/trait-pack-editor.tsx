import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { homebrewKindSpec, type HomebrewKindName } from '@vitae/core/homebrew-kinds';
import { homebrewTraitPackLimits, type HomebrewTraitPack, type TraitPackContent } from '@vitae/core/fifth-edition';
import type { TraitPackType } from '@vitae/core/fifth-edition';
import { TextAreaField, TextField } from '../../../components/ui/field.tsx';
import { KindEditorFrame, KindEditorStatus } from '../kinds/kind-editor-frame.tsx';
import { useKindEditor } from '../kinds/use-kind-editor.ts';
import { useCheckedSave } from '../kinds/use-checked-save.ts';
import { TraitList } from './trait-list.tsx';
import { TraitPackPreview } from './trait-pack-preview.tsx';

interface Props {
  id: number;
  kind: HomebrewKindName;
  /** Merits (with their flaws) or backgrounds: which words the sides get. */
  type: TraitPackType;
}

/**
 * `/homebrew/edit/{kind}/{id}` for the merit packs and backgrounds of the 5th-edition lines: name,
 * description, whether several entries may be taken, the merits (or background levels) and the
 * flaws, with the pack as the wizard lists it beside. The kind's name comes from its line's pack.
 */
export function TraitPackEditor({ id, kind, type }: Props) {
  const { t } = useTranslation();
  const spec = homebrewKindSpec(kind);
  const editor = useKindEditor<HomebrewTraitPack>(kind, id);
  const { error, save } = useCheckedSave(editor, spec.update);
  const kindName = t(`${spec.line}.homebrew.kinds.${kind}_one`);
  const { state } = editor;
  if (state.status !== 'ready') return <KindEditorStatus kindName={kindName} state={state} onRetry={() => void editor.reload()} />;
  const { draft, saved, own } = state;
  const change = (fields: Partial<TraitPackContent>) => editor.setDraft((current) => ({ ...current, ...fields }));

  return (
    <KindEditorFrame
      kindName={kindName}
      editor={editor}
      saved={saved}
      draft={draft}
      own={own}
      onSave={(publish) => save(draft, publish)}
      preview={<TraitPackPreview pack={draft} type={type} meta={t('homebrew.meta', { creator: draft.creator, version: draft.version })} />}
    >
      <fieldset className="stack homebrew-editor__info" disabled={!own}>
        <legend className="visually-hidden">{t('homebrew.editor.info')}</legend>
        <TextField label={t('homebrew.fields.name')} value={draft.name} maxLength={homebrewTraitPackLimits.name} error={error('name')} onChange={(event) => change({ name: event.target.value })} />
        <TextAreaField
          label={t('homebrew.traitPack.description')}
          rows={4}
          value={draft.description}
          maxLength={homebrewTraitPackLimits.description}
          error={error('description')}
          onChange={(event) => change({ description: event.target.value })}
        />
        <label className="checkbox">
          <input type="checkbox" checked={draft.isCombinable} onChange={(event) => change({ isCombinable: event.target.checked })} />
          {t('homebrew.traitPack.combinable')}
        </label>
      </fieldset>
      <TraitList side="advantages" title={t(`homebrew.traitPack.${type}.advantages`)} traits={draft.advantages} readOnly={!own} error={error} onChange={(advantages) => change({ advantages })} />
      <TraitList side="disadvantages" title={t(`homebrew.traitPack.${type}.disadvantages`)} traits={draft.disadvantages} readOnly={!own} error={error} onChange={(disadvantages) => change({ disadvantages })} />
    </KindEditorFrame>
  );
}

/** The editor of one line's kind, for that line's editor registry. */
export function traitPackEditor(kind: HomebrewKindName, type: TraitPackType): ComponentType<{ id: number }> {
  const Editor = ({ id }: { id: number }) => <TraitPackEditor id={id} kind={kind} type={type} />;
  Editor.displayName = `TraitPackEditor(${kind})`;
  return Editor;
}
