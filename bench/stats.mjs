/** The little statistics the benchmark needs: medians of rounds, and rounding for output. */

/** The median of a non-empty list of numbers (the mean of the middle two for an even count). */
export function median(values) {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Rounds to `digits` decimals, so results.json does not carry timer noise to 15 digits. */
export const round = (value, digits = 3) => (Number.isFinite(value) ? Number(value.toFixed(digits)) : value);

/** `{ rounds, median }` of a list of per-round values. */
export const summarize = (rounds, digits = 3) => ({
  rounds: rounds.map((value) => round(value, digits)),
  median: round(median(rounds), digits),
});
