/**
 * README.md's "Signed embedding: a session route on your server" against `platform-embed dev`:
 * the ```ts block as written (its `GET` mounted at `/embed-session`), with `PLATFORM_URL`,
 * `PLATFORM_EMBED_URL` and `PLATFORM_API_KEY` from `dev`. The URL it answers loads in the frame,
 * its session redeemed once; nobody signed in is a 401, a dashboard it does not name a 404.
 */
import { expect, test } from '../support/test.js';
import { GLOBALS_FILE, openQuickStart, QUICKSTART_USER, sessionRoutes } from './project.js';

const project = openQuickStart('session-route');

let url = '';
test.beforeAll(async () => {
  const quickStart = project();
  url = await quickStart.serve(GLOBALS_FILE, await sessionRoutes(quickStart));
});

// The fake embed's page has no favicon.
test.use({ allowedConsoleErrors: /Failed to load resource: .* 404/ });

test("session route: a signed URL of dev's embed, opened once for the signed-in user", async ({ page, request }) => {
  const response = await request.get(new URL('/embed-session?dashboard=sales', url).href, {
    headers: { cookie: `user=${QUICKSTART_USER}` },
  });
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('no-store');
  const { url: signed } = (await response.json()) as { url: string };
  expect(new URL(signed).origin).toBe(new URL(project().dev.embed.url).origin);
  await page.goto(signed);
  await expect(page.getByTestId('mode')).toHaveText('signed');
  await expect(page.getByTestId('viewer')).toHaveText(QUICKSTART_USER);
  await page.goto(signed);
  await expect(page.getByTestId('mode')).toHaveText('refused');
});

test('session route: 401 with nobody signed in, 404 for a dashboard it does not name', async ({ request }) => {
  expect((await request.get(new URL('/embed-session?dashboard=sales', url).href)).status()).toBe(401);
  for (const name of ['', 'marketing', 'constructor', '__proto__'])
    expect(
      (
        await request.get(new URL(`/embed-session?dashboard=${name}`, url).href, {
          headers: { cookie: `user=${QUICKSTART_USER}` },
        })
      ).status(),
      name,
    ).toBe(404);
});
