// Plain fetch calls to the server outside the measured runs: logging in, sampling a request.

/**
 * The request a scenario makes, as method/path/headers/body (body already a string). With a mix (what a scenario's
 * `prepare` built): `bodies` — `body` is the first of them and `bodies` has them all as strings, to cycle through; or
 * `nextBody()` (a fresh body per request, for writes) — `body` is a first fresh one, `tag` its tag, and `nextBody` and
 * `onAnswer` are passed on to the load run.
 */
export function requestOf(scenario, session, mix = null) {
  const headers = {};
  let body;
  let extra = {};
  let path = scenario.path;
  if (mix?.calls) {
    // A mix of calls to several paths (the hotel workload): each request takes the next path and body.
    if (mix.calls.length === 0) throw new Error(`${scenario.name}: its prepare step built no call`);
    const calls = mix.calls.map((c) => ({ path: c.path, body: JSON.stringify(c.body) }));
    ({ path, body } = calls[0]);
    extra = { calls };
  } else if (mix?.nextBody) {
    const first = mix.nextBody();
    body = first.body;
    extra = { tag: first.tag, nextBody: mix.nextBody, ...(mix.onAnswer ? { onAnswer: mix.onAnswer } : {}) };
  } else if (mix?.bodies) {
    if (mix.bodies.length === 0) throw new Error(`${scenario.name}: its prepare step built no request body`);
    const bodyList = mix.bodies.map((b) => JSON.stringify(b));
    body = bodyList[0];
    extra = { bodies: bodyList };
  } else if (scenario.body !== undefined) {
    body = JSON.stringify(scenario.body);
  }
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (session) Object.assign(headers, session.headers);
  return { method: scenario.method ?? 'POST', path, headers, body, ...extra };
}

/** One request with fetch: { status, text, json }. */
export async function send(baseUrl, { method, path, headers, body }) {
  const res = await fetch(baseUrl + path, { method, headers, body, signal: AbortSignal.timeout(30_000) });
  const text = await res.text();
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, text, json, headers: res.headers };
}

/**
 * Logs in and returns what every call made with the session needs:
 * the `sid` + `csrf_token` cookies and the `x-csrf-token` header echoing the CSRF token.
 */
export async function login(baseUrl, userName, password) {
  const answer = await send(baseUrl, {
    method: 'POST',
    path: '/api/auth/login',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName, password }),
  });
  if (answer.status !== 200 || answer.json?.resultCode !== '0') {
    throw new Error(`login as ${userName} failed: HTTP ${answer.status} ${answer.text.slice(0, 300)}`);
  }
  const cookies = {};
  for (const line of answer.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const eq = pair.indexOf('=');
    if (eq > 0) cookies[pair.slice(0, eq).trim()] = pair.slice(eq + 1).trim();
  }
  const sid = cookies.sid;
  const csrf = cookies.csrf_token ?? answer.json.data?.csrfToken;
  if (!sid || !csrf) {
    throw new Error(`login as ${userName} answered without the sid/csrf_token cookies (set-cookie: ${JSON.stringify(answer.headers.getSetCookie())})`);
  }
  return {
    userName,
    headers: { cookie: `sid=${sid}; csrf_token=${csrf}`, 'x-csrf-token': csrf },
  };
}
