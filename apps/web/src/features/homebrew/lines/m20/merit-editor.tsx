import { useTranslation } from 'react-i18next';
import { homebrewMeritLimits, meritCategories, meritKind, meritSides, type HomebrewMerit, type MeritContent } from '@vitae/core/m20';
import { LexiconEntry, LexiconFacts } from '../../../../components/lexicon-blocks.tsx';
import { SelectField, TextAreaField, TextField } from '../../../../components/ui/field.tsx';
import { KindEditorFrame, KindEditorStatus } from '../../kinds/kind-editor-frame.tsx';
import { useKindEditor } from '../../kinds/use-kind-editor.ts';
import { useCheckedSave } from '../../kinds/use-checked-save.ts';
import '../../../../components/lines/m20/m20.css';

/** `/homebrew/edit/mage-merits/{id}`: a Mage merit or flaw — name, which, category, points, description — with its Lexicon entry beside. */
export function MeritEditor({ id }: { id: number }) {
  const { t } = useTranslation();
  const editor = useKindEditor<HomebrewMerit>(meritKind.kind, id);
  const { error, save } = useCheckedSave(editor, meritKind.update);
  const kindName = t('m20.homebrew.kinds.mage-merits_one');
  const { state } = editor;
  if (state.status !== 'ready') return <KindEditorStatus kindName={kindName} state={state} onRetry={() => void editor.reload()} />;
  const { draft, saved, own } = state;

  return (
    <KindEditorFrame kindName={kindName} editor={editor} saved={saved} draft={draft} own={own} onSave={(publish) => save(draft, publish)} preview={<MeritPreview merit={draft} meta={t('homebrew.meta', { creator: draft.creator, version: draft.version })} />}>
      <MeritFields draft={draft} onChange={(change) => editor.setDraft((current) => ({ ...current, ...change(current) }))} error={error} readOnly={!own} />
    </KindEditorFrame>
  );
}

type Change = (change: (draft: MeritContent) => MeritContent) => void;
const points = Array.from({ length: homebrewMeritLimits.points }, (_, index) => index + 1);

/** The fields of a homebrew merit or flaw: name, which of the two, category, points (lowest–highest), repeatable, description. */
export function MeritFields({ draft, onChange, error, readOnly }: { draft: MeritContent; onChange: Change; error: (path: string) => string | undefined; readOnly: boolean }) {
  const { t } = useTranslation();
  const setCost = (bound: 'min' | 'max', value: number) =>
    onChange((current) => {
      const cost = { ...current.cost, [bound]: value };
      // The range stays the right way round: moving one end past the other moves both.
      return { ...current, cost: bound === 'min' ? { min: value, max: Math.max(value, cost.max) } : { min: Math.min(value, cost.min), max: value } };
    });
  return (
    <fieldset className="stack homebrew-editor__info" disabled={readOnly}>
      <legend className="visually-hidden">{t('m20.homebrew.merit.info')}</legend>
      <TextField label={t('m20.rotes.name')} value={draft.name} maxLength={homebrewMeritLimits.name} error={error('name')} onChange={(event) => onChange((current) => ({ ...current, name: event.target.value }))} />
      <div className="wizard__columns">
        <SelectField label={t('m20.homebrew.merit.side')} value={draft.side} onChange={(event) => onChange((current) => ({ ...current, side: event.target.value as MeritContent['side'] }))}>
          {meritSides.map((side) => (
            <option key={side} value={side}>
              {t(`m20.editor.finishing.${side}`)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('m20.homebrew.merit.category')} value={draft.category} onChange={(event) => onChange((current) => ({ ...current, category: event.target.value as MeritContent['category'] }))}>
          {meritCategories.map((category) => (
            <option key={category} value={category}>
              {t(`m20.homebrew.merit.categories.${category}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="wizard__columns">
        <SelectField label={t('m20.homebrew.merit.min')} value={draft.cost.min} error={error('cost.min')} onChange={(event) => setCost('min', Number(event.target.value))}>
          {points.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('m20.homebrew.merit.max')} value={draft.cost.max} error={error('cost.max')} onChange={(event) => setCost('max', Number(event.target.value))}>
          {points.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </SelectField>
      </div>
      <label className="checkbox">
        <input type="checkbox" checked={draft.repeatable} onChange={(event) => onChange((current) => ({ ...current, repeatable: event.target.checked }))} />
        {t('m20.homebrew.merit.repeatable')}
      </label>
      <TextAreaField
        label={t('m20.homebrew.rote.description')}
        rows={5}
        value={draft.description}
        maxLength={homebrewMeritLimits.description}
        error={error('description')}
        onChange={(event) => onChange((current) => ({ ...current, description: event.target.value }))}
      />
    </fieldset>
  );
}

/** The merit or flaw as the Lexicon lists them: name, side and category, points, description. */
export function MeritPreview({ merit, meta }: { merit: MeritContent; meta: string }) {
  const { t } = useTranslation();
  const range = merit.cost.min === merit.cost.max ? String(merit.cost.min) : `${merit.cost.min}–${merit.cost.max}`;
  return (
    <div data-testid="merit-preview">
      <LexiconEntry title={merit.name || t('m20.homebrew.merit.unnamed')} meta={`${t(`m20.editor.finishing.${merit.side}`)} · ${t(`m20.homebrew.merit.categories.${merit.category}`)} · ${meta}`}>
        <LexiconFacts items={[[t('m20.homebrew.facts.points'), t('m20.homebrew.merit.points', { count: merit.cost.max, range })]]} />
        {merit.repeatable ? <p>{t('m20.homebrew.merit.repeatable')}</p> : null}
        {merit.description ? <p className="m20-homebrew-text">{merit.description}</p> : null}
      </LexiconEntry>
    </div>
  );
}
