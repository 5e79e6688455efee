import type { Page } from 'playwright-core';

/** One call of the API from a logged-in page, as the web app makes it (CSRF header from the cookie); answers the envelope. */
export async function callFromPage<T>(page: Page, path: string, body: unknown): Promise<{ resultCode: string; description: string; data: T }> {
  return page.evaluate(
    async ([url, input]) => {
      const csrf = /(?:^|; )csrf_token=([^;]*)/.exec(document.cookie)?.[1] ?? '';
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': decodeURIComponent(csrf) },
        body: JSON.stringify(input),
      });
      return (await res.json()) as { resultCode: string; description: string; data: never };
    },
    [`/api/${path}`, body] as const,
  );
}

/** Like callFromPage, for a call that must succeed: answers its data. */
export async function okFromPage<T>(page: Page, path: string, body: unknown): Promise<T> {
  const envelope = await callFromPage<T>(page, path, body);
  if (envelope.resultCode !== '0') throw new Error(`${path}: ${envelope.resultCode} ${envelope.description}`);
  return envelope.data;
}
