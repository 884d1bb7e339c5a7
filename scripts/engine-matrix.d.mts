/** A capability the smoke checks: its id and what its pass proves. */
export interface Check {
  id: string;
  title: string;
}
/** The checks, in the order the page runs them (e2e/engines/checks.js). */
export declare const CHECKS: readonly Check[];
/** What the smoke page published, read defensively. */
export interface SmokeState {
  started: boolean;
  done: boolean;
  results: { id: string; ok: boolean; detail: string }[];
  errors: string[];
  userAgent: string | undefined;
}
/** One engine's pass or failure for every check. */
export interface EngineOutcome {
  engine: string;
  version: string | undefined;
  checks: { id: string; ok: boolean; detail: string }[];
}
/** What the smoke page published (JSON text), as a SmokeState; never throws. */
export declare function parseSmokeState(text: string): SmokeState;
/** Whether to stop reading a page: done, its script not started within startSeconds, or timeoutSeconds passed. */
export declare function shouldStopReading(
  state: SmokeState,
  elapsedSeconds: number,
  limits: { startSeconds: number; timeoutSeconds: number },
): boolean;
/** One engine's outcome for every check of CHECKS; an unreported check fails, for `problem` when given. */
export declare function engineOutcome(run: {
  engine: string;
  version?: string;
  state?: SmokeState;
  problem?: string;
  timeoutSeconds?: number;
}): EngineOutcome;
/** The counts across outcomes, and the closing line `engines: N passed, N failed`. */
export declare function summarize(outcomes: readonly EngineOutcome[]): { passed: number; failed: number; line: string };
/** The matrix as lines of text: a row per check, a column per engine. */
export declare function formatMatrix(outcomes: readonly EngineOutcome[]): string[];
/** The failures, one line per engine and detail: `FAIL <engine> <check>[, <check>… (N checks)]: <detail>`. */
export declare function failureLines(outcomes: readonly EngineOutcome[]): string[];
