import { useTranslation } from 'react-i18next';
import { homebrewBackgroundLimits, mageBackgroundKind, type BackgroundContent, type HomebrewBackground } from '@vitae/core/m20';
import { LexiconEntry, LexiconFacts } from '../../../../components/lexicon-blocks.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { SelectField, TextAreaField, TextField } from '../../../../components/ui/field.tsx';
import { KindEditorFrame, KindEditorStatus } from '../../kinds/kind-editor-frame.tsx';
import { useKindEditor } from '../../kinds/use-kind-editor.ts';
import { useCheckedSave } from '../../kinds/use-checked-save.ts';
import '../../../../components/lines/m20/m20.css';

const ratings = Array.from({ length: homebrewBackgroundLimits.max }, (_, index) => index + 1);

/** `/homebrew/edit/mage-backgrounds/{id}`: a Mage background — name, highest rating, costs, what ratings mean — with its Lexicon entry beside. */
export function BackgroundEditor({ id }: { id: number }) {
  const { t } = useTranslation();
  const editor = useKindEditor<HomebrewBackground>(mageBackgroundKind.kind, id);
  const { error, save } = useCheckedSave(editor, mageBackgroundKind.update);
  const kindName = t('m20.homebrew.kinds.mage-backgrounds_one');
  const { state } = editor;
  if (state.status !== 'ready') return <KindEditorStatus kindName={kindName} state={state} onRetry={() => void editor.reload()} />;
  const { draft, saved, own } = state;
  const change = (fields: Partial<BackgroundContent>) => editor.setDraft((current) => ({ ...current, ...fields }));

  const free = ratings.filter((rating) => rating <= draft.max && !draft.levels.some((entry) => entry.level === rating));
  const setLevel = (index: number, fields: Partial<BackgroundContent['levels'][number]>) => change({ levels: draft.levels.map((entry, at) => (at === index ? { ...entry, ...fields } : entry)) });

  return (
    <KindEditorFrame kindName={kindName} editor={editor} saved={saved} draft={draft} own={own} onSave={(publish) => save(draft, publish)} preview={<BackgroundPreview background={draft} meta={t('homebrew.meta', { creator: draft.creator, version: draft.version })} />}>
      <fieldset className="stack homebrew-editor__info" disabled={!own}>
        <legend className="visually-hidden">{t('homebrew.editor.info')}</legend>
        <TextField label={t('homebrew.fields.name')} value={draft.name} maxLength={homebrewBackgroundLimits.name} error={error('name')} onChange={(event) => change({ name: event.target.value })} />
        <SelectField label={t('m20.homebrew.background.max')} value={draft.max} error={error('max')} onChange={(event) => change({ max: Number(event.target.value) })}>
          {ratings.map((rating) => (
            <option key={rating} value={rating}>
              {rating}
            </option>
          ))}
        </SelectField>
        {(['doubleCost', 'pooled', 'technocracyOnly'] as const).map((flag) => (
          <label key={flag} className="checkbox">
            <input type="checkbox" checked={draft[flag]} onChange={(event) => change({ [flag]: event.target.checked })} />
            {t(`m20.homebrew.background.${flag}`)}
          </label>
        ))}
        <TextAreaField
          label={t('m20.homebrew.background.description')}
          rows={5}
          value={draft.description}
          maxLength={homebrewBackgroundLimits.description}
          error={error('description')}
          onChange={(event) => change({ description: event.target.value })}
        />
      </fieldset>
      <fieldset className="stack card" disabled={!own}>
        <legend>{t('m20.homebrew.background.levels')}</legend>
        {draft.levels.map((entry, index) => (
          <div key={index} className="stack">
            <SelectField label={t('m20.homebrew.background.rating')} value={entry.level} error={error(`levels.${index}.level`)} onChange={(event) => setLevel(index, { level: Number(event.target.value) })}>
              {ratings.map((rating) => (
                <option key={rating} value={rating}>
                  {rating}
                </option>
              ))}
            </SelectField>
            <TextAreaField
              label={t('m20.homebrew.background.levelText', { level: entry.level })}
              rows={2}
              value={entry.text}
              maxLength={homebrewBackgroundLimits.levelText}
              error={error(`levels.${index}.text`)}
              onChange={(event) => setLevel(index, { text: event.target.value })}
            />
            <div className="button-row">
              <Button variant="ghost" onClick={() => change({ levels: draft.levels.filter((_, at) => at !== index) })}>
                {t('m20.homebrew.background.removeLevel', { level: entry.level })}
              </Button>
            </div>
          </div>
        ))}
        {error('levels') ? <p className="field__error">{error('levels')}</p> : null}
        <div className="button-row">
          <Button disabled={free.length === 0} onClick={() => change({ levels: [...draft.levels, { level: free[0] ?? 1, text: '' }] })}>
            {t('m20.homebrew.background.addLevel')}
          </Button>
        </div>
      </fieldset>
    </KindEditorFrame>
  );
}

/** The background as the Lexicon lists it: highest rating, costs, description, what ratings mean. */
export function BackgroundPreview({ background, meta }: { background: BackgroundContent; meta: string }) {
  const { t } = useTranslation();
  const flags = (['doubleCost', 'pooled', 'technocracyOnly'] as const).filter((flag) => background[flag]).map((flag) => t(`m20.homebrew.background.${flag}`));
  return (
    <div data-testid="background-preview">
      <LexiconEntry title={background.name || t('m20.homebrew.background.unnamed')} meta={meta}>
        <LexiconFacts items={[[t('m20.homebrew.background.max'), String(background.max)]]} />
        {flags.length > 0 ? <p>{flags.join(' · ')}</p> : null}
        {background.description ? <p className="m20-homebrew-text">{background.description}</p> : null}
        {background.levels.length > 0 ? (
          <ul>
            {[...background.levels]
              .sort((a, b) => a.level - b.level)
              .map((entry) => (
                <li key={entry.level}>
                  <strong>{'●'.repeat(entry.level)}</strong> {entry.text}
                </li>
              ))}
          </ul>
        ) : null}
      </LexiconEntry>
    </div>
  );
}
