import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { StoredCharacter } from '@vitae/core/api';
import type { BroughtCharacter, PlaySession } from '@vitae/core/play';
import { Button } from '../../../components/ui/button.tsx';
import { characterManager, useCharacters } from '../../../lib/characters/characters.ts';
import { awardXp, removeMember, requestRoll } from '../api/play-api.ts';
import type { RollTraitsOf } from '../lib/roll-traits.ts';
import { RollRequestDialog } from './roll-request-dialog.tsx';
import { XpDialog } from './xp-dialog.tsx';
import { RemoveMemberDialog } from './remove-member-dialog.tsx';
import { SpendRequests } from './spend-requests.tsx';

/** One value on a card, as the line's registry reads it from the character. */
export interface TableTracker {
  key: string;
  label: string;
  value: string;
}

/** The app shell hands in each line's table card reading (features never import each other). */
export type TrackersOf = (character: StoredCharacter) => TableTracker[];

function CharacterCard({ brought, character, trackersOf, onRequest, onKick }: { brought: BroughtCharacter; character: StoredCharacter | undefined; trackersOf: TrackersOf; onRequest: () => void; onKick: () => void }) {
  const { t } = useTranslation();
  const name = character?.name || brought.name;
  return (
    <li className="card play-card" data-testid={`table-card-${name}`}>
      <div className="play-card__head">
        {character?.avatar ? <img className="play-card__avatar" src={character.avatar} alt="" /> : null}
        <div>
          <h3 className="play-card__name">
            <Link to={`/viewer/${brought.characterId}/profile`}>{name}</Link>
          </h3>
          <p className="play-card__player">{t('play.table.player', { alias: brought.ownerAlias, line: t(`characters.gameLines.${brought.gameLine}`) })}</p>
        </div>
      </div>
      {character ? (
        <dl className="play-card__trackers">
          {trackersOf(character).map((tracker) => (
            <div key={tracker.key} data-testid={`tracker-${tracker.key}`}>
              <dt>{tracker.label}</dt>
              <dd>{tracker.value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="play-card__loading">{t('play.table.loading')}</p>
      )}
      <div className="button-row">
        <Button onClick={onRequest} aria-label={t('play.table.requestNamed', { name })}>
          {t('play.table.request')}
        </Button>
        <Button variant="ghost" onClick={onKick} aria-label={t('play.table.kickNamed', { alias: brought.ownerAlias })}>
          {t('play.table.kick')}
        </Button>
      </div>
    </li>
  );
}

/**
 * The storyteller's view of the group: every brought character as a card with its live trackers
 * (the characters arrive through sharing, so every change a player makes shows here at once),
 * experience for all or some, a roll asked of a player, a player removed.
 */
export function TableView({ session, trackersOf, rollTraitsOf }: { session: PlaySession; trackersOf: TrackersOf; rollTraitsOf?: RollTraitsOf }) {
  const { t } = useTranslation();
  const entries = useCharacters().entries;
  const [xpOpen, setXpOpen] = useState(false);
  const [requestFor, setRequestFor] = useState<BroughtCharacter>();
  const [removing, setRemoving] = useState<BroughtCharacter>();
  // The list carries only each character's list facts: the cards need the whole character (trackers).
  const live = (id: string) => entries.find((entry) => entry.character.id === id && entry.loaded)?.character;
  const unloaded = session.characters
    .map((brought) => brought.characterId)
    .filter((id) => entries.some((entry) => entry.character.id === id && !entry.loaded))
    .join(',');
  useEffect(() => {
    for (const id of unloaded.split(',').filter(Boolean)) void characterManager.whole(id);
  }, [unloaded]);


  return (
    <section className="play-table" aria-labelledby="play-table-title">
      <div className="play-table__bar">
        <h2 id="play-table-title">{t('play.table.title')}</h2>
        <Button variant="primary" disabled={session.characters.length === 0} onClick={() => setXpOpen(true)}>
          {t('play.xp.open')}
        </Button>
      </div>
      <SpendRequests session={session} />
      {session.characters.length === 0 ? <p className="play-hint">{t('play.table.empty', { code: session.code })}</p> : null}
      <ul className="play-table__cards">
        {session.characters.map((brought) => (
          <CharacterCard key={brought.characterId} brought={brought} character={live(brought.characterId)} trackersOf={trackersOf} onRequest={() => setRequestFor(brought)} onKick={() => setRemoving(brought)} />
        ))}
      </ul>
      {removing ? (
        <RemoveMemberDialog alias={removing.ownerAlias} onClose={() => setRemoving(undefined)} onRemove={(ban) => removeMember(session.id, removing.ownerId, ban)} />
      ) : null}
      {xpOpen ? (
        <XpDialog
          open
          targets={session.characters.map((brought) => ({ id: brought.characterId, name: live(brought.characterId)?.name || brought.name, player: brought.ownerAlias }))}
          onClose={() => setXpOpen(false)}
          onAward={(characterIds, amount, reason) => awardXp(session.id, { characterIds, amount, reason })}
        />
      ) : null}
      <RollRequestDialog
        // Each character starts a fresh request: picks of another line's traits would not fit.
        key={requestFor?.characterId}
        open={requestFor !== undefined}
        target={requestFor ? { userId: requestFor.ownerId, characterId: requestFor.characterId, name: live(requestFor.characterId)?.name || requestFor.name, gameLine: requestFor.gameLine, character: live(requestFor.characterId) } : undefined}
        // The storyteller's own characters are not asked (they roll them from the table).
        others={session.characters
          .filter((brought) => brought.characterId !== requestFor?.characterId && brought.ownerId !== session.host.id)
          .map((brought) => ({ userId: brought.ownerId, characterId: brought.characterId, name: live(brought.characterId)?.name || brought.name, gameLine: brought.gameLine }))}
        rollTraitsOf={rollTraitsOf}
        onClose={() => setRequestFor(undefined)}
        onRequest={(body) => requestRoll(session.id, body)}
      />
    </section>
  );
}
