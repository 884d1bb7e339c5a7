/**
 * One set of host settings and one-shot actions for the replay tests, and what the fake embed
 * shows once it got the settings back: a reloaded embed (by its own button, by `reload()`)
 * must show the settings again, and neither the path nor the refresh.
 */
import type { FrameLocator, Page } from '@playwright/test';
import { expect } from './test.js';

/** Sets scheme, theme, locale and a filter on embed `id`, then navigates and refreshes it; waits until it refreshed. */
export async function applyEverySetting(page: Page, embed: FrameLocator, id = 'main'): Promise<void> {
  await page.evaluate((id) => {
    const controller = window.harness.embeds[id]!;
    controller.setColorScheme('dark');
    controller.setTheme({ primaryColor: '#e11d48' });
    controller.setLocale('fr-FR');
    controller.setFilter({ view: 'orders', dimension: 'status', value: ['paid'] });
    controller.navigate('/orders');
    controller.refresh();
  }, id);
  await expect(embed.getByTestId('refresh-count')).toHaveText('1');
}

/** The fake embed shows every setting of {@link applyEverySetting} (received again), its path reset and no refresh. */
export async function expectSettingsBack(embed: FrameLocator): Promise<void> {
  await expect(embed.getByTestId('scheme')).toHaveText('dark');
  await expect(embed.getByTestId('theme')).toHaveText('{"primaryColor":"#e11d48"}');
  await expect(embed.getByTestId('locale')).toHaveText('fr-FR');
  await expect(embed.locator('[data-filter-key="orders.status"]')).toHaveText('orders.status = ["paid"]');
  await expect(embed.getByTestId('path')).toHaveText('/');
  await expect(embed.getByTestId('refresh-count')).toHaveText('0');
}
