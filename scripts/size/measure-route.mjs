// Opens one route in a fresh browser context (empty cache) and records every JS and CSS file the page fetched.
import { assetKind, gzipBytes } from './page-weight.mjs';
import { DEMO_PASSWORD } from './routes.mjs';

const READY_TIMEOUT_MS = 30_000;

/** Logs in through the API in the context, so the page itself is opened cold (nothing cached by a login page). */
async function logIn(context, baseUrl, userName) {
  const res = await context.request.post(`${baseUrl}/api/auth/login`, {
    data: { userName, password: DEMO_PASSWORD },
    headers: { origin: baseUrl },
  });
  const body = await res.json();
  if (body.resultCode !== '0') throw new Error(`login as ${userName} refused: ${body.resultCode} ${body.description}`);
}

/**
 * → { assets: [{ url, kind, raw, gzip }], errors: [uncaught page errors] }. The page counts as shown when its
 * `ready` test id is visible and the network has gone quiet (lazy parts a rendered page asks for are included).
 */
export async function measureRoute(browser, baseUrl, spec) {
  const context = await browser.newContext({ baseURL: baseUrl, locale: spec.locale, viewport: { width: 1280, height: 860 } });
  try {
    if (spec.user) await logIn(context, baseUrl, spec.user);
    const page = await context.newPage();
    const errors = [];
    const bodies = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('response', (response) => {
      const kind = assetKind(response.url(), response.headers()['content-type']);
      if (!kind || response.status() !== 200) return;
      bodies.push(response.body().then((body) => ({ url: response.url(), kind, raw: body.length, gzip: gzipBytes(body) })));
    });
    await page.goto(spec.route);
    await page.getByTestId(spec.ready).first().waitFor({ state: 'visible', timeout: READY_TIMEOUT_MS });
    await page.waitForLoadState('networkidle', { timeout: READY_TIMEOUT_MS });
    const lang = await page.evaluate(() => document.documentElement.lang);
    if (lang !== spec.locale) errors.push(`the page speaks ${lang}, not ${spec.locale}`);
    return { assets: await Promise.all(bodies), errors };
  } finally {
    await context.close();
  }
}
