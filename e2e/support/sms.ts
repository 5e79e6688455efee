import type { BrowserContext } from 'playwright-core';
import { expect } from 'vitest';

/** The newest code texted to a mobile, read on the SMS sandbox page as a developer would (another tab). */
export async function codeFromSandbox(context: BrowserContext, mobile: string, not?: string): Promise<string> {
  const sms = await context.newPage();
  await sms.goto('/dev/sms');
  await sms.getByTestId('sms-filter').fill(mobile);
  await sms.getByTestId('sms-filter').press('Enter');
  let code = '';
  await expect
    .poll(
      async () => {
        const first = sms.locator(`[data-testid="sms-message"][data-to="${mobile}"]`).first();
        if ((await first.count()) === 0) return '';
        code = /(\d{6})/.exec(await first.getByTestId('sms-text').innerText())?.[1] ?? '';
        return code && code !== not ? code : '';
      },
      { timeout: 15_000 },
    )
    .not.toBe('');
  await sms.close();
  return code;
}
