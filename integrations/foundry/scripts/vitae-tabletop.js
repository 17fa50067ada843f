/* global game, Hooks, Roll, ChatMessage, ui */
// Foundry glue: settings, the event stream and its reconnect. What a roll means lives in roll-mapping.js.
import { rollEvent } from './roll-mapping.js';

const moduleId = 'vitae-tabletop';
/** How often a closed stream is noticed and opened again (as the original module did). */
const reconnectCheckMs = 5_000;
let source;
let watchdog;

/** Only one client per world listens, or every connected browser would roll each die again. */
function isListener() {
  if (!game.user?.isGM) return false;
  const active = game.users?.activeGM;
  return active ? active.id === game.user.id : true;
}

function streamUrl() {
  const base = String(game.settings.get(moduleId, 'serverUrl') || '').trim().replace(/\/+$/, '');
  const key = String(game.settings.get(moduleId, 'accessKey') || '').trim();
  return base && key ? `${base}/api/vicartt/stream?accessKey=${encodeURIComponent(key)}` : '';
}

function stop() {
  clearInterval(watchdog);
  watchdog = undefined;
  source?.close();
  source = undefined;
}

function open() {
  const url = streamUrl();
  if (!url) return;
  source?.close();
  source = new EventSource(url);
  source.addEventListener('message', (message) => {
    let event;
    try {
      event = JSON.parse(message.data);
    } catch {
      return;
    }
    rollEvent(event, { Roll, ChatMessage, language: game.i18n?.lang === 'de' ? 'de' : 'en' }).catch((error) => console.error(`${moduleId} | roll failed`, error));
  });
}

function start() {
  stop();
  if (!game.settings.get(moduleId, 'enabled') || !isListener()) return;
  open();
  // EventSource retries dropped connections itself but gives up on a refused one; try again then.
  watchdog = setInterval(() => {
    if (!source || source.readyState === EventSource.CLOSED) open();
  }, reconnectCheckMs);
}

Hooks.once('init', () => {
  game.settings.register(moduleId, 'enabled', {
    name: 'Enable Vitae integration',
    hint: 'Roll the dice that Vitae character sheets send to this world (only the active game master listens).',
    scope: 'world',
    config: true,
    type: Boolean,
    default: false,
    onChange: () => start(),
  });
  // Client settings live in this browser only: the key is the secret that lets a sheet roll here.
  game.settings.register(moduleId, 'serverUrl', {
    name: 'Vitae server',
    hint: 'The address of the Vitae app, e.g. https://vitae.example.org',
    scope: 'client',
    config: true,
    type: String,
    default: '',
    onChange: () => start(),
  });
  game.settings.register(moduleId, 'accessKey', {
    name: 'Access key',
    hint: 'Enter this key as the FoundryVTT ID in the character info of each Vitae sheet that should roll here.',
    scope: 'client',
    config: true,
    type: String,
    default: '',
    onChange: () => start(),
  });
});

Hooks.once('ready', async () => {
  if (!game.settings.get(moduleId, 'accessKey')) await game.settings.set(moduleId, 'accessKey', crypto.randomUUID());
  start();
  if (game.settings.get(moduleId, 'enabled') && isListener() && !streamUrl()) ui.notifications?.warn('Vitae Tabletop: set the Vitae server address in the module settings.');
});
