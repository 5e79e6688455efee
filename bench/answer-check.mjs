// Whether an answer counts as correct for a scenario.

/** The platform's envelope: HTTP 2xx and resultCode "0". */
export function envelopeOk(status, json) {
  return status >= 200 && status < 300 && json !== null && typeof json === 'object' && json.resultCode === '0';
}

/** The check function of a scenario: (status, rawBody) => { ok, json }. */
export function checkerOf(scenario) {
  const check = typeof scenario.check === 'function' ? scenario.check : envelopeOk;
  return (status, raw) => {
    let json = null;
    try {
      json = JSON.parse(raw);
    } catch {
      /* not JSON: the check decides (the envelope check refuses it) */
    }
    let ok;
    try {
      ok = Boolean(check(status, json, raw));
    } catch {
      ok = false;
    }
    return { ok, json };
  };
}

/** Calls a scenario's predicate; a throw counts as false (a check that throws refuses the answer). */
export function callSafely(fn, ...args) {
  try {
    return Boolean(fn(...args));
  } catch {
    return false;
  }
}

/** A short description of a wrong answer, for the report. */
export function describeAnswer(status, json, raw) {
  if (json && typeof json === 'object' && 'resultCode' in json) {
    return `HTTP ${status} resultCode ${JSON.stringify(json.resultCode)}: ${String(json.description ?? '').slice(0, 160)}`;
  }
  return `HTTP ${status}: ${String(raw ?? '').slice(0, 160)}`;
}
