import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { gameLines, rulesOfLine, type GameLine } from '@vitae/core';
import { maxNpcNameLength, maxNpcNotesLength, npcTierPresets, npcTiers, type NpcBody, type NpcTier } from '@vitae/core/play';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field.tsx';

const poolKeys = ['physical', 'social', 'mental'] as const;

/** A typed number within bounds; empty or unreadable counts as the lower bound. */
const clamp = (value: string | undefined, min: number, max: number) => {
  const number = Math.trunc(Number(value));
  return Number.isFinite(number) && value?.trim() ? Math.max(min, Math.min(max, number)) : min;
};

/**
 * A quick character in seconds: a name, the line whose dice it rolls and a tier, which fills three
 * pools, health and willpower from the house-rule presets (each still editable before saving).
 */
export function NpcForm({ onCreate }: { onCreate: (body: NpcBody) => Promise<string | undefined> }) {
  const { t } = useTranslation();
  const lines = gameLines.filter((line) => rulesOfLine(line).available);
  const [name, setName] = useState('');
  const [line, setLine] = useState<GameLine>(lines[0]!);
  const [tier, setTier] = useState<NpcTier>('average');
  const [pools, setPools] = useState<string[]>(npcTierPresets.average.pools.map(String));
  const [health, setHealth] = useState(String(npcTierPresets.average.health));
  const [willpower, setWillpower] = useState(String(npcTierPresets.average.willpower));
  const [special, setSpecial] = useState('0');
  const [notes, setNotes] = useState('');
  const [problem, setProblem] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const specialName = rulesOfLine(line).dice.table.specialName;

  function pickTier(next: NpcTier) {
    setTier(next);
    setPools(npcTierPresets[next].pools.map(String));
    setHealth(String(npcTierPresets[next].health));
    setWillpower(String(npcTierPresets[next].willpower));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (name.trim() === '') return setProblem(t('play.npcs.nameMissing'));
    setProblem(undefined);
    const body: NpcBody = {
      name: name.trim(),
      line,
      tier,
      pools: poolKeys.map((key, index) => ({ label: t(`play.npcs.pool.${key}`), dice: clamp(pools[index], 1, 30) })),
      health: clamp(health, 0, 30),
      willpower: clamp(willpower, 0, 30),
      special: specialName ? clamp(special, 0, 10) : 0,
      notes,
    };
    const refused = await onCreate(body);
    setFailure(refused);
    if (!refused) {
      setName('');
      setNotes('');
    }
  }

  return (
    <form className="stack play-npcs__form" noValidate onSubmit={submit} aria-label={t('play.npcs.create')}>
      <div className="play-nights__row">
        <TextField label={t('play.npcs.name')} value={name} maxLength={maxNpcNameLength} onChange={(event) => setName(event.target.value)} error={problem} />
        <SelectField label={t('play.npcs.line')} value={line} onChange={(event) => setLine(event.target.value as GameLine)}>
          {lines.map((option) => (
            <option key={option} value={option}>
              {t(`characters.gameLines.${option}`)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('play.npcs.tier')} value={tier} onChange={(event) => pickTier(event.target.value as NpcTier)}>
          {npcTiers.map((option) => (
            <option key={option} value={option}>
              {t(`play.npcs.tiers.${option}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <p className="play-hint">{t('play.npcs.houseRule')}</p>
      <div className="play-npcs__numbers">
        {poolKeys.map((key, index) => (
          <TextField key={key} label={t(`play.npcs.pool.${key}`)} type="number" inputMode="numeric" min={1} max={30} value={pools[index] ?? ''} onChange={(event) => setPools(pools.map((value, at) => (at === index ? event.target.value : value)))} />
        ))}
        <TextField label={t('play.npcs.health')} type="number" inputMode="numeric" min={0} max={30} value={health} onChange={(event) => setHealth(event.target.value)} />
        <TextField label={t('play.npcs.willpower')} type="number" inputMode="numeric" min={0} max={30} value={willpower} onChange={(event) => setWillpower(event.target.value)} />
        {specialName ? <TextField label={t(`play.npcs.special.${specialName}`)} type="number" inputMode="numeric" min={0} max={10} value={special} onChange={(event) => setSpecial(event.target.value)} /> : null}
      </div>
      <TextAreaField label={t('play.npcs.notes')} value={notes} maxLength={maxNpcNotesLength} rows={2} onChange={(event) => setNotes(event.target.value)} />
      {failure ? (
        <p role="alert" className="field__error">
          {failure}
        </p>
      ) : null}
      <div className="button-row">
        <Button variant="primary" type="submit">
          {t('play.npcs.create')}
        </Button>
      </div>
    </form>
  );
}
