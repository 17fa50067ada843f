import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mailLanguage, mailLanguages, type MailLanguage } from '../src/mail/language.ts';
import {
  accountExistsMail,
  activationMail,
  deleteAccountCodeMail,
  deviceSignInMail,
  noAccountMail,
  passwordCodeMail,
  recoveryMail,
  type MailContent,
} from '../src/mail/templates.ts';

describe('the mail language of a request', () => {
  it.each([
    [undefined, 'de-DE'],
    ['', 'de-DE'],
    ['de-DE', 'de-DE'],
    ['de', 'de-DE'],
    ['en-US', 'en-US'],
    ['en', 'en-US'],
    ['EN-gb', 'en-US'],
    ['en_US', 'en-US'],
    ['en-GB,en;q=0.9,de;q=0.8', 'en-US'],
    [' en-US ; q=1', 'en-US'],
    ['de-DE,en-US;q=0.5', 'de-DE'],
    ['fr-FR', 'de-DE'],
    ['fr-FR,en;q=0.5', 'de-DE'],
    ['*', 'de-DE'],
    ['eng', 'de-DE'],
    [['en-US', 'de-DE'], 'en-US'],
  ] as const)('%j → %s', (header, expected) => {
    expect(mailLanguage(header)).toBe(expected);
  });
});

/**
 * Every account mail in both languages, word for word. The German texts are the ones Vitae sent
 * before mails had a language (recorded from that code), so German readers see no change.
 */
const expected = JSON.parse(readFileSync(path.join(import.meta.dirname, 'fixtures/account-mails.json'), 'utf8')) as Record<MailLanguage, Record<string, MailContent>>;

function everyMail(language: MailLanguage): Record<string, MailContent> {
  return {
    activation: activationMail('Lucretia', 'ABCD-EFGH-JKMN', 15, language),
    recovery: recoveryMail('Lucretia', 'ABCD-EFGH-JKMN', 15, language),
    device: deviceSignInMail('Lucretia', 'ABCD-EFGH', 15, language),
    exists: accountExistsMail('Lucretia', language),
    noAccount: noAccountMail('recover', language),
    noAccountDevice: noAccountMail('device', language),
    password: passwordCodeMail('Lucretia', 'ABCD-EFGH', 15, language),
    deleteAccount: deleteAccountCodeMail('Lucretia', 'ABCD-EFGH', 15, language),
  };
}

describe('account mails', () => {
  it.each(mailLanguages)('read in %s as recorded', (language) => {
    expect(everyMail(language)).toEqual(expected[language]);
  });

  it('count minutes with the plural of each language', () => {
    expect(activationMail('Lucretia', 'ABCD', 1, 'de-DE').text).toContain('Der Code gilt 1 Minute und');
    expect(activationMail('Lucretia', 'ABCD', 15, 'de-DE').text).toContain('Der Code gilt 15 Minuten und');
    expect(recoveryMail('Lucretia', 'ABCD', 1, 'en-US').text).toContain('The code is valid for 1 minute and');
    expect(recoveryMail('Lucretia', 'ABCD', 15, 'en-US').text).toContain('The code is valid for 15 minutes and');
  });
});
