import i18next, { type TFunction } from 'i18next';
import deDE from './locales/de-DE.json' with { type: 'json' };
import enUS from './locales/en-US.json' with { type: 'json' };
import type { MailLanguage } from './language.ts';

/**
 * Account mails in the reader's language (`language.ts` picks it from the request; German by
 * default). Texts live in `locales/<language>.json` and go through i18next, like the web app's,
 * so plurals ("1 Minute" / "15 Minuten") follow each language's rules.
 * Codes are shown grouped (ABCD-EFGH); entry ignores the dash.
 */
export interface MailContent {
  subject: string;
  text: string;
}

const texts = i18next.createInstance();
// Synchronous: the resources are bundled, so the texts are there before the first mail.
void texts.init({
  lng: 'de-DE',
  fallbackLng: 'de-DE',
  supportedLngs: ['de-DE', 'en-US'],
  resources: { 'de-DE': { translation: deDE }, 'en-US': { translation: enUS } },
  initAsync: false,
  // Plain-text mail: nothing to escape.
  interpolation: { escapeValue: false },
  returnNull: false,
});

function translator(language: MailLanguage): TFunction {
  return texts.getFixedT(language);
}

/** A mail that carries a one-time code: greeting, why, the code set apart, how long it lives, who may ignore it. */
function codeMail(
  t: TFunction,
  parts: { kind: 'activation' | 'recovery' | 'device' | 'password' | 'deleteAccount'; alias: string; code: string; validMinutes: number; ignore: string },
): MailContent {
  const after = parts.kind === 'activation' ? '' : ` ${t(`${parts.kind}.after`)}`;
  return {
    subject: t(`${parts.kind}.subject`, { code: parts.code }),
    text: [
      t('greeting', { alias: parts.alias }),
      '',
      t(`${parts.kind}.why`),
      '',
      `    ${parts.code}`,
      '',
      `${t('validOnce', { count: parts.validMinutes })}${after}`,
      parts.ignore,
      '',
      t('signature'),
    ].join('\n'),
  };
}

/** A mail without a code: greeting, what happened, what to do, who may ignore it. */
function noticeMail(t: TFunction, subject: string, greeting: string, why: string, help: string): MailContent {
  return { subject, text: [greeting, '', why, '', help, t('notYouIgnore'), '', t('signature')].join('\n') };
}

export function activationMail(alias: string, code: string, validMinutes: number, language: MailLanguage): MailContent {
  const t = translator(language);
  return codeMail(t, { kind: 'activation', alias, code, validMinutes, ignore: t('activation.ignore') });
}

export function recoveryMail(alias: string, code: string, validMinutes: number, language: MailLanguage): MailContent {
  const t = translator(language);
  return codeMail(t, { kind: 'recovery', alias, code, validMinutes, ignore: t('notYouNothingChanges') });
}

/** "Auf neuem Gerät anmelden": a code for one more session; unlike recovery, nothing else changes. */
export function deviceSignInMail(alias: string, code: string, validMinutes: number, language: MailLanguage): MailContent {
  const t = translator(language);
  return codeMail(t, { kind: 'device', alias, code, validMinutes, ignore: t('device.ignore') });
}

/** Registration with an address that already has an account: the mail says so, the screen does not. */
export function accountExistsMail(alias: string, language: MailLanguage): MailContent {
  const t = translator(language);
  return noticeMail(t, t('accountExists.subject'), t('greeting', { alias }), t('accountExists.why'), t('accountExists.help'));
}

/** Recovery or device sign-in for an address without an account: the mail says so, the screen does not. */
export function noAccountMail(attempt: 'recover' | 'device', language: MailLanguage): MailContent {
  const t = translator(language);
  const why = attempt === 'device' ? t('noAccount.whyDevice') : t('noAccount.whyRecover');
  return noticeMail(t, t('noAccount.subject'), t('greetingNoAlias'), why, t('noAccount.help'));
}

export function passwordCodeMail(alias: string, code: string, validMinutes: number, language: MailLanguage): MailContent {
  const t = translator(language);
  return codeMail(t, { kind: 'password', alias, code, validMinutes, ignore: t('notYouNothingChanges') });
}

export function deleteAccountCodeMail(alias: string, code: string, validMinutes: number, language: MailLanguage): MailContent {
  const t = translator(language);
  return codeMail(t, { kind: 'deleteAccount', alias, code, validMinutes, ignore: t('notYouNothingChanges') });
}
