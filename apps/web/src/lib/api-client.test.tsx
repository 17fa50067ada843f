/**
 * The API wrapper tells the server the app's language (`Accept-Language`), so account mails come
 * in the language the player uses Vitae in, not the browser's.
 */
import i18next from 'i18next';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { changeLanguage } from '../i18n/i18n.ts';
import { beginRecovery, register } from './session/account-api.ts';

/** Every request's `Accept-Language`, in order; each is answered 202. */
function languagesSent(): Array<string | null> {
  const sent: Array<string | null> = [];
  vi.stubGlobal('fetch', async (_input: RequestInfo | URL, init?: RequestInit) => {
    sent.push(new Headers(init?.headers).get('accept-language'));
    return new Response(JSON.stringify({ message: 'await activation' }), { status: 202, headers: { 'content-type': 'application/json' } });
  });
  return sent;
}

describe('the language of API calls', () => {
  it('sends the app language, German by default, and follows a switch to English and back', async () => {
    onTestFinished(async () => {
      await i18next.changeLanguage('de-DE');
    });
    const sent = languagesSent();
    expect((await register('Lucretia', 'lucretia@example.test')).ok).toBe(true);

    await changeLanguage('en-US');
    await register('Lucretia', 'lucretia@example.test');
    await beginRecovery('lucretia@example.test');

    await changeLanguage('de-DE');
    await beginRecovery('lucretia@example.test');

    expect(sent).toEqual(['de-DE', 'en-US', 'en-US', 'de-DE']);
  });
});
