import { useTranslation } from 'react-i18next';
import { giftKind, renownKeys, toContentGift, w5HomebrewLimits, type HomebrewGift, type RenownKey } from '@vitae/core/w5';
import { PowerFacts } from '../../../../components/lines/w5/power-facts.tsx';
import { LexiconEntry } from '../../../../components/lexicon-blocks.tsx';
import { SelectField, TextField } from '../../../../components/ui/field.tsx';
import { useLineContent } from '../../../../lib/content/store.ts';
import { KindEditorFrame, KindEditorStatus } from '../../kinds/kind-editor-frame.tsx';
import { useKindEditor } from '../../kinds/use-kind-editor.ts';
import { GiftGroupsField } from './gift-groups-field.tsx';
import { useCheckedSave } from '../../kinds/use-checked-save.ts';
import { PowerFields, powerErrors } from './power-fields.tsx';

/** `/homebrew/edit/gifts/{id}`: a Werewolf gift — name, Renown, where it is learned, pool, cost, duration, description — with its Lexicon entry beside. */
export function GiftEditor({ id }: { id: number }) {
  const { t } = useTranslation();
  const content = useLineContent('w5');
  const editor = useKindEditor<HomebrewGift>('gifts', id);
  const { error, save } = useCheckedSave(editor, giftKind.update, {
    errorsOf: (issues, draft) => powerErrors(issues, draft.dicePool, content),
    publishProblem: (draft) => (giftKind.publishProblems(draft).length > 0 ? 'w5.homebrew.problems.noGroup' : undefined),
  });
  const kindName = t('w5.homebrew.kinds.gifts_one');
  const { state } = editor;
  if (state.status !== 'ready') return <KindEditorStatus kindName={kindName} state={state} onRetry={() => void editor.reload()} />;
  const { draft, saved, own } = state;
  const change = (fields: Partial<HomebrewGift>) => editor.setDraft((current) => ({ ...current, ...fields }));
  const shown = toContentGift(draft);
  const renownName = (key: string) => content.renown.find((entry) => entry.id === key)?.name ?? key;
  const groupOf = (group: HomebrewGift['groups'][number]) =>
    group.kind === 'native' ? t('w5.homebrew.groupKinds.native') : ([...content.auspices, ...content.tribes].find((entry) => entry.id === group.groupId)?.name ?? '');

  return (
    <KindEditorFrame
      kindName={kindName}
      editor={editor}
      saved={saved}
      draft={draft}
      own={own}
      onSave={(publish) => save(draft, publish)}
      preview={
        <LexiconEntry
          title={draft.name}
          meta={[renownName(draft.renown), ...draft.groups.map((group) => t('w5.homebrew.groupMeta', { group: groupOf(group), renown: group.minTotalRenown }))].join(' · ')}
        >
          <PowerFacts power={shown} />
        </LexiconEntry>
      }
    >
      <fieldset className="stack homebrew-editor__info" disabled={!own}>
        <legend className="visually-hidden">{t('homebrew.editor.info')}</legend>
        <TextField label={t('homebrew.fields.name')} value={draft.name} maxLength={w5HomebrewLimits.name} error={error('name')} onChange={(event) => change({ name: event.target.value })} />
        <SelectField label={t('w5.homebrew.fields.renown')} value={draft.renown} onChange={(event) => change({ renown: event.target.value as RenownKey })}>
          {renownKeys.map((key) => (
            <option key={key} value={key}>
              {renownName(key)}
            </option>
          ))}
        </SelectField>
        <PowerFields draft={draft} content={content} error={error} onChange={change} />
      </fieldset>
      <GiftGroupsField groups={draft.groups} readOnly={!own} error={error} onChange={(groups) => change({ groups })} />
    </KindEditorFrame>
  );
}
