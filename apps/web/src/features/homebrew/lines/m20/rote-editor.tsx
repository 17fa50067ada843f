import { useTranslation } from 'react-i18next';
import {
  homebrewRoteLimits,
  roteContentProblems,
  roteKind,
  rotePublishProblems,
  type HomebrewRote,
  mageAbilityCategories,
  mageAttributes,
  mageSpheres,
  roteStyles,
  type MageAttribute,
  type MageSphere,
  type RoteContent,
  type RoteStyle,
} from '@vitae/core/m20';
import { rotePoolText, roteSpheresText, sphereLabel } from '../../../../components/lines/m20/labels.ts';
import { LexiconEntry, LexiconFacts } from '../../../../components/lexicon-blocks.tsx';
import { SelectField, TextAreaField, TextField } from '../../../../components/ui/field.tsx';
import { useLineContent } from '../../../../lib/content/store.ts';
import { KindEditorFrame, KindEditorStatus } from '../../kinds/kind-editor-frame.tsx';
import { useKindEditor } from '../../kinds/use-kind-editor.ts';
import { useCheckedSave } from '../../kinds/use-checked-save.ts';
import { issuesToErrors } from '../../lib/issues.ts';
import '../../../../components/lines/m20/m20.css';

/** `/homebrew/edit/rotes/{id}`: a Mage rote — name, Spheres, roll, coincidental or vulgar, description — with how it reads on a sheet beside. */
export function RoteEditor({ id }: { id: number }) {
  const { t } = useTranslation();
  const content = useLineContent('m20');
  const editor = useKindEditor<HomebrewRote>(roteKind.kind, id);
  const { error, save } = useCheckedSave(editor, roteKind.update, {
    errorsOf: (issues, draft, publish) => {
      const found = issuesToErrors(issues);
      if (roteContentProblems(draft, content).length > 0) found.ability ??= { key: 'm20.homebrew.rote.unknownAbility' };
      if (publish && rotePublishProblems(draft).length > 0) found.spheres ??= { key: 'm20.homebrew.rote.spheresRequired' };
      return found;
    },
    problemOf: (found) => (found.spheres && Object.keys(found).length === 1 ? 'm20.homebrew.rote.spheresRequired' : 'homebrew.editor.fixFields'),
  });
  const kindName = t('m20.homebrew.kinds.rotes_one');
  const { state } = editor;
  if (state.status !== 'ready') return <KindEditorStatus kindName={kindName} state={state} onRetry={() => void editor.reload()} />;
  const { draft, saved, own } = state;

  return (
    <KindEditorFrame kindName={kindName} editor={editor} saved={saved} draft={draft} own={own} onSave={(publish) => save(draft, publish)} preview={<RotePreview rote={draft} meta={t('homebrew.meta', { creator: draft.creator, version: draft.version })} />}>
      <RoteFields draft={draft} onChange={(change) => editor.setDraft((current) => ({ ...current, ...change(current) }))} error={error} readOnly={!own} />
    </KindEditorFrame>
  );
}

/** The author's side: the editor shows Sphere names as the Traditions call them. */
const authorSide = { allianceType: 'traditionCouncil' } as const;
const ranks = [0, 1, 2, 3, 4, 5];

/**
 * The fields of a homebrew rote: name, a rank per Sphere it uses, the roll (Attribute + Ability),
 * whether it is usually coincidental or vulgar, description. `error(path)` gives a field's
 * translated problem (paths as the schema's: `name`, `spheres`, `ability`, …).
 */
