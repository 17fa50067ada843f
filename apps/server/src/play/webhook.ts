import type { FastifyBaseLogger } from 'fastify';
import { tableCheckOutcome, tableCheckWords, tableWordsOf, type PlayMessage, type RollResult, type TableCheck, type TablePoolResult } from '@vitae/core/play';

/** A webhook that does not answer by then is given up (and logged); the roll has long been shown. */
export const webhookTimeoutMs = 5_000;

/** Whether the server may call this URL: http(s) to a host on the list or a subdomain of one. */
export function webhookAllowed(url: string, hosts: readonly string[]): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return false;
  if (parsed.username || parsed.password) return false;
  const host = parsed.hostname.toLowerCase();
  return hosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}

// Discord shows these; the server speaks German to the table as the app does. The outcomes every
// line reads are here; a line's own outcomes, notes and dice names come from its table words.
const outcomeText: Record<string, string> = {
  criticalWin: 'Kritischer Erfolg',
  win: 'Erfolg',
  successes: 'Erfolge',
  failure: 'Fehlschlag',
  totalFailure: 'Totaler Fehlschlag',
};
const outcomeColor: Record<string, number> = { criticalWin: 0x2e7d32, win: 0x388e3c, successes: 0x388e3c, failure: 0x757575, totalFailure: 0x424242 };

interface Embed {
  title: string;
  description: string;
  color?: number;
  fields?: Array<{ name: string; value: string; inline?: boolean }>;
  footer?: { text: string };
  timestamp?: string;
}

/** A line's table check in German words ("Wallungs-Check misslungen · Hunger steigt auf 3"), or `undefined`. */
function checkText(check: TableCheck | undefined, result: TablePoolResult): { text: string; passed: boolean; besideOutcome: boolean } | undefined {
  const words = check ? tableCheckWords(check.name) : undefined;
  const outcome = check ? tableCheckOutcome(check, result) : undefined;
  if (!check || !words || !outcome) return undefined;
  const own = words.deSays?.[outcome.key];
  const text = own
    ? own.replace('{before}', String(check.before)).replace('{after}', String(outcome.after))
    : outcome.passed || outcome.atBound
      ? `**${words.de} ${outcome.passed ? 'bestanden' : 'misslungen'}** · ${words.trackerDe} bleibt bei ${check.before}`
      : `**${words.de} misslungen** · ${words.trackerDe} ${words.failedStep > 0 ? 'steigt' : 'sinkt'} auf ${outcome.after}`;
  return { text, passed: outcome.passed, besideOutcome: outcome.besideOutcome };
}

function rollEmbed(result: RollResult, title: string, check?: TableCheck): Embed {
  if (result.kind === 'dice') {
    const modifier = result.modifier === 0 ? '' : result.modifier > 0 ? `+${result.modifier}` : `${result.modifier}`;
    return { title, description: `${result.count}W${result.sides}${modifier}: **${result.total}** (${result.faces.join(', ')})` };
  }
  const words = tableWordsOf(result.line);
  const fields = [{ name: 'Würfel', value: result.normal.length > 0 ? result.normal.join(', ') : '–', inline: true }];
  if (result.specialName) {
    const name = words?.special?.name === result.specialName ? words.special.de : result.specialName;
    fields.push({ name, value: result.special.length > 0 ? result.special.join(', ') : '–', inline: true });
  }
  fields.push({ name: 'Schwierigkeit', value: result.difficulty === null ? '–' : String(result.difficulty), inline: true });
  const checked = checkText(check, result);
  if (checked && !checked.besideOutcome) return { title, description: checked.text, color: checked.passed ? outcomeColor.win : outcomeColor.failure, fields: fields.slice(0, -1) };
  // Beside the outcome (a hunter's desperation dice), the check's words say what the dice's notes would.
  const notes = checked ? [checked.text] : result.notes.map((note) => words?.notes[note] ?? note);
  const own = words?.outcomes[result.outcome];
  return {
    title,
    description: `**${outcomeText[result.outcome] ?? own?.de ?? result.outcome}** · ${result.successes} Erfolg${result.successes === 1 ? '' : 'e'}${notes.length > 0 ? `\n${notes.join(' · ')}` : ''}`,
    color: outcomeColor[result.outcome] ?? own?.color,
    fields,
  };
}

/** What Discord receives for a public message of the log, or `null` when it is not posted. */
export function webhookPayload(message: PlayMessage, sessionName: string, withMessages: boolean): { username: string; embeds?: Embed[]; content?: string } | null {
  if (message.to.kind !== 'everyone') return null;
  const who = message.sender?.alias ?? 'Vitae';
  const footer = { text: sessionName };
  if (message.body.kind === 'roll' && !message.body.secret) {
    const body = message.body;
    const title = `${body.character?.name ?? who}: ${body.label ?? body.command ?? 'Wurf'}`;
    return { username: 'Vitae', embeds: [{ ...rollEmbed(body.result, title.slice(0, 250), body.check), footer, timestamp: message.at }] };
  }
  if (withMessages && message.body.kind === 'text') return { username: 'Vitae', content: `**${who}:** ${message.body.text}`.slice(0, 2000) };
  return null;
}

/** Posts to the webhook without holding anyone up: a failure or a timeout is logged, nothing else. */
export function deliverWebhook(url: string, payload: object, log: FastifyBaseLogger): Promise<void> {
  return fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(payload), signal: AbortSignal.timeout(webhookTimeoutMs), redirect: 'error' })
    .then((response) => {
      if (!response.ok) log.warn({ status: response.status }, 'play webhook refused the post');
    })
    .catch((error: unknown) => log.warn({ err: error }, 'play webhook could not be reached'));
}

/** What a test post to a webhook came to: accepted, refused with Discord's status, or not reached at all. */
export type WebhookProbe = { delivered: true; status: number } | { delivered: false; status: number | null };

/** Posts a test message and waits for the answer (the storyteller asked, so they hear the outcome). */
export async function probeWebhook(url: string, payload: object): Promise<WebhookProbe> {
  try {
    const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(payload), signal: AbortSignal.timeout(webhookTimeoutMs), redirect: 'error' });
    return response.ok ? { delivered: true, status: response.status } : { delivered: false, status: response.status };
  } catch {
    return { delivered: false, status: null };
  }
}
