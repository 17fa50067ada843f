import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlaySession } from '@vitae/core/play';
import { Button } from '../../../components/ui/button.tsx';
import { removeMember, unbanMember } from '../api/play-api.ts';
import { playProblem } from '../lib/problem.ts';
import { RemoveMemberDialog } from './remove-member-dialog.tsx';

/**
 * The storyteller's list of who is at the table (each can be taken out, whether they brought a
 * character or not) and who is banned (each ban can be lifted).
 */
export function MembersSection({ session, onChange }: { session: PlaySession; onChange: (session: PlaySession) => void }) {
  const { t } = useTranslation();
  const [removing, setRemoving] = useState<{ userId: string; alias: string }>();
  const [failure, setFailure] = useState<string>();
  const [told, setTold] = useState<string>();
  const players = session.members.filter((member) => member.state === 'joined' && member.userId !== session.host.id);
  const banned = session.members.filter((member) => member.state === 'removed');

  async function unban(userId: string, alias: string) {
    const result = await unbanMember(session.id, userId);
    if (!result.ok) return setFailure(playProblem(t, result));
    setFailure(undefined);
    setTold(t('play.members.unbanned', { alias }));
    onChange(result.data.session);
  }

  return (
    <section className="stack play-members" aria-labelledby="play-members-title">
      <h3 id="play-members-title">{t('play.members.title')}</h3>
      {players.length === 0 ? <p className="play-hint">{t('play.members.none')}</p> : null}
      <ul className="play-members__list">
        {players.map((member) => (
          <li key={member.userId} className="play-members__row">
            <span>{member.alias}</span>
            <Button variant="ghost" aria-label={t('play.members.removeNamed', { alias: member.alias })} onClick={() => setRemoving(member)}>
              {t('play.members.remove')}
            </Button>
          </li>
        ))}
      </ul>
      <h3>{t('play.members.banned')}</h3>
      {banned.length === 0 ? <p className="play-hint">{t('play.members.bannedNone')}</p> : null}
      <ul className="play-members__list">
        {banned.map((member) => (
          <li key={member.userId} className="play-members__row">
            <span>{member.alias}</span>
            <Button aria-label={t('play.members.unbanNamed', { alias: member.alias })} onClick={() => void unban(member.userId, member.alias)}>
              {t('play.members.unban')}
            </Button>
          </li>
        ))}
      </ul>
      {told ? <p role="status">{told}</p> : null}
      {failure ? (
        <p role="alert" className="field__error">
          {failure}
        </p>
      ) : null}
      {removing ? (
        <RemoveMemberDialog
          alias={removing.alias}
          onClose={() => setRemoving(undefined)}
          onRemove={async (ban) => {
            const result = await removeMember(session.id, removing.userId, ban);
            if (result.ok) onChange(result.data.session);
            return result;
          }}
        />
      ) : null}
    </section>
  );
}
