import { useMemo, useState } from 'react';
import {
  addParadox,
  castFromTable,
  castMagick,
  m20Odds,
  magickDifficulty,
  magickKinds,
  mageSpheres,
  maxQuintessencePerRoll,
  spendQuintessence,
  spendWillpower,
  spentWillpower,
  roteMagickKind,
  roteSpheres,
  tableDifficulty,
  wheelState,
  woundState,
  type MagickCast,
  type MagickKind,
  type MageSphere,
  type Rote,
} from '@vitae/core/m20';
import { roteSpheresText, sphereLabel } from '../../../../../components/lines/m20/labels.ts';
import { useTableRoller } from '../../../../../components/table-roll.tsx';
import { TableRollNote, TableRollProblem } from '../../../../../components/table-roll-note.tsx';
import { Modal } from '../../../../../components/ui/dialog.tsx';
import { useLineContent } from '../../../../../lib/content/store.ts';
import { randomSource } from '../../../lib/random.ts';
import { useMage, useMageWords } from '../use-mage.ts';
import { M20DiceFaces } from './faces.tsx';
import { OutcomeText, percent } from './outcome.tsx';

interface CastReport {
  cast: MagickCast;
  quintessenceLost: number;
  paradox: number;
}

/**
 * The magick roll: Arete dice against the highest Sphere the Effect uses + 3 / 4 / 5, modifiers
 * capped at ±3, Quintessence lowering the difficulty; Paradox and spent Quintessence go on the wheel.
 */
