import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseTabletopDifficulty, tabletopPoolTitle } from '@vitae/core';
import { maxRelayDice } from '@vitae/core/api';
import { disciplinesForCharacter } from '@vitae/core/homebrew';
import { dicePool, disciplineDots, vampireImpairment } from '@vitae/core/v5';
import { impairments } from '../vampire.ts';
import { Modal } from '../../../../../components/ui/dialog.tsx';
import { TextField } from '../../../../../components/ui/field.tsx';
import { useSheetContent } from '../use-sheet-content.ts';
import { useVampire } from '../use-vampire.ts';
import { SearchableSelect, type Option } from '../../../components/dice/searchable-select.tsx';
import { TabletopPoolRoll } from '../../../components/tabletop/tabletop-pool-roll.tsx';
import { useTableRoller } from '../../../../../components/table-roll.tsx';
import { PoolRoll, type PoolRolled } from './pool-roll.tsx';
import { RollResultDialog } from './roll-result-dialog.tsx';

/**
 * Dice pool calculator (docs/product-spec.md §2, Ctrl+Space): attribute + skill, discipline or
 * attribute, bonus, discipline bonus; it rolls the pool (at the table when the character sits at one).
 */
export function DicePoolDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { entry } = useVampire();
  const content = useSheetContent(entry?.character);
  const [attribute, setAttribute] = useState<string>();
  const [second, setSecond] = useState<string>();
  const [bonus, setBonus] = useState(0);
  const [forDiscipline, setForDiscipline] = useState(false);
  const [rolled, setRolled] = useState<PoolRolled>();
  // One difficulty for both rolls: here (or at the table) and in FoundryVTT; a tabletop id brings its own.
  const [difficulty, setDifficulty] = useState(entry?.character.tabletop?.difficulty === undefined ? '' : String(entry.character.tabletop.difficulty));
  const roller = useTableRoller(entry?.character.id);
  if (!entry) return null;
  const character = entry.character;

  const values = new Map<string, number>();
  const categoryOf = new Map<string, 'physical' | 'social' | 'mental'>();
  const attributeOptions: Option[] = [];
  const secondOptions: Option[] = [];
  const names = (list: ReadonlyArray<{ key: string; name: string }>) => new Map(list.map((item) => [item.key, item.name]));
  const attributeNames = names(content.attributes);
  const skillNames = names(content.skills);
  for (const category of character.categories) {
    for (const a of category.attributes) {
      const label = `${attributeNames.get(a.key) ?? a.key} (${a.value})`;
      values.set(`attribute:${a.key}`, a.value);
      categoryOf.set(`attribute:${a.key}`, category.name);
      attributeOptions.push({ id: `attribute:${a.key}`, label });
      secondOptions.push({ id: `attribute:${a.key}`, label, group: t('dice.pool.groups.attributes') });
    }
    for (const s of category.skills) {
      values.set(`skill:${s.key}`, s.value);
      secondOptions.push({ id: `skill:${s.key}`, label: `${skillNames.get(s.key) ?? s.key} (${s.value})`, group: t(`dice.pool.groups.${category.name}`) });
    }
  }
  for (const discipline of disciplinesForCharacter(character, content.disciplines)) {
    const dots = disciplineDots(character, discipline.id);
    values.set(`discipline:${discipline.id}`, dots);
    secondOptions.push({ id: `discipline:${discipline.id}`, label: `${discipline.name} (${dots})`, group: t('dice.pool.groups.disciplines') });
  }

  // A full track takes 2 dice off the pools it impairs (the attribute decides what kind of pool it is), degeneration off every pool.
  const impairment = impairments(character);
  const penalty = attribute ? vampireImpairment(categoryOf.get(attribute) ?? null, impairment) : 0;
  const result =
    attribute !== undefined
      ? dicePool({
          attribute: values.get(attribute) ?? 0,
          second: second ? (values.get(second) ?? 0) : 0,
          bonus: bonus - penalty,
          hunger: character.hunger,
          forDiscipline: forDiscipline || (second?.startsWith('discipline:') ?? false),
          bloodPotency: character.bloodPotency,
        })
      : undefined;

  const target = parseTabletopDifficulty(difficulty);
  const title = tabletopPoolTitle(attributeOptions.find((option) => option.id === attribute)?.label, secondOptions.find((option) => option.id === second)?.label);
  if (rolled) {
    const table = rolled.messageId === undefined ? undefined : { roller, messageId: rolled.messageId };
    // The result takes the calculator's place; closing it goes back to the calculator.
    return <RollResultDialog result={rolled.result} onChange={(result) => setRolled({ ...rolled, result })} onClose={() => setRolled(undefined)} table={table} />;
  }

  return (
    <Modal open={open} title={t('dice.pool.title')} onClose={onClose}>
      <div className="stack">
        <SearchableSelect label={t('dice.pool.attribute')} options={attributeOptions} value={attribute} onChange={setAttribute} />
        <SearchableSelect label={t('dice.pool.second')} options={secondOptions} value={second} onChange={setSecond} />
        <label className="field">
          <span>{t('dice.bonus')}</span>
          <input type="number" value={bonus} onChange={(e) => setBonus(Math.max(-20, Math.min(20, Number(e.target.value) || 0)))} />
        </label>
        <label className="checkbox">
          <input type="checkbox" checked={forDiscipline} onChange={(e) => setForDiscipline(e.target.checked)} />
          {t('dice.pool.forDiscipline')}
        </label>
        {penalty > 0 ? (
          <p className="lexicon__meta" data-testid="pool-impaired">
            {t(impairment.degenerating ? 'dice.impairedDegeneration' : 'dice.impaired', { dice: penalty })}
          </p>
        ) : null}
        <p className="roll-result__outcome" data-testid="pool-result" role="status">
          {result ? t('dice.summary', { count: result.total, hunger: t('dice.hungerDice', { count: result.hungerDice }), normal: t('dice.normalDice', { count: result.normalDice }) }) : t('dice.pool.pick')}
        </p>
        <TextField
          label={t('tabletop.difficulty')}
          inputMode="numeric"
          value={difficulty}
          onChange={(e) => setDifficulty(e.target.value)}
          error={target === null ? t('tabletop.difficultyInvalid', { max: maxRelayDice }) : undefined}
          hint={t('tabletop.difficultyHint')}
        />
        <PoolRoll characterId={character.id} pool={result?.total} hunger={character.hunger} title={title} difficulty={target} onRolled={setRolled} />
        <TabletopPoolRoll character={character} total={result?.total} title={title} difficulty={target} />
      </div>
    </Modal>
  );
}
