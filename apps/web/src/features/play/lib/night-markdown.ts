import type { TFunction } from 'i18next';
import type { PlayMessage, PlayNight } from '@vitae/core/play';
import { checkWords } from './check-words.ts';
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
      const result = checked
        ? checked.text
        : body.result.kind === 'check'
          ? `${t(`play.roll.outcome.${body.result.outcome}`)}, ${t('play.roll.successes', { count: body.result.successes })}${body.result.difficulty !== null ? `, ${t(`play.roll.difficultyOf.${body.result.line}`, { value: body.result.difficulty })}` : ''}`
          : t('play.roll.diceTotal', { total: body.result.total, faces: body.result.faces.join(', ') });
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

/**
 * A game night as a Markdown document: title, date, notes, then its log as the reader may see it,
 * in the reader's language; `cut` adds a note that the newest messages were left out.
 */
export function nightMarkdown(t: TFunction, language: string, session: string, night: PlayNight, messages: readonly PlayMessage[], cut: boolean): string {
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${night.date}T12:00:00Z`));
  const time = new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit' });
  const parts = [`# ${escape(night.title)}`, '', `${escape(session)} · ${date}`, ''];
  if (night.notes.trim()) parts.push(escape(night.notes.trim()), '');
  parts.push(`## ${t('play.nights.log')}`, '');
  if (messages.length === 0) parts.push(t('play.nights.empty'));
  else parts.push(...messages.map((message) => line(t, message, time)));
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