export function MagickDialog({ onClose, rote }: { onClose: () => void; rote?: Rote }) {
  const t = useMageWords();
  const content = useLineContent('m20');
  const { entry, update, readOnly } = useMage();
  const owned = mageSpheres.filter((sphere) => (entry?.character.spheres[sphere] ?? 0) > 0);
  // A rote opens with its highest Sphere and rank (they set the difficulty).
  const roteSphere = rote ? roteSpheres(rote)[0] : undefined;
  const [sphere, setSphere] = useState<MageSphere | undefined>(roteSphere && owned.includes(roteSphere.sphere) ? roteSphere.sphere : owned[0]);
  const [rank, setRank] = useState(roteSphere?.level ?? 1);
  // An installed rote opens as its author's hint says (coincidental or vulgar).
  const [kind, setKind] = useState<MagickKind>(roteMagickKind(rote));
  const [modifiers, setModifiers] = useState(0);
  const [quintessence, setQuintessence] = useState(0);
  const [willpower, setWillpower] = useState(false);
  const [wounds, setWounds] = useState(true);
  const [report, setReport] = useState<CastReport>();
  // At a table the server rolls the Arete dice and posts the cast; Paradox and Quintessence stay the sheet's.
  const roller = useTableRoller(entry?.character.id);
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const character = entry?.character;
  const sphereRating = character && sphere ? character.spheres[sphere] : 0;
  const highestSphere = Math.min(rank, sphereRating);
  const maxQuintessence = Math.min(maxQuintessencePerRoll, character?.quintessence ?? 0);
  const spent = Math.min(quintessence, maxQuintessence);
  const willpowerLeft = character ? character.willpower - spentWillpower(character) : 0;
  const useWillpower = willpower && willpowerLeft > 0 && !readOnly;
  const difficulty = magickDifficulty({ highestSphere: Math.max(1, highestSphere), kind, modifiers, quintessence: spent });
  const arete = character?.arete ?? 0;
  // The wound penalty takes Arete dice as it takes any pool's (the roller's woundState).
  const wound = woundState(character?.healthDamage ?? []);
  const penalty = wounds && wound.penalty !== null ? wound.penalty : 0;
  const incapacitated = wounds && wound.penalty === null;
  const dice = Math.max(0, arete + penalty);
  const odds = useMemo(() => m20Odds(dice, { difficulty: difficulty.difficulty, required: difficulty.required, willpower: useWillpower }), [dice, difficulty.difficulty, difficulty.required, useWillpower]);
  if (!character) return null;
  const levelName = content.rules.healthLevels.find((level) => level.id === wound.level)?.name ?? '';

  async function cast() {
    if (!character || !sphere || incapacitated) return;
    setProblem(undefined);
    const input = { highestSphere, kind, modifiers, quintessence: spent, willpower: useWillpower };
    let result: MagickCast;
    if (roller.table) {
      const what = t('m20.magick.tableEffect', { sphere: sphereLabel(content, sphere, character), rank: highestSphere, arete: dice });
      const label = rote ? t('m20.magick.tableRote', { rote: rote.name, effect: what }) : t('m20.magick.tableCast', { effect: what });
      setBusy(true);
      const answer = await roller.roll({ characterId: character.id, label, pool: dice, specialDice: 0, difficulty: tableDifficulty(difficulty), willpower: useWillpower });
      setBusy(false);
      if (!answer.ok) return setProblem(answer.problem);
      result = castFromTable(input, answer.result);
    } else {
      result = castMagick({ ...input, arete: dice }, randomSource());
    }
    const afterSpending = spendQuintessence(character, spent) ?? character;
    const wheel = addParadox(afterSpending, result.paradox);
    setReport({ cast: result, quintessenceLost: wheel.quintessenceLost, paradox: wheel.paradox });
    update((current) => {
      const paid = useWillpower ? (spendWillpower(current) ?? current) : current;
      return { ...paid, quintessence: wheel.quintessence, paradox: wheel.paradox };
    });
    setQuintessence(0);
    setWillpower(false);
  }

  return (
    <Modal open title={t('m20.magick.title')} onClose={onClose}>
      {report ? (
        <div className="stack" data-testid="magick-result">
          <OutcomeText result={report.cast.roll} />
          <M20DiceFaces faces={report.cast.roll.faces} difficulty={report.cast.roll.difficulty} />
          <p data-testid="magick-paradox">{t('m20.magick.paradoxGained', { count: report.cast.paradox, total: report.paradox })}</p>
          {report.quintessenceLost > 0 ? <p>{t('m20.wheel.quintessenceLost', { count: report.quintessenceLost })}</p> : null}
          {wheelState(report.paradox) === 'tear' ? <p className="alert alert--error">{t('m20.wheel.tear')}</p> : null}
          <div className="button-row">
            <button type="button" className="button" onClick={() => setReport(undefined)}>
              {t('m20.magick.again')}
            </button>
          </div>
        </div>
      ) : owned.length === 0 ? (
        <p>{t('m20.magick.noSpheres')}</p>
      ) : (
        <form
          className="stack"
          onSubmit={(event) => {
            event.preventDefault();
            void cast();
          }}
        >
          {rote ? (
            <p data-testid="magick-rote">
              <strong>{rote.name}</strong> · {roteSpheresText(content, rote, character)}
            </p>
          ) : null}
          <div className="wizard__columns">
            <label className="field">
              <span>{t('m20.magick.sphere')}</span>
              <select value={sphere} onChange={(e) => setSphere(e.target.value as MageSphere)}>
                {owned.map((item) => (
                  <option key={item} value={item}>
                    {sphereLabel(content, item, character)} ({character.spheres[item]})
                  </option>
                ))}
              </select>
            </label>
            <label className="field">
              <span>{t('m20.magick.rank')}</span>
              <select value={Math.min(rank, sphereRating)} onChange={(e) => setRank(Number(e.target.value))}>
                {Array.from({ length: sphereRating }, (_, index) => index + 1).map((value) => (
                  <option key={value} value={value}>
                    {value}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <fieldset className="field">
            <legend>{t('m20.magick.kind')}</legend>
            {magickKinds.map((item) => (
              <label key={item} className="checkbox">
                <input type="radio" name="magick-kind" checked={kind === item} onChange={() => setKind(item)} />
                {t(`m20.magickKinds.${item}`)}
              </label>
            ))}
          </fieldset>
          <div className="wizard__columns">
            <label className="field">
              <span>{t('m20.magick.modifiers')}</span>
              <input type="number" min={-10} max={10} value={modifiers} onChange={(e) => setModifiers(Math.max(-10, Math.min(10, Math.trunc(Number(e.target.value)) || 0)))} />
            </label>
            <label className="field">
              <span>{t('m20.magick.quintessence', { max: maxQuintessence })}</span>
              <input type="number" min={0} max={maxQuintessence} value={spent} onChange={(e) => setQuintessence(Math.max(0, Math.trunc(Number(e.target.value)) || 0))} />
            </label>
          </div>
          <label className="checkbox">
            <input type="checkbox" checked={useWillpower} disabled={willpowerLeft === 0 || readOnly} onChange={(e) => setWillpower(e.target.checked)} />
            {t('m20.dice.willpower', { left: willpowerLeft })}
          </label>
          {wound.level !== null ? (
            <label className="checkbox">
              <input type="checkbox" checked={wounds} onChange={(e) => setWounds(e.target.checked)} />
              {t('m20.dice.wounds', { penalty: Math.abs(wound.penalty ?? 0) })}
            </label>
          ) : null}
          {penalty !== 0 ? (
            <p className="lexicon__meta" data-testid="magick-wounds">
              {t('m20.magick.woundPenalty', { level: levelName, arete, penalty: Math.abs(penalty), count: dice })}
            </p>
          ) : null}
          {incapacitated ? <p className="alert alert--info">{t('m20.dice.incapacitated')}</p> : null}
          <p data-testid="magick-difficulty">
            {t('m20.magick.difficulty', { difficulty: difficulty.difficulty, base: difficulty.base, modifier: difficulty.modifier, quintessence: difficulty.quintessence, arete: dice })}
          </p>
          {modifiers !== difficulty.modifier ? <p className="lexicon__meta">{t('m20.magick.capped')}</p> : null}
          {difficulty.required > 1 ? <p className="lexicon__meta">{t('m20.dice.required', { required: difficulty.required })}</p> : null}
          <p className="roll-panel__odds" data-testid="magick-odds">
            {t('m20.dice.odds', { success: percent(odds.success), failure: percent(odds.failure), botch: percent(odds.botch) })}
          </p>
          <p className="lexicon__meta">{t(`m20.magick.paradoxNote.${kind}`, { sphere: highestSphere })}</p>
          {readOnly ? null : <TableRollNote roller={roller} />}
          <TableRollProblem problem={problem} />
          {/* The table rolls at least one die: a bare Willpower success is cast on the sheet only. */}
          <button type="submit" className="button button--primary" disabled={readOnly || incapacitated || busy || (dice === 0 && (!useWillpower || roller.table !== undefined))}>
            {t('m20.magick.cast', { count: dice })}
          </button>
        </form>
      )}
    </Modal>
  );
}
