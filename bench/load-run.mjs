// One autocannon run of a scenario, counting wrong answers as they come.
import autocannon from 'autocannon';
import { checkerOf, describeAnswer } from './answer-check.mjs';

let current = null;

/** Stops the run in progress, if any (used on Ctrl-C). */
export function stopCurrentRun() {
  current?.stop();
}

/**
 * Runs `request` ({ method, path, headers, body }) against `baseUrl` for `duration` seconds.
 * @returns autocannon's result plus `tally`: { wrong2xx, firstNon2xx, firstWrong2xx }.
 */
export async function loadRun({ baseUrl, scenario, request, duration, connections }) {
  const check = checkerOf(scenario);
  const tally = { wrong2xx: 0, firstNon2xx: null, firstWrong2xx: null };

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
        ...request,
        // Every answer goes through here (non-workers mode runs in this process).
        onResponse(status, body) {
          if (status < 200 || status >= 300) {
            if (!tally.firstNon2xx) tally.firstNon2xx = describeAnswer(status, parseOrNull(body), body);
            return; // counted by autocannon as non2xx
          }
          const { ok, json } = check(status, body);
          if (!ok) {
            tally.wrong2xx++;
            if (!tally.firstWrong2xx) tally.firstWrong2xx = describeAnswer(status, json, body);
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
