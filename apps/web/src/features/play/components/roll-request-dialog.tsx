import { Suspense, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoredCharacter } from '@vitae/core/api';
import type { RollRequestBody } from '@vitae/core/play';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/dialog.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import type { ApiResult } from '../../../lib/api-client.ts';
import { playProblem } from '../lib/problem.ts';
import type { RollTraitsOf } from '../lib/roll-traits.ts';
import { RollRequestTraits, type TraitPick } from './roll-request-traits.tsx';

const optionalNumber = (value: string, min: number, max: number): number | null | 'bad' => {
  if (value.trim() === '') return null;
  const number = Number(value);
  return Number.isInteger(number) && number >= min && number <= max ? number : 'bad';
};

const noPick: TraitPick = { picks: {}, ids: [], label: '' };

/** A character the request may also go to (another player's, brought to the table). */
export interface RequestTarget {
  userId: string;
  characterId: string;
  name: string;
  /** The character's game line: picked traits fit only characters of the first one's line. */
  gameLine: string;
}

/**
 * The storyteller asks a player for a roll: traits of the character's line picked from its sheet
 * (the player's prompt sums their ratings as they are then), or a number of dice; the label names
 * the pool ("Geschick + Heimlichkeit", filled in from the picks until edited), optionally a difficulty.
 */
export function RollRequestDialog({
  open,
  target,
  others = [],
  rollTraitsOf,
  onClose,
  onRequest,
}: {
  open: boolean;
  /** `character`: the whole character, once loaded (its traits can be picked then). */
  target: { userId: string; characterId: string; name: string; gameLine?: string; character?: StoredCharacter } | undefined;
  /** Further characters to ask at once: their answers gather in one card. */
  others?: readonly RequestTarget[];
  rollTraitsOf?: RollTraitsOf;
  onClose: () => void;
  onRequest: (body: RollRequestBody) => Promise<ApiResult<unknown>>;
}) {
  const { t } = useTranslation();
  const [label, setLabel] = useState('');
  const [traits, setTraits] = useState<TraitPick>(noPick);
  const [pool, setPool] = useState('');
  const [difficulty, setDifficulty] = useState('');
  const [special, setSpecial] = useState(true);
  const [secret, setSecret] = useState(false);
  const [tried, setTried] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [also, setAlso] = useState<readonly string[]>([]);
  const byTraits = traits.ids.length > 0;
  // Traits are read from each sheet by id: a character of another line has other traits.
  const fits = (other: RequestTarget) => !byTraits || other.gameLine === target?.gameLine;
  const alsoAsked = others.filter((other) => also.includes(other.characterId) && fits(other));
  const poolValue = byTraits ? null : optionalNumber(pool, 1, 50);
  const difficultyValue = optionalNumber(difficulty, 0, 50);
  const problems = {
    label: tried && label.trim() === '' ? t('play.request.problem.label') : undefined,
    pool: tried && poolValue === 'bad' ? t('play.request.problem.pool') : undefined,
    difficulty: tried && difficultyValue === 'bad' ? t('play.request.problem.difficulty') : undefined,
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (!target || label.trim() === '' || poolValue === 'bad' || difficultyValue === 'bad') return;
    const what = { label: label.trim(), traits: traits.ids, pool: poolValue, difficulty: difficultyValue, special, secret };
    const result = await onRequest(
      alsoAsked.length === 0
        ? { userId: target.userId, characterId: target.characterId, ...what }
        : { targets: [target, ...alsoAsked].map(({ userId, characterId }) => ({ userId, characterId })), ...what },
    );
    if (!result.ok) return setFailure(playProblem(t, result));
    setFailure(undefined);
    setTried(false);
    setLabel('');
    setTraits(noPick);
    setAlso([]);
    onClose();
  }

  function pick(next: TraitPick) {
    // The label follows the picks until the storyteller writes their own.
    if (label.trim() === '' || label === traits.label) setLabel(next.label);
    setTraits(next);
  }

  return (
    <Modal open={open} title={t('play.request.title', { name: target?.name ?? '' })} onClose={onClose}>
      <form className="stack" noValidate onSubmit={submit} aria-label={t('play.request.title', { name: target?.name ?? '' })}>
        {target?.character && rollTraitsOf ? (
          <Suspense fallback={<p className="play-hint">{t('play.request.traitsLoading')}</p>}>
            <RollRequestTraits character={target.character} rollTraitsOf={rollTraitsOf} picks={traits.picks} onPick={pick} />
          </Suspense>
        ) : null}
        <TextField label={t('play.request.label')} hint={t('play.request.labelHint')} value={label} maxLength={200} onChange={(event) => setLabel(event.target.value)} error={problems.label} />
        <div className="play-request__numbers">
          <TextField
            label={target?.character && rollTraitsOf ? t('play.request.poolOr') : t('play.request.pool')}
            type="number"
            min={1}
            max={50}
            inputMode="numeric"
            disabled={byTraits}
            value={byTraits ? '' : pool}
            placeholder={byTraits ? t('play.request.poolFromTraits') : t('play.request.poolOpen')}
            onChange={(event) => setPool(event.target.value)}
            error={problems.pool}
          />
          <TextField label={t('play.request.difficulty')} type="number" min={0} max={50} inputMode="numeric" value={difficulty} placeholder={t('play.request.none')} onChange={(event) => setDifficulty(event.target.value)} error={problems.difficulty} />
        </div>
        {others.length > 0 ? (
          <fieldset className="play-request__also">
            <legend>{t('play.request.also')}</legend>
            {others.map((other) => (
              <label key={other.characterId} className="checkbox">
                <input
                  type="checkbox"
                  checked={also.includes(other.characterId) && fits(other)}
                  disabled={!fits(other)}
                  onChange={(event) => setAlso((now) => (event.target.checked ? [...now, other.characterId] : now.filter((id) => id !== other.characterId)))}
                />
                {other.name}
              </label>
            ))}
            {others.some((other) => !fits(other)) ? <p className="play-hint">{t('play.request.alsoOtherLine')}</p> : null}
          </fieldset>
        ) : null}
        <label className="checkbox">
          <input type="checkbox" checked={special} onChange={(event) => setSpecial(event.target.checked)} />
          {t('play.request.special')}
        </label>
        <label className="checkbox">
          <input type="checkbox" checked={secret} onChange={(event) => setSecret(event.target.checked)} />
          {t('play.request.secret')}
        </label>
        {failure ? (
          <p role="alert" className="field__error">
            {failure}
          </p>
        ) : null}
        <div className="button-row">
          <Button variant="primary" type="submit">
            {t('play.request.submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