export function RoteFields({
  draft,
  onChange,
  error,
  readOnly,
}: {
  draft: RoteContent;
  onChange: (change: (draft: RoteContent) => RoteContent) => void;
  error: (path: string) => string | undefined;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const content = useLineContent('m20');
  const setSphere = (sphere: MageSphere, rank: number) =>
    onChange((current) => {
      const spheres = { ...current.spheres };
      if (rank > 0) spheres[sphere] = rank;
      else delete spheres[sphere];
      return { ...current, spheres };
    });
  const spheresError = error('spheres');
  return (
    <fieldset className="stack homebrew-editor__info" disabled={readOnly}>
      <legend className="visually-hidden">{t('m20.homebrew.rote.info')}</legend>
      <TextField
        label={t('m20.rotes.name')}
        value={draft.name}
        maxLength={homebrewRoteLimits.name}
        error={error('name')}
        onChange={(event) => onChange((current) => ({ ...current, name: event.target.value }))}
      />
      <fieldset className="field">
        <legend>{t('m20.rotes.spheres')}</legend>
        <div className="m20-rote-spheres">
          {mageSpheres.map((sphere) => (
            <SelectField key={sphere} label={sphereLabel(content, sphere, authorSide)} value={draft.spheres[sphere] ?? 0} onChange={(event) => setSphere(sphere, Number(event.target.value))}>
              {ranks.map((rank) => (
                <option key={rank} value={rank}>
                  {rank === 0 ? '–' : rank}
                </option>
              ))}
            </SelectField>
          ))}
        </div>
        {spheresError ? (
          <small className="field__error" role="alert">
            {spheresError}
          </small>
        ) : null}
      </fieldset>
      <div className="wizard__columns">
        <SelectField
          label={t('m20.rotes.attribute')}
          value={draft.attribute ?? ''}
          error={error('attribute')}
          onChange={(event) => onChange((current) => ({ ...current, attribute: (event.target.value || null) as MageAttribute | null }))}
        >
          <option value="">–</option>
          {mageAttributes.map((key) => (
            <option key={key} value={key}>
              {content.attributes.find((entry) => entry.id === key)?.name ?? key}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('m20.rotes.ability')}
          value={draft.ability ?? ''}
          error={error('ability')}
          onChange={(event) => onChange((current) => ({ ...current, ability: event.target.value || null }))}
        >
          <option value="">–</option>
          {mageAbilityCategories.map((category) => (
            <optgroup key={category} label={t(`m20.categories.${category}`)}>
              {content.abilities
                .filter((entry) => entry.category === category)
                .map((entry) => (
                  <option key={entry.id} value={entry.id}>
                    {entry.name}
                  </option>
                ))}
            </optgroup>
          ))}
        </SelectField>
      </div>
      <SelectField
        label={t('m20.homebrew.rote.style')}
        value={draft.style ?? ''}
        onChange={(event) => onChange((current) => ({ ...current, style: (event.target.value || null) as RoteStyle | null }))}
      >
        <option value="">{t('m20.homebrew.rote.styleOpen')}</option>
        {roteStyles.map((style) => (
          <option key={style} value={style}>
            {t(`m20.magickKinds.${style}`)}
          </option>
        ))}
      </SelectField>
      <small className="field__hint">{t('m20.homebrew.rote.styleHint')}</small>
      <TextAreaField
        label={t('m20.homebrew.rote.description')}
        rows={5}
        value={draft.description}
        maxLength={homebrewRoteLimits.description}
        error={error('description')}
        onChange={(event) => onChange((current) => ({ ...current, description: event.target.value }))}
      />
    </fieldset>
  );
}

/** How the rote will read on a sheet, as a Lexicon entry: name, Spheres, roll, coincidental or vulgar, description. */
export function RotePreview({ rote, meta }: { rote: RoteContent; meta: string }) {
  const { t } = useTranslation();
  const content = useLineContent('m20');
  const spheres = roteSpheresText(content, rote, authorSide);
  const pool = rotePoolText(content, { ...(rote.attribute ? { attribute: rote.attribute } : {}), ...(rote.ability ? { ability: rote.ability } : {}) });
  return (
    <div data-testid="rote-preview">
      <LexiconEntry title={rote.name || t('m20.homebrew.rote.unnamed')} meta={meta}>
        <LexiconFacts
          items={[
            [t('m20.homebrew.facts.spheres'), spheres || t('m20.homebrew.rote.noSpheres')],
            [t('m20.homebrew.facts.roll'), pool || t('m20.rotes.noPool')],
            [t('m20.homebrew.facts.style'), rote.style ? t(`m20.magickKinds.${rote.style}`) : null],
          ]}
        />
        {rote.description ? <p className="m20-homebrew-text">{rote.description}</p> : null}
      </LexiconEntry>
    </div>
  );
}
