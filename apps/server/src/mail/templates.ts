/**
 * Account mails are written in German, the language Vitae speaks to its users.
 * Codes are shown grouped (ABCD-EFGH); entry ignores the dash.
 */
export interface MailContent {
  subject: string;
  text: string;
}

export function activationMail(alias: string, code: string, validMinutes: number): MailContent {
  return {
    subject: `Vitae – dein Aktivierungscode ${code}`,
    text: [
      `Hallo ${alias},`,
      '',
      'willkommen bei Vitae! Gib diesen Code in der App ein, um dein Konto zu aktivieren:',
      '',
      `    ${code}`,
      '',
      `Der Code gilt ${validMinutes} Minuten und nur ein einziges Mal.`,
      'Falls du dich nicht registriert hast, kannst du diese E-Mail einfach ignorieren.',
      '',
      '– Vitae',
    ].join('\n'),
  };
}

export function recoveryMail(alias: string, code: string, validMinutes: number): MailContent {
  return {
    subject: `Vitae – dein Wiederherstellungscode ${code}`,
    text: [
      `Hallo ${alias},`,
      '',
      'jemand möchte den Zugang zu deinem Vitae-Konto wiederherstellen. Mit diesem Code erhältst du einen neuen Zugangsschlüssel:',
      '',
      `    ${code}`,
      '',
      `Der Code gilt ${validMinutes} Minuten und nur ein einziges Mal. Dein bisheriger Schlüssel funktioniert danach nicht mehr.`,
      'Falls du das nicht warst, ignoriere diese E-Mail; an deinem Konto ändert sich dann nichts.',
      '',
      '– Vitae',
    ].join('\n'),
  };
}
