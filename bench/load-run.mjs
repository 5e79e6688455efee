// One autocannon run of a scenario, counting wrong answers as they come.
import autocannon from 'autocannon';
import { callSafely, checkerOf, describeAnswer } from './answer-check.mjs';

let current = null;

/** Stops the run in progress, if any (used on Ctrl-C). */
export function stopCurrentRun() {
  current?.stop();
}

/**
 * Runs `request` ({ method, path, headers, body }) against `baseUrl` for `duration` seconds.
 * `request.bodies` (strings), when present, are sent in turn instead of `request.body`; `request.calls` ({ path, body })
 * likewise, each with its own path; `request.nextBody()`
 * ({ body, tag }), when present, makes each request's body, and `request.onAnswer(tag, status, parsedBodyOrNull)` is told
 * every answer.
 * @returns autocannon's result plus `tally`: { wrong2xx, empty2xx, firstNon2xx, firstWrong2xx }.
 */
export async function loadRun({ baseUrl, scenario, request, duration, connections }) {
  const check = checkerOf(scenario);
  const tally = { wrong2xx: 0, empty2xx: 0, firstNon2xx: null, firstWrong2xx: null };
  const { bodies, calls, nextBody, onAnswer, tag: _firstTag, ...fixed } = request;
  // A mix of bodies: each request takes the next one (all connections share the counter, so a run sends the mix in
  // order, whatever the timing). A body generator (`nextBody`, for writes) makes a fresh body per request; its tag
  // rides in the connection's context (one request in flight per connection) to `onAnswer` with the answer.
  let sent = 0;
  const setupRequest = nextBody
    ? (req, context) => {
        const next = nextBody();
        context.tag = next.tag;
        return { ...req, body: next.body };
      }
    : calls
      ? (req) => ({ ...req, ...calls[sent++ % calls.length] })
      : bodies
        ? (req) => ({ ...req, body: bodies[sent++ % bodies.length] })
        : undefined;
  const answered = onAnswer ? (context, status, json) => onAnswer(context?.tag, status, json) : () => {};

  const instance = autocannon({
    url: baseUrl,
    duration,
    connections,
    pipelining: 1,
    timeout: 30,
    renderProgressBar: false,
    renderResultsTable: false,
    renderLatencyTable: false,
    requests: [
      {
        ...fixed,
        ...(setupRequest ? { setupRequest } : {}),
        // Every answer goes through here (non-workers mode runs in this process).
        onResponse(status, body, context) {
          if (status < 200 || status >= 300) {
            const json = parseOrNull(body);
            answered(context, status, json);
            if (!tally.firstNon2xx) tally.firstNon2xx = describeAnswer(status, json, body);
            return; // counted by autocannon as non2xx
          }
          if (scenario.rawCheck) {
            if (onAnswer) answered(context, status, parseOrNull(body));
            // Big answers: checked on the text, not parsed (parsing 35 KB costs this process ~0.4 ms an answer).
            if (!callSafely(scenario.rawCheck, status, body)) {
              tally.wrong2xx++;
              if (!tally.firstWrong2xx) tally.firstWrong2xx = describeAnswer(status, parseOrNull(body), body);
            } else if (scenario.rawEmpty && callSafely(scenario.rawEmpty, body)) {
              tally.empty2xx++;
            }
            return;
          }
          const { ok, json } = check(status, body);
          answered(context, status, json);
          if (!ok) {
            tally.wrong2xx++;
            if (!tally.firstWrong2xx) tally.firstWrong2xx = describeAnswer(status, json, body);
          } else if (scenario.empty && callSafely(scenario.empty, json)) {
            tally.empty2xx++;
          }
        },
      },
    ],
  });
  current = instance;
  let firstReqError = null;
  instance.on('reqError', (err) => {
    firstReqError ??= err?.message ?? String(err);
  });
  try {
    const result = await instance;
    return { ...result, tally, firstReqError };
  } finally {
    current = null;
  }
}

function parseOrNull(raw) {
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}
