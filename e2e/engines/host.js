// The engine smoke's host page: runs every check of checks.js in order, each bounded in time, and
// publishes the results on window.engineSmoke (created by boot.js) for the harness
// (scripts/engines.mjs) to read: { started, done, results: [{ id, ok, detail, ms }], errors, userAgent }.

import { CHECKS } from '/engines/checks.js';
import { CHAT_CHECKS } from '/engines/checks-chat.js';
import { ELEMENT_CHECKS } from '/engines/checks-element.js';
import { EMBED_CHECKS } from '/engines/checks-embed.js';
import { describeError, expect, withTimeout } from '/engines/util.js';

/** A check that has not ended by then fails: the page always finishes. */
const CHECK_TIMEOUT_MS = 20_000;

const smoke = window.engineSmoke;
// Every import above loaded and ran: the harness waits for the checks now, not for a page that never starts.
smoke.started = true;

const RUNS = {
  ...EMBED_CHECKS,
  ...ELEMENT_CHECKS,
  ...CHAT_CHECKS,
  'no-page-errors': () => expect(smoke.errors.length === 0, smoke.errors.join('; ')),
};

async function runCheck(id, context) {
  const started = performance.now();
  let outcome;
  try {
    const run = RUNS[id];
    expect(run, `the page has no check ${id}`);
    outcome = {
      ok: true,
      detail:
        (await withTimeout(
          Promise.resolve().then(() => run(context)),
          id,
          CHECK_TIMEOUT_MS,
        )) ?? '',
    };
  } catch (error) {
    outcome = { ok: false, detail: describeError(error) };
  }
  smoke.results.push({ id, ...outcome, ms: Math.round(performance.now() - started) });
}

async function main() {
  try {
    const config = await fetch('/config.json').then((response) => response.json());
    const context = { config, seen: [], invalid: [] };
    for (const { id } of CHECKS) await runCheck(id, context);
  } catch (error) {
    smoke.errors.push(`the smoke page stopped: ${describeError(error)}`);
  } finally {
    smoke.done = true;
  }
}

main();
