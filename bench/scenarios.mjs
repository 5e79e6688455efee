// The benchmark scenarios. Adding one is adding an entry to this list (see bench/README.md).
//
// Fields:
//   name     unique; what `npm run bench -- <name>` selects (a prefix before a `/` selects a group: `member`).
//   method   'GET' or 'POST' (every API call is POST /api/<service>/<path> with a JSON body).
//   path     the URL path.
//   body     a JSON-serialisable object sent as the request body (omit for GET).
//   session  omit/false for an anonymous call, or the demo user name to log in as once before the run
//            ('employee', 'notr', 'manager', 'admin', 'outsider'); the session cookie and the matching
//            x-csrf-token header are then sent with every request.
//   check    how an answer counts as correct: 'envelope' (default: HTTP 2xx and resultCode "0")
//            or a function (status, parsedBodyOrNull, rawBody) => boolean.
//   about    one line for the README/table notes: what the scenario measures.

/** The scenario every other one is compared with; always run first, whatever the filter says. */
export const CEILING = 'healthz';

export const DEMO_PASSWORD = 'Passw0rd!';

export const scenarios = [
  {
    name: CEILING,
    method: 'GET',
    path: '/healthz',
    check: (status, json) => status === 200 && json?.status === 'ok',
    about: 'Fastify routing + one `select 1` on the database: the ceiling for any call.',
  },
  {
    name: 'login',
    method: 'POST',
    path: '/api/auth/login',
    body: { userName: 'employee', password: DEMO_PASSWORD },
    about: 'A successful login: member lookup, scrypt password check (deliberately slow), session insert, cookies.',
  },
  {
    name: 'member/passenger/list',
    method: 'POST',
    path: '/api/member/passenger/list',
    body: { pageIndex: 1, pageSize: 20 },
    session: 'employee',
    about: 'An authenticated read: session + CSRF check, one page of saved passengers with certificates, masking.',
  },
];
