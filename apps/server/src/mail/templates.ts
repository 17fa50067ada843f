/**
 * Account mails are written in German, the language Vitae speaks to its users.
 * Codes are shown grouped (ABCD-EFGH); entry ignores the dash.
 */
export interface MailContent {
  subject: string;
  text: string;
}

/** A mail that carries a one-time code: greeting, why, the code set apart, how long it lives, who may ignore it. */
function codeMail(parts: { subject: string; alias: string; why: string; code: string; validity: string; ignore: string }): MailContent {
  return {
    subject: parts.subject,
    text: [`Hallo ${parts.alias},`, '', parts.why, '', `    ${parts.code}`, '', parts.validity, parts.ignore, '', '– Vitae'].join('\n'),
  };
}

const notYouIgnore = 'Falls du das nicht warst, ignoriere diese E-Mail; an deinem Konto ändert sich dann nichts.';
const onceWithin = (validMinutes: number) => `Der Code gilt ${validMinutes} Minuten und nur ein einziges Mal.`;

export function activationMail(alias: string, code: string, validMinutes: number): MailContent {
  return codeMail({
    subject: `Vitae – dein Aktivierungscode ${code}`,
    alias,
    why: 'willkommen bei Vitae! Gib diesen Code in der App ein, um dein Konto zu aktivieren:',
    code,
    validity: onceWithin(validMinutes),
    ignore: 'Falls du dich nicht registriert hast, kannst du diese E-Mail einfach ignorieren.',
  });
}

export function recoveryMail(alias: string, code: string, validMinutes: number): MailContent {
  return codeMail({
    subject: `Vitae – dein Wiederherstellungscode ${code}`,
    alias,
    why: 'jemand möchte den Zugang zu deinem Vitae-Konto wiederherstellen. Mit diesem Code erhältst du einen neuen Zugangsschlüssel:',
    code,
    validity: `${onceWithin(validMinutes)} Danach funktioniert dein bisheriger Schlüssel nicht mehr, ein gesetztes Passwort wird entfernt und alle Geräte werden abgemeldet.`,
    ignore: notYouIgnore,
  });
}

/** "Auf neuem Gerät anmelden": a code for one more session; unlike recovery, nothing else changes. */
export function deviceSignInMail(alias: string, code: string, validMinutes: number): MailContent {
  return codeMail({
    subject: `Vitae – dein Anmeldecode ${code}`,
    alias,
    why: 'jemand möchte sich auf einem neuen Gerät bei deinem Vitae-Konto anmelden. Gib diesen Code dort ein:',
    code,
    validity: `${onceWithin(validMinutes)} Deine anderen Geräte bleiben angemeldet; dein Zugangsschlüssel und dein Passwort bleiben, wie sie sind.`,
    ignore: 'Falls du das nicht warst, ignoriere diese E-Mail und gib den Code niemandem weiter.',
  });
}

/** Registration with an address that already has an account: the mail says so, the screen does not. */
export function accountExistsMail(alias: string): MailContent {
  return {
    subject: 'Vitae – du hast schon ein Konto',
    text: [
      `Hallo ${alias},`,
      '',
      'jemand wollte mit dieser E-Mail-Adresse ein neues Vitae-Konto anlegen. Zu dieser Adresse gibt es aber schon dein Konto, darum wurde kein neues angelegt.',
      '',
      'Falls du nicht mehr hineinkommst, wähle in der App „Konto wiederherstellen“: Du bekommst dann einen Code an diese Adresse.',
      'Falls du das nicht warst, kannst du diese E-Mail einfach ignorieren.',
      '',
      '– Vitae',
    ].join('\n'),
  };
}

/** Recovery or device sign-in for an address without an account: the mail says so, the screen does not. */
export function noAccountMail(attempt: 'recover' | 'device' = 'recover'): MailContent {
  return {
    subject: 'Vitae – kein Konto zu dieser Adresse',
    text: [
      'Hallo,',
      '',
      `jemand wollte ${attempt === 'device' ? 'sich mit dieser E-Mail-Adresse bei Vitae anmelden' : 'ein Vitae-Konto mit dieser E-Mail-Adresse wiederherstellen'}. Zu dieser Adresse gibt es aber kein Konto.`,
      '',
      'Wenn du Vitae nutzen möchtest, registriere dich in der App mit einem Alias und dieser Adresse.',
      'Falls du das nicht warst, kannst du diese E-Mail einfach ignorieren.',
      '',
      '– Vitae',
    ].join('\n'),
  };
}

export function passwordCodeMail(alias: string, code: string, validMinutes: number): MailContent {
  return codeMail({
    subject: `Vitae – dein Code für das Passwort ${code}`,
    alias,
    why: 'mit diesem Code kannst du in den Einstellungen von Vitae ein Passwort setzen oder ändern:',
    code,
    validity: `${onceWithin(validMinutes)} Nach der Änderung werden deine anderen Geräte abgemeldet.`,
    ignore: notYouIgnore,
  });
}

export function deleteAccountCodeMail(alias: string, code: string, validMinutes: number): MailContent {
  return codeMail({
    subject: `Vitae – Code zum Löschen deines Kontos ${code}`,
    alias,
    why: 'jemand möchte dein Vitae-Konto mit allen Charakteren und Ordnern endgültig löschen. Mit diesem Code wird es gelöscht:',
    code,
    validity: `${onceWithin(validMinutes)} Gelöschte Daten lassen sich nicht wiederherstellen – exportiere sie vorher in den Einstellungen, wenn du sie behalten willst.`,
    ignore: notYouIgnore,
  });
}
