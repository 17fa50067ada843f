import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { coreGameLine, type GameLine } from '@vitae/core';
import { homebrewBookId } from '@vitae/core/content-light';
import {
  addCreationTraitWith,
  addCustomTraitWith,
  byLevelThenName,
  spreadPointsFor,
  traitOptionsWith,
  type FifthEditionCharacter,
  type TraitPack,
  type TraitPackType,
  type TraitSide,
  type TraitStepRules,
} from '@vitae/core/fifth-edition';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/dialog.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { traitReasonTexts } from '../../../components/trait-reasons.ts';
import { useReasonNames } from '../../../components/use-reason-names.ts';

const customKey = 'custom';

/**
 * The trait picker: a pack on the left (merits, backgrounds, then custom) enables the traits on the
 * right; level and a short speciality are optional. Traits that cannot be taken say why.
 */
export function TraitPicker<C extends FifthEditionCharacter>({
  character,
  side,
  packs,
  rules,
  onAdd,
  onClose,
}: {
  character: C;
  side: TraitSide;
  /** The line's merit and background packs the character's books enable. */
  packs: { merits: readonly TraitPack[]; backgrounds: readonly TraitPack[] };
  rules: TraitStepRules<C>;
  onAdd: (next: C) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [packKey, setPackKey] = useState('');
  const [traitId, setTraitId] = useState<number>();
  const [level, setLevel] = useState<number>();
  const [suffix, setSuffix] = useState('');
  const [custom, setCustom] = useState({ type: 'merits' as TraitPackType, level: 1, name: '', description: '' });
  const [problem, setProblem] = useState<string>();
  // Every line's character names its line; the shared type leaves it out.
  const reasonNames = useReasonNames('gameLine' in character ? (character.gameLine as GameLine) : coreGameLine);

  const groups = [
    { label: t('editor.traits.type.merits'), packs: packs.merits },
    { label: t('editor.traits.type.backgrounds'), packs: packs.backgrounds },
  ].map((group) => ({ ...group, packs: group.packs.filter((pack) => traitOptionsWith(rules, character, pack, side).some((o) => o.reasons.length === 0)) }));
  const pack = groups.flatMap((g) => g.packs).find((p) => `${p.type}:${p.id}` === packKey);
  const options = pack ? traitOptionsWith(rules, character, pack, side).sort((a, b) => byLevelThenName(a.trait, b.trait)) : [];
  const option = options.find((o) => o.trait.id === traitId);
  const sideKey = side === 'advantages' ? 'advantage' : 'flaw';
  // Allies, haven and mask backgrounds name something of their own: the speciality field asks for it
  // (an allies pack's flaw is an enemy, not an ally).
  const rule = pack?.specialRules === 'allies' && side === 'disadvantages' ? 'enemy' : (pack?.specialRules ?? 'none');

  function add() {
    if (packKey === customKey) {
      const result = addCustomTraitWith(rules, character, { ...custom, side, suffix, id: 42 * Date.now() });
      if (!result.ok) return setProblem(t(`editor.traits.problems.${result.problem}`));
      onAdd(result.character);
      return onClose();
    }
    if (!pack || !option) return setProblem(t('editor.traits.problems.choose'));
    const result = addCreationTraitWith(rules, character, pack, side, option.trait.id, level ?? option.trait.level, suffix);
    if (!result.ok) return setProblem(t(`editor.traits.reasons.${result.problem}`));
    onAdd(result.character);
    onClose();
  }

  return (
    <Modal open title={t(`editor.traits.pickerTitle.${sideKey}`)} onClose={onClose}>
      <div className="stack">
        {problem ? <Alert>{problem}</Alert> : null}
        <div className="trait-picker">
          <div className="field">
            <label htmlFor="trait-pack">{t('editor.traits.pack')}</label>
            <select
              id="trait-pack"
              size={8}
              value={packKey}
              onChange={(e) => {
                setPackKey(e.target.value);
                setTraitId(undefined);
                setLevel(undefined);
                setProblem(undefined);
              }}
            >
              {groups.map((group) => (
                <optgroup key={group.label} label={group.label}>
                  {group.packs.map((p) => {
                    const extra = spreadPointsFor(character, p.type, p.id, side);
                    return (
                      <option key={`${p.type}:${p.id}`} value={`${p.type}:${p.id}`}>
                        {p.id >= homebrewBookId ? t('editor.traits.homebrewPack', { name: p.name }) : p.name}
                        {extra > 0 ? ` (+${extra})` : ''}
                      </option>
                    );
                  })}
                </optgroup>
              ))}
              <optgroup label={t('editor.traits.customGroup')}>
                <option value={customKey}>{t('editor.traits.customOption')}</option>
              </optgroup>
            </select>
          </div>
          {packKey === customKey ? (
            <div className="stack">
              <div className="field">
                <label htmlFor="custom-type">{t('editor.traits.customType')}</label>
                <select id="custom-type" value={custom.type} onChange={(e) => setCustom({ ...custom, type: e.target.value as TraitPackType })}>
                  <option value="merits">{t('editor.traits.type.merits')}</option>
                  <option value="backgrounds">{t('editor.traits.type.backgrounds')}</option>
                </select>
              </div>
              <TextField label={t('editor.traits.customName')} value={custom.name} maxLength={200} onChange={(e) => setCustom({ ...custom, name: e.target.value })} />
              <TextField label={t('editor.traits.customDescription')} value={custom.description} maxLength={2000} onChange={(e) => setCustom({ ...custom, description: e.target.value })} />
              <TextField label={t('editor.traits.level')} type="number" min={1} max={5} value={custom.level} onChange={(e) => setCustom({ ...custom, level: Number(e.target.value) })} />
              <p className="lexicon__meta">{t('editor.traits.customHint')}</p>
            </div>
          ) : (
            <fieldset className="stack" disabled={!pack}>
              <legend>{t('editor.traits.trait')}</legend>
              {!pack ? <p className="lexicon__meta">{t('editor.traits.chooseLeft')}</p> : null}
              {options.map((o) => (
                <label key={o.trait.id} className="wizard__radio">
                  <input type="radio" name="trait" disabled={o.reasons.length > 0} checked={traitId === o.trait.id} onChange={() => { setTraitId(o.trait.id); setLevel(o.trait.level); setProblem(undefined); }} />{' '}
                  {t('editor.actions.levelled', { name: o.trait.name, level: o.trait.level })}
                  {/* Why not, after the name: a reason's own list of names must not run into the trait's. */}
                  {o.reasons.length > 0 ? <small className="learn__reason"> ({traitReasonTexts(o, reasonNames, t).join('; ')})</small> : null}
                </label>
              ))}
              {option ? <p className="card">{option.trait.description}</p> : null}
              {option && option.maxLevel > option.minLevel ? (
                <div className="field">
                  <label htmlFor="trait-level">{t('editor.traits.level')}</label>
                  <select id="trait-level" value={level ?? option.minLevel} onChange={(e) => setLevel(Number(e.target.value))}>
                    {Array.from({ length: option.maxLevel - option.minLevel + 1 }, (_, i) => option.minLevel + i).map((value) => (
                      <option key={value} value={value}>
                        {value}
                      </option>
                    ))}
                  </select>
                </div>
              ) : null}
            </fieldset>
          )}
        </div>
        <TextField label={t(`editor.traits.suffixFor.${rule}`)} value={suffix} maxLength={200} onChange={(e) => setSuffix(e.target.value)} hint={t(`editor.traits.suffixHintFor.${rule}`)} />
        <div className="button-row">
          <Button variant="primary" disabled={packKey === '' || (packKey !== customKey && !option)} onClick={add}>
            {t('editor.traits.add')}
          </Button>
          <Button onClick={onClose}>{t('editor.traits.cancel')}</Button>
        </div>
      </div>
    </Modal>
  );
}
