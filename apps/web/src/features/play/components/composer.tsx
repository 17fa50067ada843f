import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { maxChatImageBytes, maxImageUrlLength, parseCommand, playCommands, type MessageAck, type PlayAudience, type PlaySession } from '@vitae/core/play';
import { Button } from '../../../components/ui/button.tsx';
import type { PlaySessionState } from '../hooks/use-play-session.ts';
import { playProblem } from '../lib/problem.ts';

/** The help's usage placeholders in the app's language: every check command reads a pool and a difficulty. */
const usageKey = (name: string) => (name === 'roll' || name === 'image' ? name : 'check');

function audienceKey(audience: PlayAudience): string {
  return audience.kind === 'player' ? `player:${audience.userId}` : audience.kind;
}

/** Who a message may go to: everyone, the storyteller (players), or one player (the storyteller). */
function audiences(session: PlaySession, me: string | undefined): Array<{ audience: PlayAudience; label: string }> {
  const host = session.host.id === me;
  const players = session.members.filter((member) => member.role === 'player' && member.state === 'joined' && member.userId !== me);
  return [
    { audience: { kind: 'everyone' }, label: 'play.chat.everyone' },
    ...(host ? [] : [{ audience: { kind: 'storyteller' } as PlayAudience, label: 'play.chat.storyteller' }]),
    ...(host ? players.map((player) => ({ audience: { kind: 'player', userId: player.userId } as PlayAudience, label: player.alias })) : []),
  ];
}

function readImage(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read'));
    reader.readAsDataURL(file);
  });
}

/**
 * The message line: text to the chosen audience, `/` commands (the server rolls; `/help` lists them
 * here), a picture from the device. What was typed stays when sending fails.
 */
export function Composer({ play, me, characterId, onLocal }: { play: PlaySessionState; me: string | undefined; characterId: string | null; onLocal: (lines: string[]) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const [target, setTarget] = useState('everyone');
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const session = play.session;
  if (!session) return null;
  const options = audiences(session, me);
  const audience = options.find((option) => audienceKey(option.audience) === target)?.audience ?? { kind: 'everyone' };

  function answered(answer: MessageAck | undefined): boolean {
    if (!answer) setProblem(t('play.offline'));
    // The chat's own limits have a sentence in the app's language; other refusals are shown as the server words them.
    else if (!answer.ok) setProblem(playProblem(t, answer));
    else setProblem(undefined);
    return answer?.ok ?? false;
  }

  async function sendImage(url: string) {
    // A data URL's base64 holds 3 bytes in 4 characters: checked here as the server does, before the upload.
    if (url.length > maxImageUrlLength || (url.startsWith('data:') && ((url.length - url.indexOf(',') - 1) * 3) / 4 > maxChatImageBytes)) return setProblem(t('play.chat.imageTooLarge'));
    setBusy(true);
    answered(await play.send(audience, { kind: 'image', url }));
    setBusy(false);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const typed = text.trim();
    if (!typed || busy) return;
    const command = parseCommand(typed);
    if (command?.kind === 'help') {
      setText('');
      return onLocal([t('play.help.title'), ...playCommands.map((info) => t('play.help.line', { words: [...info.words, ...info.secretWords].map((word) => `/${word}`).join(' '), usage: info.usage === '' ? '' : t(`play.help.usage.${usageKey(info.name)}`), what: t(`play.help.${info.name}`) }))]);
    }
    if (command?.kind === 'error') return setProblem(t(command.error === 'unknown' ? 'play.chat.unknownCommand' : 'play.chat.badArguments', { word: command.word, usage: command.usage ?? '' }));
    if (command?.kind === 'image') {
      if (command.url === null) return fileInput.current?.click();
      setText('');
      return sendImage(command.url);
    }
    setBusy(true);
    const answer = command ? await play.roll({ command: typed, characterId, secret: command.secret }) : await play.send(audience, { kind: 'text', text: typed });
    setBusy(false);
    if (answered(answer)) setText('');
  }

  return (
    <form className="play-composer" onSubmit={submit} aria-label={t('play.chat.compose')}>
      <div className="field play-composer__to">
        <label htmlFor={`${id}-to`}>{t('play.chat.to')}</label>
        <select id={`${id}-to`} value={target} onChange={(event) => setTarget(event.target.value)}>
          {options.map((option) => (
            <option key={audienceKey(option.audience)} value={audienceKey(option.audience)}>
              {option.audience.kind === 'player' ? t('play.chat.privateTo', { alias: option.label }) : t(option.label)}
            </option>
          ))}
        </select>
      </div>
      <div className={`field play-composer__text${problem ? ' field--invalid' : ''}`}>
        <label htmlFor={`${id}-text`}>{t('play.chat.message')}</label>
        <input
          id={`${id}-text`}
          value={text}
          autoComplete="off"
          maxLength={2000}
          placeholder={t('play.chat.placeholder')}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(event) => setText(event.target.value)}
        />
        {problem ? (
          <small id={`${id}-problem`} className="field__error" role="alert">
            {problem}
          </small>
        ) : null}
      </div>
      <div className="button-row play-composer__buttons">
        <Button variant="primary" type="submit" disabled={busy || text.trim() === ''}>
          {t('play.chat.send')}
        </Button>
        <Button onClick={() => fileInput.current?.click()} disabled={busy}>
          {t('play.chat.image')}
        </Button>
      </div>
      <input
        ref={fileInput}
        type="file"
        accept="image/png,image/jpeg,image/gif,image/webp"
        hidden
        aria-label={t('play.chat.image')}
        onChange={async (event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) await sendImage(await readImage(file));
          // A typed `/image` is done; a message typed before picking a picture stays.
          if (parseCommand(text)?.kind === 'image') setText('');
        }}
      />
    </form>
  );
}
