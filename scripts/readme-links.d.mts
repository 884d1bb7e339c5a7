/** Markdown with each relative link outside code blocks made absolute under `repository` (tree/ for a folder, blob/ for a file, at main). */
export declare function absoluteLinks(
  markdown: string,
  repository: string,
  isFolder: (path: string) => boolean,
): string;
