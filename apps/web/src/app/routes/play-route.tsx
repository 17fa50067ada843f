import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { StoredCharacter } from '@vitae/core/api';
import { listFor } from '../../features/characters/lines/index.ts';
import { JoinScreen } from '../../features/play/components/join-screen.tsx';
import { SessionScreen } from '../../features/play/components/session-screen.tsx';
import { HomebrewContent } from '../../lib/homebrew/content.tsx';
import { useRollTraitsOf } from '../roll-traits.ts';

/** `/play/{id}`: the session; the table's cards read each line's trackers from the characters' line registry. */
export function PlaySessionRoute() {
  const { t } = useTranslation();
  const { sessionId = '' } = useParams();
  // Each line reads its own character type; the registry entry is looked up by the character's line.
  const trackersOf = (character: StoredCharacter) => listFor(character.gameLine).tableTrackers(character as never, t);
  const rollTraitsOf = useRollTraitsOf();
  return (
    <HomebrewContent>
      <SessionScreen key={sessionId} sessionId={sessionId} trackersOf={trackersOf} rollTraitsOf={rollTraitsOf} />
    </HomebrewContent>
  );
}

/** `/play/join/{code or link token}`: a login first if needed; the guard brings the user back here. */
export function PlayJoinRoute() {
  const { invite = '' } = useParams();
  return <JoinScreen key={invite} invite={invite} />;
}
