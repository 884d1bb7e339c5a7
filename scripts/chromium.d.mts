/** Where Debian's `chromium` package puts the browser. */
export declare const SYSTEM_CHROMIUM: string;
/** Headless launch flags shared by the e2e suite and the benchmark. */
export declare const CHROMIUM_ARGS: readonly string[];
/** $CHROMIUM_PATH, else /usr/bin/chromium, else Playwright's own browser; undefined if none. */
export declare function findChromium(): string | undefined;
