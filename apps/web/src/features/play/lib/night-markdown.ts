import type { TFunction } from 'i18next';
import type { PlayMessage, PlayNight, PlaySession } from '@vitae/core/play';
import { checkWords } from './check-words.ts';
import { gatherRequests, requestDifficulty, requestEntryResult, requestEntryWho, type RequestCard } from './request-cards.ts';
import { rollTitle } from './roll-title.ts';
import { spendLine } from './spend-line.ts';

/** Markdown's own characters in user text are escaped, so a chat line never turns into a heading or a link. */
const escape = (text: string) => text.replace(/([\\`*_[\]#<>|])/g, '\\$1');

/** One message as a line of the export, in the reader's language ("**Mara** (20:15): Guten Abend"). */
function line(t: TFunction, message: PlayMessage, time: Intl.DateTimeFormat): string {
  const at = time.format(new Date(message.at));
  const who = message.sender ? `**${escape(message.sender.alias)}**` : '';
  const head = who ? `${who} (${at})` : `(${at})`;
  const privately = message.to.kind === 'everyone' ? '' : ` _${message.to.kind === 'storyteller' ? t('play.chat.toStoryteller') : t('play.nights.private')}_`;
  const body = message.body;
  switch (body.kind) {
    case 'text':
      return `- ${head}${privately}: ${escape(body.text).replace(/\n/g, ' ')}`;
    case 'image':
      return `- ${head}${privately}: ${t('play.nights.image')}`;
    case 'status':
      return `- (${at}) ${t(`play.status.${body.event}`, { alias: body.user.alias })}`;
    case 'roll': {
      const checked = body.result.kind === 'check' ? checkWords(t, body.check, body.result) : undefined;
      const outcome =
        body.result.kind === 'check'
          ? `${t(`play.roll.outcome.${body.result.outcome}`)}, ${t('play.roll.successes', { count: body.result.successes })}${body.result.difficulty !== null ? `, ${t(`play.roll.difficultyOf.${body.result.line}`, { value: body.result.difficulty })}` : ''}`
          : t('play.roll.diceTotal', { total: body.result.total, faces: body.result.faces.join(', ') });
      // The dice's notes as the card shows them (a mage's Willpower success on 0 dice), unless a check says it.
      const notes = body.result.kind === 'check' && !checked && body.result.notes.length > 0 ? ` – ${body.result.notes.map((note) => t(`play.roll.note.${note}`)).join(' · ')}` : '';
      const result = !checked ? `${outcome}${notes}` : checked.besideOutcome ? `${outcome} – ${checked.text}` : checked.text;
      return `- ${head}${body.secret ? ` _${t('play.roll.secret')}_` : privately}: 🎲 ${escape(rollTitle(t, body))} → ${result}`;
    }
    case 'rollRequest':
      return `- ${head}${privately}: ${t('play.request.logged', { label: escape(body.label) })}`;
    case 'xp':
      return `- ${head}: ${t('play.xp.logged', { count: body.amount, names: body.characters.map((character) => escape(character.name)).join(', '), reason: escape(body.reason) })}`;
    case 'spend':
      return `- ${head}${privately}: ${escape(spendLine(t, body))}`;
  }
}

/** The session as the export needs it: its name, and who sits at it (for the names in request cards). */
export type NightSession = Pick<PlaySession, 'name' | 'characters' | 'members'>;

/**
 * A request to several players as one entry, each asked character's result beneath, as the table's
 * card shows it ("- Lena: 5 Würfel · 3 Erfolge · Erfolg", or "wartet …").
 */
function requestLines(t: TFunction, card: RequestCard, session: NightSession, time: Intl.DateTimeFormat): string[] {
  const first = card.entries[0]!.request;
  const who = first.sender ? `**${escape(first.sender.alias)}** ` : '';
  const { body } = card;
  const pool = body.pool !== null ? ` (${t('play.request.dice', { count: body.pool })})` : '';
  const difficulty = body.difficulty !== null ? ` · ${requestDifficulty(t, body.difficulty, session, body.characterId)}` : '';
  const answered = t('play.request.card.answered', { count: card.entries.filter((entry) => entry.answer).length, total: card.entries.length });
  const secret = body.secret ? ` _${t('play.roll.secret')}_` : '';
  const head = `- ${who}(${time.format(new Date(first.at))})${secret}: ${t('play.request.logged', { label: escape(body.label) })}${pool}${difficulty} – ${answered}`;
  return [head, ...card.entries.map((entry) => `  - ${escape(requestEntryWho(entry, session))}: ${requestEntryResult(t, entry)}`)];
}

/**
 * A game night as a Markdown document: title, date, notes, then its log as the reader may see it,
 * in the reader's language; `cut` adds a note that the newest messages were left out.
 */
export function nightMarkdown(t: TFunction, language: string, session: NightSession, night: PlayNight, messages: readonly PlayMessage[], cut: boolean): string {
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${night.date}T12:00:00Z`));
  const time = new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit' });
  const parts = [`# ${escape(night.title)}`, '', `${escape(session.name)} · ${date}`, ''];
  if (night.notes.trim()) parts.push(escape(night.notes.trim()), '');
  parts.push(`## ${t('play.nights.log')}`, '');
  if (messages.length === 0) parts.push(t('play.nights.empty'));
  else {
    // A request to several players is one entry with every answer beneath, as the table's card.
    const requests = gatherRequests(messages);
    for (const message of messages) {
      if (requests.folded.has(message.id)) continue;
      const card = requests.cards.get(message.id);
      parts.push(...(card ? requestLines(t, card, session, time) : [line(t, message, time)]));
    }
  }
  if (cut) parts.push('', `_${t('play.nights.cut', { count: messages.length })}_`);
  return `${parts.join('\n')}\n`;
}

/** A file name for the export: "2026-12-05-erster-abend.md". */
export function nightFileName(night: PlayNight): string {
  const slug = night.title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
  return `${night.date}${slug ? `-${slug}` : ''}.md`;
}
