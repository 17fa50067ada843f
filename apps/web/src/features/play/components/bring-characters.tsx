import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { maxBroughtCharacters, type PlaySession } from '@vitae/core/play';
import { Button } from '../../../components/ui/button.tsx';
import { useCharacters } from '../../../lib/characters/characters.ts';
import { bringCharacters } from '../api/play-api.ts';
import { forgetTables } from '../lib/my-tables.ts';
import { playProblem } from '../lib/problem.ts';

/**
 * Which of my characters I bring to the table (the storyteller then sees them live through
 * sharing); can be changed at any time, `none` brings none.
 */
export function BringCharacters({ session, me, onChange, submitLabel }: { session: PlaySession; me: string | undefined; onChange: (session: PlaySession) => void; submitLabel?: string }) {
  const { t } = useTranslation();
  const own = useCharacters().entries.filter((entry) => !entry.justViewing && entry.gone === undefined);
  const brought = session.characters.filter((character) => character.ownerId === me).map((character) => character.characterId);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set(brought));
  const [status, setStatus] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const tooMany = chosen.size > maxBroughtCharacters;

  async function save() {
    if (tooMany) return;
    const result = await bringCharacters(session.id, [...chosen]);
    if (!result.ok) return setFailure(playProblem(t, result));
    forgetTables();
    setFailure(undefined);
    setStatus(t('play.bring.saved', { count: chosen.size }));
    onChange(result.data.session);
  }

  return (
    <section className="stack play-bring" aria-labelledby="play-bring-title">
      <h2 id="play-bring-title">{t('play.bring.title')}</h2>
      {own.length === 0 ? <p className="play-hint">{t('play.bring.noCharacters')}</p> : null}
      <fieldset className="fieldset--plain" aria-describedby={tooMany || failure ? 'play-bring-error' : undefined}>
        <legend className="play-hint">{t('play.bring.explain')}</legend>
        {own.map(({ character }) => (
          <label key={character.id} className="checkbox">
            <input
              type="checkbox"
              checked={chosen.has(character.id)}
              onChange={() =>
                setChosen((current) => {
                  const next = new Set(current);
                  if (!next.delete(character.id)) next.add(character.id);
                  return next;
                })
              }
            />
            {character.name || t('play.bring.unnamed')} <span className="play-hint">{t(`characters.gameLines.${character.gameLine}`)}</span>
          </label>
        ))}
      </fieldset>
      {tooMany || failure ? (
        <p id="play-bring-error" role="alert" className="field__error">
          {tooMany ? t('play.bring.tooMany', { max: maxBroughtCharacters }) : failure}
        </p>
      ) : null}
      <div className="button-row">
        <Button variant="primary" onClick={() => void save()} disabled={own.length === 0}>
          {submitLabel ?? t('play.bring.submit')}
        </Button>
        {status ? <span role="status">{status}</span> : null}
      </div>
    </section>
  );
}
