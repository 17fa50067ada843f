// The pure part of the module: what a relayed roll means (docs/behaviour-notes.md §9.3). It
// knows Foundry only through the `Roll` and `ChatMessage` it is handed, so it runs in tests.

/** WoD5e's dice terms per line: normal dice and the line's special dice (hunger, rage, desperation). */
export const diceTerms = {
  v5: { normal: 'v', special: 'g' },
  w5: { normal: 'w', special: 'r' },
  h5: { normal: 'h', special: 's' },
};

const texts = {
  en: {
    normal: { v5: 'normal dice', w5: 'normal dice', h5: 'normal dice' },
    special: { v5: 'hunger dice', w5: 'rage dice', h5: 'desperation dice' },
    successes: ['success', 'successes'],
    criticalSuccess: 'Critical Success',
    messyCritical: 'Messy Critical',
    success: 'Success',
    failure: 'Failure',
    bestialFailure: 'Bestial Failure',
    brutal: 'Brutal result: two or more rage dice show 1 or 2',
    desperation: 'A desperation die shows 1: overreach or despair',
    by: 'sent by',
  },
  de: {
    normal: { v5: 'normale Würfel', w5: 'normale Würfel', h5: 'normale Würfel' },
    special: { v5: 'Hungerwürfel', w5: 'Wutwürfel', h5: 'Verzweiflungswürfel' },
    successes: ['Erfolg', 'Erfolge'],
    criticalSuccess: 'Kritischer Erfolg',
    messyCritical: 'Chaotischer kritischer Erfolg',
    success: 'Erfolg',
    failure: 'Fehlschlag',
    bestialFailure: 'Bestialisches Versagen',
    brutal: 'Brutales Ergebnis: zwei oder mehr Wutwürfel zeigen 1 oder 2',
    desperation: 'Ein Verzweiflungswürfel zeigt 1: Übermut oder Verzweiflung',
    by: 'gesendet von',
  },
};

const colours = {
  criticalSuccess: '#1f9d3a',
  messyCritical: '#146b28',
  success: '#146b28',
  failure: '#c62828',
  bestialFailure: '#7f1010',
};

/** The line of a relayed roll; a body without one is a Vampire roll (the original V5 shape). */
export function lineOf(event) {
  return event && Object.hasOwn(diceTerms, event.line) ? event.line : 'v5';
}

/** A count of dice from the relay, as a whole number from 0 to 50. */
function count(value) {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? Math.min(number, 50) : 0;
}

/** The roll formula, `<normal>dv + <hunger>dg` for Vampire, parts left out when 0; empty when there are no dice. */
export function rollFormula(event) {
  const terms = diceTerms[lineOf(event)];
  const normal = count(event?.roll?.normalDices);
  const special = count(event?.roll?.hungerDices);
  return [normal > 0 ? `${normal}d${terms.normal}` : '', special > 0 ? `${special}d${terms.special}` : ''].filter(Boolean).join(' + ');
}

/** The faces a rolled Foundry `Roll` shows for one die denomination (discarded results left out). */
export function facesOf(roll, denomination) {
  return (roll?.terms ?? [])
    .filter((term) => term?.denomination === denomination)
    .flatMap((term) => term.results ?? [])
    .filter((result) => result.active !== false && result.discarded !== true)
    .map((result) => Number(result.result));
}

/**
 * Reads the faces (§9.3): each die at 6+ counts 1, each pair of 10s adds 2 more (a pair = 4).
 * Success when the successes reach the difficulty (1 when none was given); critical with two or
 * more 10s; messy when a hunger die shows a 10 on a critical; a failure is bestial when a
 * hunger die shows a 1. Werewolf and Hunter read their special dice their own way.
 */
