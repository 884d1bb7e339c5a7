/**
 * The engine smoke's results (scripts/engine-matrix.mjs): what a page published, read without
 * trusting it; every check of every engine counted, reported or not; the matrix, the failures
 * and the closing line `npm run test:engines` prints.
 */
import { describe, expect, it } from 'vitest';
import {
  CHECKS,
  engineOutcome,
  failureLines,
  formatMatrix,
  parseSmokeState,
  shouldStopReading,
  summarize,
} from '../../scripts/engine-matrix.mjs';

const ids = CHECKS.map(({ id }) => id);
const allPassed = () => ids.map((id) => ({ id, ok: true, detail: `${id} fine` }));
const published = (fields: Record<string, unknown>) =>
  JSON.stringify({ started: true, done: true, results: allPassed(), errors: [], userAgent: 'UA', ...fields });

describe('parseSmokeState', () => {
  it('reads what the page published', () => {
    const state = parseSmokeState(published({}));
    expect(state).toEqual({ started: true, done: true, results: allPassed(), errors: [], userAgent: 'UA' });
  });

  it('reads a page that published nothing, or not JSON, as not started, saying why', () => {
    expect(parseSmokeState('null')).toEqual({
      started: false,
      done: false,
      results: [],
      errors: ['the page published no window.engineSmoke (its boot.js did not run)'],
      userAgent: undefined,
    });
    expect(parseSmokeState('<html>').errors).toEqual(["the page's results are not JSON: <html>"]);
    expect(parseSmokeState('[1]').started).toBe(false);
  });

  it('keeps results of the right shape and reports the others as errors', () => {
    const state = parseSmokeState(
      JSON.stringify({
        started: true,
        done: 'yes',
        results: [{ id: 'ready', ok: true }, { id: 'events', ok: 'true' }, 'x'],
        errors: ['boom', 3],
      }),
    );
    expect(state.done).toBe(false);
    expect(state.results).toEqual([{ id: 'ready', ok: true, detail: '' }]);
    expect(state.errors).toEqual([
      'boom',
      '3',
      'a result of the wrong shape: {"id":"events","ok":"true"}',
      'a result of the wrong shape: "x"',
    ]);
  });
});

describe('shouldStopReading', () => {
  const limits = { startSeconds: 15, timeoutSeconds: 120 };
  const state = (started: boolean, done: boolean) => parseSmokeState(published({ started, done }));

  it('stops when the page is done, at once', () => {
    expect(shouldStopReading(state(true, true), 0, limits)).toBe(true);
    expect(shouldStopReading(state(false, true), 0, limits)).toBe(true);
  });

  it('gives a page whose script never started its start time only, and a running page the whole timeout', () => {
    expect(shouldStopReading(state(false, false), 14, limits)).toBe(false);
    expect(shouldStopReading(state(false, false), 15, limits)).toBe(true);
    expect(shouldStopReading(state(true, false), 119, limits)).toBe(false);
    expect(shouldStopReading(state(true, false), 120, limits)).toBe(true);
  });
});

describe('engineOutcome', () => {
  it('has every check, in the order of CHECKS, whatever order the page reported them in', () => {
    const outcome = engineOutcome({
      engine: 'firefox',
      version: '153',
      state: parseSmokeState(published({ results: allPassed().reverse() })),
    });
    expect(outcome.checks.map(({ id }) => id)).toEqual(ids);
    expect(outcome.checks.every(({ ok }) => ok)).toBe(true);
  });

  it('fails a check the page did not report, saying why, with the page errors', () => {
    const [first, ...rest] = allPassed();
    const unfinished = engineOutcome({
      engine: 'webkit',
      state: parseSmokeState(published({ done: false, results: [first], errors: ['uncaught TypeError'] })),
      timeoutSeconds: 120,
    });
    expect(unfinished.checks[0]).toEqual({ id: ids[0], ok: true, detail: `${ids[0]} fine` });
    expect(unfinished.checks.slice(1)).toEqual(
      rest.map(({ id }) => ({
        id,
        ok: false,
        detail: 'the page did not finish within 120 s (page errors: uncaught TypeError)',
      })),
    );
    const silent = engineOutcome({ engine: 'webkit', state: parseSmokeState(published({ results: [] })) });
    expect(silent.checks[0]?.detail).toBe('the page did not report it');
    const neverStarted = engineOutcome({
      engine: 'webkit',
      state: parseSmokeState(published({ started: false, done: false, results: [], errors: ['could not load x.js'] })),
    });
    expect(neverStarted.checks[0]?.detail).toBe("the page's script did not start (page errors: could not load x.js)");
  });

  it('fails every check for a problem (an engine that could not start)', () => {
    const outcome = engineOutcome({ engine: 'firefox', problem: 'firefox not found' });
    expect(outcome.checks).toEqual(ids.map((id) => ({ id, ok: false, detail: 'firefox not found' })));
  });
});

describe('the matrix, the failures and the closing line', () => {
  const chromium = engineOutcome({ engine: 'chromium', version: '156.0', state: parseSmokeState(published({})) });
  const results = allPassed().map((result) =>
    result.id === 'chat-stop' ? { ...result, ok: false, detail: 'NETWORK: other side\nclosed' } : result,
  );
  const firefox = engineOutcome({
    engine: 'firefox',
    version: '153.8.0',
    state: parseSmokeState(published({ results })),
  });
  const webkit = engineOutcome({ engine: 'webkit', problem: 'webkit not found: install webkit2gtk-driver' });

  it('counts the checks of every engine: N passed, N failed', () => {
    expect(summarize([chromium, firefox, webkit])).toEqual({
      passed: 2 * ids.length - 1,
      failed: ids.length + 1,
      line: `engines: ${2 * ids.length - 1} passed, ${ids.length + 1} failed`,
    });
    expect(summarize([]).line).toBe('engines: 0 passed, 0 failed');
  });

  it('prints a row per check and a column per engine, aligned', () => {
    const lines = formatMatrix([chromium, firefox, webkit]);
    expect(lines).toHaveLength(ids.length + 2);
    const width = Math.max(5, ...ids.map((id) => id.length));
    expect(lines[0]).toBe(`${'check'.padEnd(width)}  chromium 156.0  firefox 153.8.0  webkit`);
    expect(lines[1]).toBe(`${'-'.repeat(width)}  --------------  ---------------  ------`);
    expect(lines[2 + ids.indexOf('chat-stop')]).toBe(
      `${'chat-stop'.padEnd(width)}  pass            FAIL             FAIL`,
    );
    expect(lines[2 + ids.indexOf('ready')]).toBe(`${'ready'.padEnd(width)}  pass            pass             FAIL`);
  });

  it('lists each failure on one line, checks that failed alike together', () => {
    expect(failureLines([chromium, firefox, webkit])).toEqual([
      'FAIL firefox chat-stop: NETWORK: other side closed',
      `FAIL webkit ${ids.join(', ')} (${ids.length} checks): webkit not found: install webkit2gtk-driver`,
    ]);
    expect(failureLines([chromium])).toEqual([]);
  });
});
