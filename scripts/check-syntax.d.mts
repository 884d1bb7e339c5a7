/** Entries that run only on a server, by their dist/ path prefix. */
export declare const SERVER_ONLY: string[];
/** The ECMAScript edition each Node line parses in full. */
export declare const NODE_EDITIONS: Record<string, string>;
/** The edition of the oldest Node an `engines.node` range admits; throws for a range it cannot read. */
export declare function editionOfNode(range: string): string;
/** A set of files and the engines they must parse in. */
export interface SyntaxTarget {
  name: string;
  /** A browserslist query. */
  query: string;
  /** An ECMAScript edition, checked instead of the query's browsers (server files). */
  edition?: string;
  /** Paths relative to the base folder. */
  files: string[];
}
/** Every .js / .cjs file under a dist folder (default: the project's), relative to the root. */
export declare function shippedFiles(dir?: string): string[];
/** The browser files and the server-only ones, each with what it is checked against. */
export declare function targetsOf(files: string[], declared: { browsers: string[]; node: string }): SyntaxTarget[];
/** The oldest Safari (desktop or iOS) a browserslist query names; Infinity if none. */
export declare function oldestSafari(query: string): number;
/** The regular-expression lookbehinds of a source, as their patterns. */
export declare function lookbehinds(source: string, script: boolean): string[];
/** Each file of the target that uses a feature one of its engines lacks, as "file: what". */
export declare function findingsOf(target: SyntaxTarget, base?: string): Promise<string[]>;
