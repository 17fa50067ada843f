import { useTranslation } from 'react-i18next';
import { chooseCreationGift, chooseCreationRite, chosenGift, creationGiftKinds, creationGiftOptions, creationRiteOptions, riteTypes, type Gift, type GiftGroupKind } from '@vitae/core/w5';
import { numericId } from '@vitae/core/fifth-edition';
import { SelectField } from '../../../../components/ui/field.tsx';
import { useLineContent } from '../../../../lib/content/store.ts';
import { stepState } from '../../components/step-state.ts';
import type { StepProps } from '../types.ts';
import { PowerFacts, UnverifiedBadge } from '../../../../components/lines/w5/power-facts.tsx';
import type { GiftStepState } from './steps.ts';

/** Gifts and rite: one native Gift, one of the auspice, one of the tribe (what the starting Renown reaches) and one rite. */
export function GiftsStep({ draft, onChange }: StepProps<'w5'>) {
  const { t } = useTranslation();
  const content = useLineContent('w5');
  const { character } = draft;
  const state = stepState<GiftStepState>(draft);
  const filter = { includeUnverified: state.includeUnverified ?? false };
  const hasUnverified = [...content.gifts, ...content.rites].some((power) => !power.verified && (power.book === 1 || character.books.includes(power.book)));
  const auspice = content.auspices.find((entry) => entry.id === character.auspice);
  const tribe = content.tribes.find((entry) => entry.id === character.tribe);
  const label = (kind: GiftGroupKind) => t(`w5.editor.gifts.${kind}`, { auspice: auspice?.name ?? '', tribe: tribe?.name ?? '' });
  const optionLabel = (gift: Gift) => `${gift.name}${gift.verified ? '' : ` (${t('w5.unverified')})`}`;
  const riteId = numericId(character.rites[0]?.id);
  const rite = content.rites.find((entry) => entry.id === riteId);
  const rites = creationRiteOptions(character, content.rites, filter);

  return (
    <div className="stack">
      <p>{t('w5.editor.gifts.intro')}</p>
      {hasUnverified ? (
        <label className="checkbox">
          <input type="checkbox" checked={filter.includeUnverified} onChange={(e) => onChange({ ...draft, state: { ...state, includeUnverified: e.target.checked } })} />
          {t('w5.editor.gifts.showUnverified')}
        </label>
      ) : null}
      {creationGiftKinds.map((kind) => {
        const options = creationGiftOptions(character, content.gifts, kind, filter);
        const id = chosenGift(character, kind);
        const chosen = content.gifts.find((gift) => gift.id === id);
        return (
          <section key={kind} className="card stack" aria-label={label(kind)}>
            <SelectField
              label={label(kind)}
              value={chosen ? String(chosen.id) : ''}
              onChange={(e) => {
                const gift = options.find((option) => option.id === Number(e.target.value));
                if (gift) onChange({ ...draft, character: chooseCreationGift(character, gift, kind) });
              }}
              error={chosen || options.length === 0 ? undefined : t(`w5.editor.problems.gift_${kind}_missing`)}
            >
              <option value="" disabled>
                {t('w5.editor.gifts.placeholder')}
              </option>
              {chosen && !options.some((option) => option.id === chosen.id) ? <option value={chosen.id}>{optionLabel(chosen)}</option> : null}
              {options.map((gift) => (
                <option key={gift.id} value={gift.id}>
                  {optionLabel(gift)}
                </option>
              ))}
            </SelectField>
            {chosen ? (
              <div>
                <UnverifiedBadge power={chosen} />
                <PowerFacts power={chosen} />
              </div>
            ) : null}
          </section>
        );
      })}
      <section className="card stack" aria-label={t('w5.editor.gifts.rite')}>
        <SelectField
          label={t('w5.editor.gifts.rite')}
          value={rite ? String(rite.id) : ''}
          onChange={(e) => {
            const next = rites.find((entry) => entry.id === Number(e.target.value));
            if (next) onChange({ ...draft, character: chooseCreationRite(character, next) });
          }}
          error={rite ? undefined : t('w5.editor.problems.rite_missing')}
        >
          <option value="" disabled>
            {t('w5.editor.gifts.ritePlaceholder')}
          </option>
          {riteTypes.map((type) => (
            <optgroup key={type} label={t(`w5.riteTypes.${type}`)}>
              {rites
                .filter((entry) => entry.type === type)
                .map((entry) => (
                  <option key={entry.id} value={entry.id}>
                    {entry.name}
                    {entry.verified ? '' : ` (${t('w5.unverified')})`}
                  </option>
                ))}
            </optgroup>
          ))}
        </SelectField>
        {rite ? (
          <div>
            <UnverifiedBadge power={rite} />
            <PowerFacts power={rite} />
          </div>
        ) : null}
      </section>
    </div>
  );
}
