/** The languages checked, by a fence's tag, and the extension of the module each becomes. */
export declare const LANGUAGES: Readonly<
  Record<'ts' | 'typescript' | 'tsx' | 'js' | 'javascript' | 'jsx' | 'mjs', string>
>;
/** How long a run block may take, from the start of Node to its exit. */
export declare const RUN_TIMEOUT_MS: number;

/** A code block of a checked language. */
export interface Snippet {
  /** Its Markdown file, as reported. */
  file: string;
  /** The line of its opening fence (1-based); its code starts on the next. */
  line: number;
  /** The fence's tag, in lower case. */
  language: keyof typeof LANGUAGES;
  /** Its lines, without the fence's indentation. */
  code: string;
  /** Checked; checked and run (`<!-- snippet: run -->`); or not checked (`<!-- snippet: not checked — reason -->`). */
  mode: 'check' | 'run' | 'skip';
  /** Why it is not checked (mode 'skip'). */
  reason?: string;
}

/** A marker that says nothing valid, at its line. */
export interface SnippetProblem {
  file: string;
  line: number;
  message: string;
}

/** The Markdown files whose snippets are checked, relative to `root` (with '/'), sorted. */
export declare function markdownFiles(root?: string): string[];

/** The code blocks of one Markdown file (`file` names it in what is reported), and its markers that say nothing valid. */
export declare function findSnippets(
  markdown: string,
  file: string,
): { snippets: Snippet[]; problems: SnippetProblem[] };

export interface CheckSnippetsOptions {
  /** Where the Markdown files are; default: this package. */
  root?: string;
  /** The Markdown files, relative to `root`; default: markdownFiles(root). */
  files?: readonly string[];
  /** The package imported as `platform-embed`, built; default: this package. */
  packageDir?: string;
  /** The ambient declarations of the reader's app; default: docs/snippet-globals.d.ts of packageDir. */
  globals?: string;
  /** Whether the run blocks run; default true. */
  run?: boolean;
  /** The time limit of each run block; default RUN_TIMEOUT_MS. */
  timeoutMs?: number;
  /** Keep the program's folder (its path is returned as `dir`); default false. */
  keep?: boolean;
}

export interface CheckSnippetsResult {
  /** Blocks compiled (run blocks included). */
  checked: number;
  /** Blocks marked not checked. */
  skipped: number;
  /** Run blocks run (those that type-checked). */
  ran: number;
  /** Each as `file:line: message`, by file and line. */
  errors: string[];
  /** The program's folder, when kept. */
  dir?: string;
}

/** Type-checks the snippets as one program against the built package, then runs the run blocks that passed. */
export declare function checkSnippets(options?: CheckSnippetsOptions): Promise<CheckSnippetsResult>;
