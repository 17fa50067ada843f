import { expect, test } from '../support/fixtures.ts';

test('the app loads from the server in German and reaches the API', async ({ page }) => {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await page.goto('/');
  await expect(page).toHaveTitle('Vitae');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vitae');
  await expect(page.getByRole('status')).toHaveText('Server erreichbar');
  expect(consoleErrors).toEqual([]);
});

test('a deep link is answered by the SPA, an unknown API path by JSON', async ({ page, request }) => {
  await page.goto('/viewer/00000000-0000-4000-8000-000000000000/profile');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vitae');
  const response = await request.get('/api/nope');
  expect(response.status()).toBe(404);
  expect(await response.json()).toEqual({ message: 'there is no GET /api/nope' });
});
