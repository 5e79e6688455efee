import { networkInterfaces } from 'node:os';
import { describe, expect, inject, it } from 'vitest';
import { logIn, pageErrors, usePages } from './support/browser';

/** The machine's first address other than loopback: how a colleague on the office network opens the product. */
const machineAddress = Object.values(networkInterfaces())
  .flat()
  .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;

describe('opened from the machine address over plain HTTP', () => {
  const open = usePages();

  // Without a network address there is nothing but loopback to open it from.
  it.skipIf(!machineAddress)('loads every asset over http, logs in and shows the home page', async () => {
    const port = new URL(inject('baseUrl')).port;
    const { context, page } = await open({ baseURL: `http://${machineAddress}:${port}` });
    const failed: string[] = [];
    page.on('requestfailed', (r) => failed.push(`${r.url()} ${r.failure()?.errorText ?? ''}`));
    const upgraded: string[] = [];
    page.on('request', (r) => r.url().startsWith('https:') && upgraded.push(r.url()));

    await logIn(page, 'employee');
    await expect.poll(() => page.getByTestId('home-greeting').innerText()).toMatch(/,/);
    expect(page.url()).toMatch(new RegExp(`^http://${machineAddress!.replace(/\./g, '\\.')}:${port}/`));
    expect(upgraded).toEqual([]);
    expect(failed).toEqual([]);
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });
});
