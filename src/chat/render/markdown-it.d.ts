// The part of markdown-it 14 that src/chat/render uses (the package ships no declarations).
// Only the token stream is read: the renderer never asks markdown-it for HTML.
declare module 'markdown-it' {
  /** One token of markdown-it's flat stream: `nesting` 1 opens an element, -1 closes it, 0 is a leaf. */
  export interface Token {
    type: string;
    tag: string;
    attrs: Array<[string, string]> | null;
    map: [number, number] | null;
    nesting: 1 | 0 | -1;
    level: number;
    children: Token[] | null;
    content: string;
    info: string;
    hidden: boolean;
    attrGet(name: string): string | null;
  }
  interface MarkdownItOptions {
    html?: boolean;
    linkify?: boolean;
    typographer?: boolean;
    maxNesting?: number;
  }
  export default class MarkdownIt {
    constructor(preset: 'commonmark' | 'default' | 'zero', options?: MarkdownItOptions);
    enable(rules: string | string[]): this;
    parse(src: string, env: Record<string, unknown>): Token[];
  }
}
