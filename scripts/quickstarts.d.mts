/** Where the quick starts' projects are installed and run, outside this repository. */
export declare const QUICKSTARTS_STAGE_DIR: string;
/** Every quick start: its heading in README.md and what its project installs besides the package. */
export declare const QUICKSTARTS: Readonly<
  Record<
    'script-tag' | 'react' | 'spa' | 'session-route' | 'chat-browser' | 'chat-server' | 'dbt-sync' | 'testing',
    { readonly heading: string; readonly dependencies: readonly string[] }
  >
>;
export type QuickStartName = keyof typeof QUICKSTARTS;
/** A fenced code block of a quick start: its language (`html`, `ts`, `tsx`…) and text. */
export interface CodeBlock {
  readonly lang: string;
  readonly code: string;
}
/** The project of a quick start. */
export declare function quickStartDir(name: QuickStartName): string;
/** The quick starts of a README's text, with their code blocks. */
export declare function parseQuickStarts(readme: string): Array<{ heading: string; blocks: CodeBlock[] }>;
/** README.md's quick starts, read now. */
export declare function readQuickStarts(): Array<{ heading: string; blocks: CodeBlock[] }>;
/** The code blocks of a quick start as README.md has them now. */
export declare function quickStartBlocks(name: QuickStartName): CodeBlock[];
/** What does not match between README.md's quick starts, QUICKSTARTS and the spec files. */
export declare function unmatchedQuickStarts(
  quickStarts?: Array<{ heading: string }>,
  specs?: readonly string[],
): string[];
/** Packs the package and installs it in each quick start's project. */
export declare function prepareQuickStarts(options?: {
  names?: readonly QuickStartName[];
  log?: (line: string) => void;
}): Promise<{ timings: Record<string, Record<string, number>> }>;
