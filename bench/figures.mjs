/**
 * One shape for every figure the benchmark reports, browser or Node, so the table and
 * results.json are built the same way for all of them:
 *
 *   { id, title, unit, sdk: { label, rounds, median }, baseline: { label, rounds, median } | null,
 *     ratio: { of, rounds, median } | null, target: { of, op, value, text } | null, pass: boolean | null,
 *     details?: other raw numbers of the measurement }
 *
 * `ratio` is computed per round (the two variants of a round run back to back, so slow patches
 * of a noisy machine hit both) and then the median is taken. `ratio.of` says which way round:
 * 'cost' (the default) is SDK cost ÷ baseline cost, lower is better; 'throughput' is SDK
 * throughput ÷ baseline throughput, higher is better. `pass` is null for a figure without a
 * target (reported for information).
 */
import { summarize } from './stats.mjs';

const OPS = { '<=': (a, b) => a <= b, '<': (a, b) => a < b, '>=': (a, b) => a >= b, '=': (a, b) => a === b };
const SYMBOLS = { '<=': '≤', '<': '<', '>=': '≥', '=': '=' };

/**
 * A target on one number of the figure: `of` is 'ratio' (the median ratio) or 'sdk' (the
 * SDK's median value), `op` one of '<=', '<', '>=', '='.
 */
export function target(of, op, value, unit = '') {
  return { of, op, value, text: `${SYMBOLS[op]} ${value}${of === 'ratio' ? '×' : unit ? ` ${unit}` : ''}` };
}

/**
 * A figure from per-round values. `ratioRounds` defaults to sdk ÷ baseline per round; pass
 * `null` where a ratio means nothing (counts, a growth that may be zero or negative).
 * `ratioOf` says what the ratio compares: 'cost' (SDK cost ÷ baseline cost) or 'throughput'
 * (SDK throughput ÷ baseline throughput).
 */
export function figure({
  id,
  title,
  unit,
  sdk,
  baseline = null,
  ratioRounds,
  ratioOf = 'cost',
  target: goal = null,
  digits = 3,
  details,
}) {
  const sdkSummary = { label: sdk.label, ...summarize(sdk.rounds, digits) };
  const baselineSummary = baseline && { label: baseline.label, ...summarize(baseline.rounds, digits) };
  const perRound =
    ratioRounds === undefined && baseline
      ? sdk.rounds.map((value, index) => value / baseline.rounds[index])
      : ratioRounds;
  const ratio = perRound ? { of: ratioOf, ...summarize(perRound, 3) } : null;
  const measured = goal && (goal.of === 'ratio' ? ratio?.median : sdkSummary.median);
  const pass = goal ? measured !== undefined && OPS[goal.op](measured, goal.value) : null;
  return {
    id,
    title,
    unit,
    sdk: sdkSummary,
    baseline: baselineSummary,
    ratio,
    target: goal,
    pass,
    ...(details && { details }),
  };
}
