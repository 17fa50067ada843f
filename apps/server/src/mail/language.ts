/** The languages account mails are written in; German is Vitae's first language and the default. */
export const mailLanguages = ['de-DE', 'en-US'] as const;
export type MailLanguage = (typeof mailLanguages)[number];

/**
 * The mail language a request asks for. The web app sends its own UI language as
 * `Accept-Language` on every call, so a player who uses Vitae in English gets English mail.
 * Only a header whose first language is English (`en`, `en-US`, `en-GB;q=0.9, …`) switches;
 * anything else, and no header (spec §7's plain calls), stays German.
 */
export function mailLanguage(acceptLanguage: string | readonly string[] | undefined): MailLanguage {
  const header = typeof acceptLanguage === 'string' ? acceptLanguage : acceptLanguage?.[0];
  const first = header?.split(',')[0]?.split(';')[0]?.trim().toLowerCase() ?? '';
  return first.split(/[-_]/)[0] === 'en' ? 'en-US' : 'de-DE';
}
