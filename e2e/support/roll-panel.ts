import type { Locator } from '@playwright/test';
import { expect } from './fixtures.ts';

/** Opens the roll panel's options (bonus, difficulty, the line's own dice) unless they are open already. */
export async function openRollOptions(panel: Locator): Promise<void> {
  const toggle = panel.getByRole('button', { name: /^Optionen/ });
  if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
}
