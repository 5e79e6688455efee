import { describe, expect, it } from 'vitest';
import { logIn, usePages, pageErrors, screenshot, switchLanguage } from './support/browser';

describe('logging in, switching language, logging out', () => {
  const open = usePages();

  it('sends a visitor to the login page and shows the server\'s translated refusal', async () => {
    const { context, page } = await open({ locale: 'zh-CN' });
    await page.goto('/');
    await page.waitForURL('**/login');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
    await expect.poll(() => page.getByTestId('login-submit').innerText()).toMatch(/登\s*录/);

    await page.getByTestId('login-username').fill('employee');
    await page.getByTestId('login-password').fill('wrong password');
    await page.getByTestId('login-submit').click();
    const error = page.getByTestId('login-error');
    await error.waitFor();
    const text = await error.innerText();
    expect(text).toMatch(/[\u4e00-\u9fff]/); // the server's description, in Chinese
    expect(text).not.toContain('LOGIN_FAILED');
    await screenshot(page, 'login-error-zh-CN');

    // An empty form is refused by the contract's schema before anything is sent.
    await page.getByTestId('login-username').fill('');
    await page.getByTestId('login-password').fill('');
    await page.getByTestId('login-submit').click();
    await expect.poll(() => page.getByTestId('login-field-error').allInnerTexts()).toEqual(['此项为必填项。', '此项为必填项。']);
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });

  it('logs in as employee, switches to English, keeps the choice, shows coming soon and logs out', async () => {
    const { context, page } = await open({ locale: 'zh-CN' });
    await logIn(page, 'employee');
    const greeting = page.getByTestId('home-greeting');
    expect(await greeting.innerText()).toMatch(/^(早上好|下午好|晚上好)，张伟$/);
    expect(await page.getByTestId('home-enterprise').innerText()).toContain('演示企业');

    await switchLanguage(page, 'en');
    await expect.poll(() => greeting.innerText()).toMatch(/^Good (morning|afternoon|evening), 张伟$/);
    expect(await page.getByTestId('nav-travelRequests').innerText()).toBe('Travel requests');
    expect(await page.getByTestId('shortcut-approvals').innerText()).toContain('Approvals');
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'lang')?.value).toBe('en');
    await screenshot(page, 'home-en-desktop');

    // The choice survives a reload even though the browser prefers Chinese.
    await page.reload();
    await expect.poll(() => page.getByTestId('home-greeting').innerText()).toMatch(/^Good (morning|afternoon|evening), /);

    // The member logged in in Chinese and switched to English: their mail follows, as the profile says; dates read
    // the English way.
    await page.getByTestId('nav-profile').click();
    await expect.poll(() => page.getByTestId('self-language').innerText()).toBe('English');
    expect(await page.getByTestId('user-details').innerText()).toContain('05/20/1990');

    await page.getByTestId('nav-flight').click();
    await page.waitForURL('**/flight');
    expect(await page.getByTestId('coming-soon-title').innerText()).toBe('Flight is coming soon');
    await screenshot(page, 'coming-soon-flight-en');

    await page.getByTestId('user-menu').click();
    await page.getByTestId('logout').click();
    await page.waitForURL('**/login');
    await page.getByTestId('login-submit').waitFor();
    expect(await page.getByTestId('login-submit').innerText()).toMatch(/Sign in/);
    // The session is really gone: the app sends us back to the login page.
    await page.goto('/profile');
    await page.waitForURL('**/login');
    await screenshot(page, 'login-after-logout-en');
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });

  it('applies the language to Ant Design too, Filipino included', async () => {
    const { context, page } = await open({ locale: 'en-US' });
    await logIn(page, 'notr');
    await switchLanguage(page, 'fil');
    await expect.poll(() => page.getByTestId('home-greeting').innerText()).toMatch(/^Magandang (umaga|hapon|gabi), /);
    await page.goto('/profile');
    await page.getByTestId('passenger-add').click();
    // Ant Design's own strings (the date picker's placeholder) come from our Filipino locale.
    await expect.poll(() => page.getByTestId('passenger-birthday').getAttribute('placeholder')).toBe('Pumili ng petsa');
    expect(await page.title()).toBe('Biyaheng Pangnegosyo');
    await screenshot(page, 'passenger-form-fil');

    await page.getByRole('button', { name: 'Kanselahin' }).click();
    await switchLanguage(page, 'ja');
    await expect.poll(() => page.getByTestId('self-language').innerText()).toBe('日本語');
    // Dates the Japanese way, a German member's the German way.
    expect(await page.getByTestId('user-details').innerText()).toContain('1992/08/08');
    await page.getByTestId('passenger-add').click();
    await expect.poll(() => page.getByTestId('passenger-birthday').getAttribute('placeholder')).toBe('日付を選択');
    await page.keyboard.press('Escape');
    await switchLanguage(page, 'de');
    await expect.poll(() => page.getByTestId('user-details').innerText()).toContain('08.08.1992');
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });
});
