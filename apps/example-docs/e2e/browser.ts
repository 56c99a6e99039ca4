import type { Page } from 'playwright-core';
import { baseUrl, waitForHydration } from '../../../tools/e2e/browser';

export { baseUrl, launch, openPage } from '../../../tools/e2e/browser';

/** Opens a path and waits until the app has hydrated it. */
export async function visit(page: Page, path: string) {
  const response = await page.goto(baseUrl() + path);
  await waitForHydration(page);
  return response;
}
