import { useTranslation } from 'react-i18next';
import { giftGroupKinds, type GiftGroupKind, type HomebrewGift } from '@vitae/core/w5';
import { Button } from '../../../../components/ui/button.tsx';
import { SelectField } from '../../../../components/ui/field.tsx';
import { useLineContent } from '../../../../lib/content/store.ts';

type Group = HomebrewGift['groups'][number];
const renownSteps = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;

/** Where a gift can be learned: native, or an auspice or tribe of the content, each with its total Renown. */
export function GiftGroupsField({ groups, readOnly, error, onChange }: { groups: Group[]; readOnly: boolean; error: (path: string) => string | undefined; onChange: (groups: Group[]) => void }) {
  const { t } = useTranslation();
  const content = useLineContent('w5');
  const optionsOf = (kind: GiftGroupKind) => (kind === 'auspice' ? content.auspices : kind === 'tribe' ? content.tribes : []);
  const set = (index: number, group: Group) => onChange(groups.map((entry, at) => (at === index ? group : entry)));
  const nameOf = (group: Group) => (group.kind === 'native' ? t('w5.homebrew.groupKinds.native') : (optionsOf(group.kind).find((entry) => entry.id === group.groupId)?.name ?? t(`w5.homebrew.groupKinds.${group.kind}`)));

  return (
    <section className="card stack" aria-labelledby="gift-groups-title">
      <h3 id="gift-groups-title">{t('w5.homebrew.fields.groups')}</h3>
      <fieldset className="stack" disabled={readOnly}>
        <legend className="visually-hidden">{t('w5.homebrew.fields.groups')}</legend>
        {groups.length === 0 ? <p className="field__hint">{t('w5.homebrew.noGroups')}</p> : null}
        {error('groups') ? <p className="field__error">{error('groups')}</p> : null}
        {groups.map((group, index) => (
          <div key={index} className="homebrew-columns">
            <SelectField
              label={t('w5.homebrew.fields.groupKind')}
              value={group.kind}
              onChange={(event) => {
                const kind = event.target.value as GiftGroupKind;
                set(index, { ...group, kind, groupId: kind === 'native' ? null : (optionsOf(kind)[0]?.id ?? null) });
              }}
            >
              {giftGroupKinds.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`w5.homebrew.groupKinds.${kind}`)}
                </option>
              ))}
            </SelectField>
            {group.kind === 'native' ? null : (
              <SelectField label={t(`w5.homebrew.groupKinds.${group.kind}`)} value={group.groupId ?? ''} error={error(`groups.${index}`)} onChange={(event) => set(index, { ...group, groupId: event.target.value })}>
                {optionsOf(group.kind).map((entry) => (
                  <option key={entry.id} value={entry.id}>
                    {entry.name}
                  </option>
                ))}
              </SelectField>
            )}
            <SelectField label={t('w5.homebrew.fields.minTotalRenown')} value={group.minTotalRenown} onChange={(event) => set(index, { ...group, minTotalRenown: Number(event.target.value) })}>
              {renownSteps.map((step) => (
                <option key={step} value={step}>
                  {step}
                </option>
              ))}
            </SelectField>
            <div className="button-row">
              <Button variant="ghost" aria-label={t('w5.homebrew.removeGroup', { name: nameOf(group) })} onClick={() => onChange(groups.filter((_, at) => at !== index))}>
                {t('w5.homebrew.remove')}
              </Button>
            </div>
          </div>
        ))}
        <div className="button-row">
          <Button onClick={() => onChange([...groups, { kind: 'native', groupId: null, minTotalRenown: 1 }])}>{t('w5.homebrew.addGroup')}</Button>
        </div>
      </fieldset>
    </section>
  );
}