export function evaluateFaces(line, normal, special, difficulty) {
  const all = [...normal, ...special];
  const tens = all.filter((face) => face === 10).length;
  const plain = (faces) => faces.filter((face) => face >= 6).length;
  const successes = plain(all) + 2 * Math.floor(tens / 2);
  const target = Number.isInteger(difficulty) ? difficulty : 1;
  const success = successes >= target;
  const critical = tens >= 2;
  let outcome;
  if (success) outcome = critical ? (line === 'v5' && special.includes(10) ? 'messyCritical' : 'criticalSuccess') : 'success';
  else outcome = line === 'v5' && special.includes(1) ? 'bestialFailure' : 'failure';
  return {
    successes,
    normalSuccesses: plain(normal),
    specialSuccesses: plain(special),
    tens,
    success,
    outcome,
    brutal: line === 'w5' && special.filter((face) => face === 1 || face === 2).length >= 2,
    desperation: line === 'h5' && special.includes(1),
  };
}

function escape(text) {
  return String(text ?? '').replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** A safe image address for the card: an inline raster image or an http(s) address, else none. */
function imageSource(avatar) {
  if (typeof avatar !== 'string') return '';
  return /^data:image\/(png|jpeg|webp|gif);base64,[A-Za-z0-9+/]*={0,2}$/.test(avatar) || /^https?:\/\/[^\s"'<>]+$/.test(avatar) ? avatar : '';
}

/** The chat card: avatar, character, sender, the formula in words, per-part successes, the outcome "(vs. N)". */
export function chatCard(event, evaluation, language = 'en') {
  const text = texts[language] ?? texts.en;
  const line = lineOf(event);
  const normal = count(event?.roll?.normalDices);
  const special = count(event?.roll?.hungerDices);
  const difficulty = event?.roll?.difficulty;
  const successes = (n) => `${n} ${text.successes[n === 1 ? 0 : 1]}`;
  const parts = [];
  if (normal > 0) parts.push(`${normal} ${text.normal[line]} (${successes(evaluation.normalSuccesses)})`);
  if (special > 0) parts.push(`${special} ${text.special[line]} (${successes(evaluation.specialSuccesses)})`);
  const versus = Number.isInteger(difficulty) ? ` (vs. ${difficulty})` : '';
  const avatar = imageSource(event?.vampire?.avatar);
  const notes = [evaluation.brutal ? text.brutal : '', evaluation.desperation ? text.desperation : ''].filter(Boolean);
  return [
    '<div class="vitae-roll">',
    '<header style="display:flex;gap:8px;align-items:center">',
    avatar ? `<img src="${escape(avatar)}" alt="" width="40" height="40" style="border:none;object-fit:cover;border-radius:4px">` : '',
    `<div><strong>${escape(event?.vampire?.name)}</strong>`,
    event?.username ? `<br><small>${escape(text.by)} ${escape(event.username)}</small>` : '',
    '</div></header>',
    `<p><em>${escape(event?.roll?.title)}</em></p>`,
    `<p>${escape(parts.join(' + '))}</p>`,
    `<p style="font-weight:bold;color:${colours[evaluation.outcome]}">${escape(text[evaluation.outcome])}${escape(versus)} – ${escape(successes(evaluation.successes))}</p>`,
    ...notes.map((note) => `<p><small>${escape(note)}</small></p>`),
    '</div>',
  ].join('');
}

/**
 * Rolls one relayed event with WoD5e's dice and posts the card to the chat. `foundry` holds the
 * `Roll` and `ChatMessage` classes (the real ones, or a test's stubs). Returns what was posted,
 * or `undefined` for an event without dice.
 */
export async function rollEvent(event, foundry) {
  const formula = rollFormula(event);
  if (!formula) return undefined;
  const line = lineOf(event);
  const roll = await new foundry.Roll(formula).evaluate();
  const terms = diceTerms[line];
  const difficulty = Number.isInteger(event?.roll?.difficulty) ? event.roll.difficulty : undefined;
  const evaluation = evaluateFaces(line, facesOf(roll, terms.normal), facesOf(roll, terms.special), difficulty);
  const content = chatCard(event, evaluation, foundry.language);
  const message = await foundry.ChatMessage.create({
    content,
    rolls: [roll],
    speaker: { alias: String(event?.vampire?.name ?? '') },
    flags: { 'vitae-tabletop': { line, outcome: evaluation.outcome, successes: evaluation.successes } },
  });
  return { formula, evaluation, content, message };
}
