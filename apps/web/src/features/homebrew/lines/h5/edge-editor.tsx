import { useTranslation } from 'react-i18next';
import { edgeCategories, edgeKind, homebrewEdgeLimits, type EdgeCategory, type EdgeContent, type EdgePool, type HomebrewEdge } from '@vitae/core/h5';
import { EdgePools } from '../../../../components/lines/h5/edge-pools.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { LexiconEntry, LexiconFacts } from '../../../../components/lexicon-blocks.tsx';
import { SelectField } from '../../../../components/ui/field.tsx';
import { useLineContent } from '../../../../lib/content/store.ts';
import { KindEditorFrame, KindEditorStatus } from '../../kinds/kind-editor-frame.tsx';
import { useKindEditor } from '../../kinds/use-kind-editor.ts';
import { useCheckedSave } from '../../kinds/use-checked-save.ts';
import { HunterItemFields, LongTextField, type HunterItemChange } from './item-fields.tsx';

type Change = HunterItemChange<EdgeContent>;

/** One pool per row: Attribute + Skill, removable; at most `homebrewEdgeLimits.pools`. */
function PoolsField({ pools, onChange }: { pools: EdgePool[]; onChange: Change }) {
  const { t } = useTranslation();
  const content = useLineContent('h5');
  const setPool = (index: number, pool: EdgePool) => onChange((current) => ({ ...current, pools: current.pools.map((entry, at) => (at === index ? pool : entry)) }));
  return (
    <fieldset className="field stack">
      <legend>{t('h5.homebrew.edge.pools')}</legend>
      {pools.length === 0 ? <p className="field__hint">{t('h5.homebrew.edge.noPools')}</p> : null}
      {pools.map((pool, index) => (
        <div key={index} className="h5-homebrew-pool">
          <SelectField label={t('h5.homebrew.edge.attribute', { number: index + 1 })} value={pool.attribute} onChange={(event) => setPool(index, { ...pool, attribute: event.target.value as EdgePool['attribute'] })}>
            {content.attributes.map((attribute) => (
              <option key={attribute.key} value={attribute.key}>
                {attribute.name}
              </option>
            ))}
          </SelectField>
          <SelectField label={t('h5.homebrew.edge.skill', { number: index + 1 })} value={pool.skill} onChange={(event) => setPool(index, { ...pool, skill: event.target.value as EdgePool['skill'] })}>
            {content.skills.map((skill) => (
              <option key={skill.key} value={skill.key}>
                {skill.name}
              </option>
            ))}
          </SelectField>
          <Button variant="ghost" aria-label={t('h5.homebrew.edge.removePool', { number: index + 1 })} onClick={() => onChange((current) => ({ ...current, pools: current.pools.filter((_, at) => at !== index) }))}>
            ×
          </Button>
        </div>
      ))}
      {pools.length < homebrewEdgeLimits.pools ? (
        <div className="button-row">
          <Button onClick={() => onChange((current) => ({ ...current, pools: [...current.pools, { attribute: content.attributes[0]?.key ?? 'str', skill: content.skills[0]?.key ?? 'ath' }] }))}>
            {t('h5.homebrew.edge.addPool')}
          </Button>
        </div>
      ) : null}
    </fieldset>
  );
}

/** The fields of a homebrew edge: name, kind, the pools it is tested with, description, system. */
export function EdgeFields({ draft, onChange, error, readOnly }: { draft: EdgeContent; onChange: Change; error: (path: string) => string | undefined; readOnly: boolean }) {
  const { t } = useTranslation();
  const system = <LongTextField label={t('h5.edge.system')} value={draft.system} error={error('system')} onText={(text) => onChange((current) => ({ ...current, system: text }))} />;
  return (
    <HunterItemFields legend={t('h5.homebrew.edge.info')} draft={draft} onChange={onChange} error={error} readOnly={readOnly} after={system}>
      <SelectField label={t('h5.homebrew.edge.category')} value={draft.category} onChange={(event) => onChange((current) => ({ ...current, category: event.target.value as EdgeCategory }))}>
        {edgeCategories.map((category) => (
          <option key={category} value={category}>
            {t(`h5.edge.categories.${category}`)}
          </option>
        ))}
      </SelectField>
      <PoolsField pools={draft.pools} onChange={onChange} />
    </HunterItemFields>
  );
}

/** The edge as the Lexicon shows edges: kind, pools, description, how it works. */
export function EdgePreview({ edge, meta }: { edge: EdgeContent; meta: string }) {
  const { t } = useTranslation();
  return (
    <div data-testid="edge-preview">
      <LexiconEntry title={edge.name || t('h5.homebrew.unnamed')} meta={`${t(`h5.edge.categories.${edge.category}`)} · ${meta}`}>
        <EdgePools pools={edge.pools} />
        {edge.description ? <p className="h5-homebrew-text">{edge.description}</p> : null}
        {edge.system ? <LexiconFacts items={[[t('h5.edge.system'), <span className="h5-homebrew-text">{edge.system}</span>]]} /> : null}
      </LexiconEntry>
    </div>
  );
}

/** `/homebrew/edit/edges/{id}`: a Hunter edge — name, kind, pools, description, system — with its Lexicon entry beside. */
export function EdgeEditor({ id }: { id: number }) {
  const { t } = useTranslation();
  const editor = useKindEditor<HomebrewEdge>(edgeKind.kind, id);
  const { error, save } = useCheckedSave(editor, edgeKind.update);
  const kindName = t('h5.homebrew.kinds.edges_one');
  const { state } = editor;
  if (state.status !== 'ready') return <KindEditorStatus kindName={kindName} state={state} onRetry={() => void editor.reload()} />;
  const { draft, saved, own } = state;

  return (
    <KindEditorFrame kindName={kindName} editor={editor} saved={saved} draft={draft} own={own} onSave={(publish) => save(draft, publish)} preview={<EdgePreview edge={draft} meta={t('homebrew.meta', { creator: draft.creator, version: draft.version })} />}>
      <EdgeFields draft={draft} onChange={(change) => editor.setDraft((current) => ({ ...current, ...change(current) }))} error={error} readOnly={!own} />
    </KindEditorFrame>
  );
}
