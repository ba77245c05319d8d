// The confirm dialog (src/core/ui/confirm-dialog.tsx) as the storefront shows it before an
// irreversible step: find it, read it, answer it.
import type { Page } from 'playwright-core';

export const confirmDialog = (page: Page) => page.locator('vitrina-storefront >> [data-testid=confirm]');

/** Waits for the dialog, clicks the button named `choice` (the action or "Volver"), waits for it to go. */
export async function answerConfirm(page: Page, choice: string): Promise<void> {
  const dialog = confirmDialog(page);
  await dialog.getByRole('button', { name: choice, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}
