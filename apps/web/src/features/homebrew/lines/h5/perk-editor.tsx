import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { edgeCategories, edgeKind, mergeHomebrewEdges, perkKind, perkPublishProblems, type Edge, type HomebrewEdge, type HomebrewPerk, type PerkContent } from '@vitae/core/h5';
import { LexiconEntry } from '../../../../components/lexicon-blocks.tsx';
import { SelectField } from '../../../../components/ui/field.tsx';
import { useLineContent } from '../../../../lib/content/store.ts';
import { knownKindItems, useKindStore } from '../../../../lib/homebrew/kind-store.ts';
import { syncHomebrewOnce } from '../../../../lib/homebrew/sync.ts';
import { KindEditorFrame, KindEditorStatus } from '../../kinds/kind-editor-frame.tsx';
import { useKindEditor } from '../../kinds/use-kind-editor.ts';
import { useCheckedSave } from '../../kinds/use-checked-save.ts';
import { issuesToErrors } from '../../lib/issues.ts';
import { HunterItemFields, type HunterItemChange } from './item-fields.tsx';
import '../../../../components/lines/h5/hunter.css';

type Change = HunterItemChange<PerkContent>;

/**
 * The edges a perk can belong to: the book's, and the homebrew edges the author wrote or installed
 * (from the browser's homebrew store, so the editor offers them wherever it is opened).
 */
function usePerkEdges(): Edge[] {
  const content = useLineContent('h5');
  const kinds = useKindStore();
  // Opened directly (a bookmark, a reload), the store may not have the account's items yet.
  useEffect(() => {
    void syncHomebrewOnce();
  }, []);
  return useMemo(() => mergeHomebrewEdges({ edges: content.edges }, { edges: (knownKindItems(kinds)[edgeKind.kind] ?? []) as HomebrewEdge[], perks: [] }).edges, [content, kinds]);
}

/** The name of the edge a perk belongs to, or `undefined` when it is unknown (deleted, not installed). */
export function useEdgeName(): (edgeId: string) => string | undefined {
  const edges = usePerkEdges();
  return (edgeId) => edges.find((edge) => edge.id === edgeId)?.name;
}

/** The fields of a homebrew perk: name, the edge it belongs to (the book's and installed homebrew edges), description. */
export function PerkFields({ draft, onChange, error, readOnly }: { draft: PerkContent; onChange: Change; error: (path: string) => string | undefined; readOnly: boolean }) {
  const { t } = useTranslation();
  const edges = usePerkEdges();
  const known = draft.edge === null || edges.some((edge) => edge.id === draft.edge);
  return (
    <HunterItemFields legend={t('h5.homebrew.perk.info')} draft={draft} onChange={onChange} error={error} readOnly={readOnly}>
      <SelectField label={t('h5.homebrew.perk.edge')} value={draft.edge ?? ''} error={error('edge')} onChange={(event) => onChange((current) => ({ ...current, edge: event.target.value || null }))}>
        {draft.edge === null ? <option value="">{t('h5.homebrew.perk.chooseEdge')}</option> : null}
        {known ? null : <option value={draft.edge ?? ''}>{t('h5.homebrew.perk.unknownEdge', { id: draft.edge })}</option>}
        {edgeCategories.map((category) => (
          <optgroup key={category} label={t(`h5.edge.categories.${category}`)}>
            {edges
              .filter((edge) => edge.category === category)
              .map((edge) => (
                <option key={edge.id} value={edge.id}>
                  {edge.name}
                </option>
              ))}
          </optgroup>
        ))}
      </SelectField>
    </HunterItemFields>
  );
}

/** The perk as the Lexicon shows perks: name, its edge, what it does. */
export function PerkPreview({ perk, meta }: { perk: PerkContent; meta: string }) {
  const { t } = useTranslation();
  const edgeName = useEdgeName();
  const edge = perk.edge === null ? t('h5.homebrew.perk.noEdge') : t('h5.homebrew.perk.of', { edge: edgeName(perk.edge) ?? t('h5.homebrew.perk.unknownEdge', { id: perk.edge }) });
  return (
    <div data-testid="perk-preview">
      <LexiconEntry title={perk.name || t('h5.homebrew.unnamed')} meta={`${edge} · ${meta}`}>
        {perk.description ? <p className="h5-homebrew-text">{perk.description}</p> : null}
      </LexiconEntry>
    </div>
  );
}

/** `/homebrew/edit/perks/{id}`: a Hunter perk — name, its edge (the book's or installed homebrew), description — with its Lexicon entry beside. */
export function PerkEditor({ id }: { id: number }) {
  const { t } = useTranslation();
  const editor = useKindEditor<HomebrewPerk>(perkKind.kind, id);
  const { error, save } = useCheckedSave(editor, perkKind.update, {
    errorsOf: (issues, draft, publish) => {
      const found = issuesToErrors(issues);
      if (publish && perkPublishProblems(draft).length > 0) found.edge ??= { key: 'h5.homebrew.perk.edgeRequired' };
      return found;
    },
    problemOf: (found) => (found.edge && Object.keys(found).length === 1 ? 'h5.homebrew.perk.edgeRequired' : 'homebrew.editor.fixFields'),
  });
  const kindName = t('h5.homebrew.kinds.perks_one');
  const { state } = editor;
  if (state.status !== 'ready') return <KindEditorStatus kindName={kindName} state={state} onRetry={() => void editor.reload()} />;
  const { draft, saved, own } = state;

  return (
    <KindEditorFrame kindName={kindName} editor={editor} saved={saved} draft={draft} own={own} onSave={(publish) => save(draft, publish)} preview={<PerkPreview perk={draft} meta={t('homebrew.meta', { creator: draft.creator, version: draft.version })} />}>
      <PerkFields draft={draft} onChange={(change) => editor.setDraft((current) => ({ ...current, ...change(current) }))} error={error} readOnly={!own} />
    </KindEditorFrame>
  );
}
