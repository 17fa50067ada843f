import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { readMailbox } from './mailbox.ts';

let counter = 0;

/** A fresh alias and e-mail address for one test. */
export function newIdentity(prefix = 'spieler'): { alias: string; email: string } {
  counter += 1;
  const alias = `${prefix}${Date.now().toString(36)}${counter}`;
  return { alias, email: `${alias}@example.test` };
}

/** The code in the newest real mail the server sent to `email`. */
export async function codeFromMail(email: string, after = 0): Promise<string> {
  const file = process.env.VITAE_E2E_MAILBOX;
  if (!file) throw new Error('VITAE_E2E_MAILBOX is not set');
  let code: string | undefined;
  await expect
    .poll(
      () => {
        const mails = readMailbox(file).filter((mail) => mail.to.includes(email));
        code = mails.slice(after).at(-1)?.text.match(/^\s+([A-Z0-9]{4}(?:-[A-Z0-9]{4})+)\s*$/m)?.[1];
        return code;
      },
      { message: `a mail with a code to ${email}`, timeout: 10_000 },
    )
    .toBeTruthy();
  return code!;
}

export function mailCount(email: string): number {
  const file = process.env.VITAE_E2E_MAILBOX;
  return file ? readMailbox(file).filter((mail) => mail.to.includes(email)).length : 0;
}

/** Registers through the login screen with the code from the real mail; ends on the main screen. */
export async function registerThroughUi(page: Page, identity = newIdentity()): Promise<{ alias: string; email: string }> {
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Neues Konto' });
  await form.getByLabel('Alias').fill(identity.alias);
  await form.getByLabel('E-Mail-Adresse').fill(identity.email);
  await form.getByRole('button', { name: 'Registrieren' }).click();
  await expect(page.getByRole('heading', { name: 'Konto bestätigen' })).toBeVisible();
  await page.getByLabel('Bestätigungscode').fill(await codeFromMail(identity.email));
  await page.getByRole('button', { name: 'Bestätigen' }).click();
  await expect(page.getByRole('tablist', { name: 'Bereiche' })).toBeVisible();
  return identity;
}
