/**
 * Writes `source` to `file` (shown as `path`) unless it is there already; with `check`, only
 * compares. Prints one line; returns the exit code: 1 when `check` finds the file stale, else 0.
 */
export declare function syncGeneratedFile(target: {
  file: string;
  path: string;
  source: string;
  check: boolean;
}): 0 | 1;
