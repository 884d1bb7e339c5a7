/**
 * The engine smoke's results (scripts/engines.mjs): what a page published, read defensively;
 * each engine's outcome for every check of e2e/engines/checks.js; and the matrix, the failures
 * and the closing line printed from them. No I/O here: test/scripts/engine-matrix.test.ts.
 */
import { CHECKS } from '../e2e/engines/checks.js';

export { CHECKS };

const isRecord = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * What the smoke page published (`JSON.stringify(window.engineSmoke ?? null)`), as
 * `{ started, done, results, errors, userAgent }`. Never throws: text that is not JSON, a page with
 * nothing published and results of the wrong shape come back as errors, so they show in the
 * matrix rather than stopping the run.
 */
export function parseSmokeState(text) {
  let value;
  try {
    value = JSON.parse(text);
  } catch {
    return nothing(`the page's results are not JSON: ${String(text).slice(0, 80)}`);
  }
  if (!isRecord(value)) return nothing('the page published no window.engineSmoke (its boot.js did not run)');
  const errors = Array.isArray(value.errors) ? value.errors.map(String) : [];
  const results = [];
  for (const result of Array.isArray(value.results) ? value.results : []) {
    if (isRecord(result) && typeof result.id === 'string' && typeof result.ok === 'boolean') {
      results.push({ id: result.id, ok: result.ok, detail: typeof result.detail === 'string' ? result.detail : '' });
    } else {
      errors.push(`a result of the wrong shape: ${JSON.stringify(result)}`);
    }
  }
  const userAgent = typeof value.userAgent === 'string' ? value.userAgent : undefined;
  return { started: value.started === true, done: value.done === true, results, errors, userAgent };
}

/** A state with no result, and `error` saying why. */
const nothing = (error) => ({ started: false, done: false, results: [], errors: [error], userAgent: undefined });

/**
 * Whether to stop reading a page: it is done, its script never started within `startSeconds`
 * (a module that failed to load or parse: waiting longer changes nothing), or `timeoutSeconds` passed.
 */
export function shouldStopReading(state, elapsedSeconds, { startSeconds, timeoutSeconds }) {
  return state.done || (!state.started && elapsedSeconds >= startSeconds) || elapsedSeconds >= timeoutSeconds;
}

/** Why a check the page did not report failed. */
function unreportedBecause({ state, problem, timeoutSeconds }) {
  const pageErrors = state?.errors.length ? ` (page errors: ${state.errors.join('; ')})` : '';
  if (problem) return `${problem}${pageErrors}`;
  if (!state?.started) return `the page's script did not start${pageErrors}`;
  if (!state.done) return `the page did not finish within ${timeoutSeconds ?? '?'} s${pageErrors}`;
  return `the page did not report it${pageErrors}`;
}

/**
 * One engine's outcome: a pass or a failure, with its detail, for every check, in the order of
 * CHECKS. A check the page did not report failed: for `problem` (the engine could not start,
 * the page not load…) when there is one, else because the page's script did not start, did not
 * finish, or said nothing of it; the page's errors are added to the detail.
 *
 * @param {{ engine: string, version?: string, state?: ReturnType<typeof parseSmokeState>, problem?: string,
 * timeoutSeconds?: number }} run
 */
export function engineOutcome({ engine, version, state, problem, timeoutSeconds }) {
  const reported = new Map((state?.results ?? []).map((result) => [result.id, result]));
  const unreported = unreportedBecause({ state, problem, timeoutSeconds });
  const checks = CHECKS.map(({ id }) => {
    const result = reported.get(id);
    return result ? { id, ok: result.ok, detail: result.detail } : { id, ok: false, detail: unreported };
  });
  return { engine, version, checks };
}

/** The counts of passed and failed checks across `outcomes`, and the closing line `engines: N passed, N failed`. */
export function summarize(outcomes) {
  const all = outcomes.flatMap((outcome) => outcome.checks);
  const passed = all.filter((check) => check.ok).length;
  const failed = all.length - passed;
  return { passed, failed, line: `engines: ${passed} passed, ${failed} failed` };
}

/** The matrix as lines of text: a row per check, a column per engine (its name and version), `pass` or `FAIL`. */
export function formatMatrix(outcomes) {
  const header = ['check', ...outcomes.map(({ engine, version }) => (version ? `${engine} ${version}` : engine))];
  const rows = CHECKS.map(({ id }) => [
    id,
    ...outcomes.map(({ checks }) => (checks.find((check) => check.id === id)?.ok ? 'pass' : 'FAIL')),
  ]);
  const widths = header.map((_cell, column) => Math.max(...[header, ...rows].map((row) => row[column].length)));
  const line = (cells) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column]))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)];
}

/**
 * The failures, one line per engine and detail — `FAIL <engine> <check>: <detail>`, or
 * `FAIL <engine> <check>, <check>… (N checks): <detail>` for checks that failed alike (an engine
 * that could not start fails every check for one reason) — in matrix order, each on one line.
 */
export function failureLines(outcomes) {
  return outcomes.flatMap(({ engine, checks }) => {
    const byDetail = new Map();
    for (const check of checks.filter((each) => !each.ok)) {
      const detail = check.detail.replace(/\s*\n\s*/g, ' ').trim();
      byDetail.set(detail, [...(byDetail.get(detail) ?? []), check.id]);
    }
    return [...byDetail].map(
      ([detail, ids]) =>
        `FAIL ${engine} ${ids.join(', ')}${ids.length > 1 ? ` (${ids.length} checks)` : ''}: ${detail}`,
    );
  });
}
