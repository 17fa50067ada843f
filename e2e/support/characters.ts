import type { Page } from '@playwright/test';

/** Creates characters for the logged-in user of `page` through the real API (the wizard comes later). */
export async function seedCharacters(page: Page, characters: Array<Record<string, unknown>>): Promise<string[]> {
  const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('vitae:session')!) as { accessToken: string }).accessToken);
  const ids: string[] = [];
  for (const character of characters) {
    const response = await page.request.post('/api/characters', { data: character, headers: { authorization: `Bearer ${token}` } });
    if (response.status() !== 201) throw new Error(`seeding failed: ${await response.text()}`);
    ids.push(((await response.json()) as { id: string }).id);
  }
  return ids;
}

/** The user's characters as the server has them. */
export async function serverCharacters(page: Page): Promise<Array<{ id: string; name: string; directory?: string; [key: string]: unknown }>> {
  const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('vitae:session')!) as { accessToken: string }).accessToken);
  // The whole characters (the default list is light: what the list shows).
  const response = await page.request.get('/api/characters?full=true', { headers: { authorization: `Bearer ${token}` } });
  return ((await response.json()) as { characters: Array<{ id: string; name: string; directory?: string }> }).characters;
}

/** Drags with real mouse movements (dnd-kit starts a drag after a few pixels). */
export async function dragWithMouse(page: Page, from: { x: number; y: number }, to: { x: number; y: number }): Promise<void> {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 10, from.y + 10, { steps: 3 });
  await page.mouse.move(to.x, to.y, { steps: 12 });
  await page.mouse.move(to.x + 2, to.y + 2, { steps: 2 });
  await page.mouse.up();
}

/**
 * Returns once the page has run every timer already due. dnd-kit's keyboard sensor starts listening
 * for the arrow keys in a timer it sets when the drag starts: a person never presses the next key
 * that fast, a test can (an arrow sent right after Space was lost in 2 of 6 runs). Timers with the
 * same delay run in the order they were set, so one set now runs after the sensor's.
 */
export async function afterTimersDue(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
}

export async function centerOf(page: Page, selector: string): Promise<{ x: number; y: number }> {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector} is not visible`);
  return { x: box.x + box.width / 2, y: box.y + Math.min(box.height / 2, 20) };
}
