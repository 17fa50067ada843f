import { describe, expect, it } from 'vitest';
import { playProblem } from './problem.ts';
import i18next from 'i18next';
import rootDe from '../../../i18n/locales/de-DE.json';
import rootEn from '../../../i18n/locales/en-US.json';
import mainDe from '../../../i18n/locales/main/de-DE.json';
import mainEn from '../../../i18n/locales/main/en-US.json';

/** An i18next with the app's root and main packs of one language, as the app merges them. */
async function testI18n(lng: 'de-DE' | 'en-US') {
  const instance = i18next.createInstance();
  await instance.init({ lng, resources: { [lng]: { translation: {} } }, interpolation: { escapeValue: false } });
  for (const pack of lng === 'de-DE' ? [rootDe, mainDe] : [rootEn, mainEn]) instance.addResourceBundle(lng, 'translation', pack, true, true);
  return instance;
}

describe('playProblem: a refusal in the app language, never the server English', () => {
  const cases: [string, Parameters<typeof playProblem>[1], string, string][] = [
    ['offline', { status: 0 }, 'Keine Verbindung', 'connection'],
    ['wrong code', { status: 404, code: 'code_invalid' }, 'Code', 'code'],
    ['banned', { status: 403, code: 'play_banned' }, 'gesperrt', 'banned'],
    ['hunger dice on a werewolf', { code: 'wrong_special_dice' }, 'Sonderwürfel', 'special dice'],
    ['webhook host', { status: 400, code: 'webhook_host_not_allowed' }, 'Discord', 'Discord'],
    ['malformed link', { status: 400, code: 'invalid_request' }, 'Anfrage', 'request'],
    ['unknown code', { status: 418, code: 'teapot' }, 'nicht geklappt', 'did not work'],
  ];
  it.each(cases)('%s', async (_name, failure, german, english) => {
    const de = await testI18n('de-DE');
    const en = await testI18n('en-US');
    expect(playProblem(de.t, failure)).toContain(german);
    expect(playProblem(en.t, failure)).toContain(english);
    expect(playProblem(de.t, failure)).not.toMatch(/errors\.|play\./);
  });
});
