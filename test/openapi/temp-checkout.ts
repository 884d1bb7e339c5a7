/**
 * A throwaway copy of the files the OpenAPI scripts read (the document, its lint rules and the
 * generated types) in a temporary directory, so tests can break them without touching a tracked
 * file.
 */
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ROOT } from './run-script.js';

const FILES = ['openapi/platform.yaml', 'openapi/redocly.yaml', 'src/api/platform-paths.ts'] as const;

/** A temporary checkout holding copies of the OpenAPI files. */
export interface TempCheckout {
  readonly root: string;
  read(path: (typeof FILES)[number]): string;
  write(path: (typeof FILES)[number], text: string): void;
  remove(): void;
}

/** Copies the OpenAPI files into a new temporary directory. */
export function tempCheckout(): TempCheckout {
  const root = mkdtempSync(join(tmpdir(), 'platform-embed-openapi-'));
  for (const path of FILES) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    copyFileSync(join(ROOT, path), join(root, path));
  }
  return {
    root,
    read: (path) => readFileSync(join(root, path), 'utf8'),
    write: (path, text) => writeFileSync(join(root, path), text),
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}
