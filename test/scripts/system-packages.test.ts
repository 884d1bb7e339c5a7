/**
 * Finding the browsers and drivers, or installing them (scripts/system-packages.mjs): the
 * overrides by environment variable, one apt-get call for every missing program, and a problem
 * that says where each was looked for and what to install.
 */
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { findExecutable, findOrInstall, isExecutable } from '../../scripts/system-packages.mjs';

const dir = mkdtempSync(join(tmpdir(), 'system-packages-'));
const program = join(dir, 'browser');
writeFileSync(program, '#!/bin/sh\n');
chmodSync(program, 0o755);
const notProgram = join(dir, 'notes.txt');
writeFileSync(notProgram, 'text');
chmodSync(notProgram, 0o644);

afterEach(() => {
  vi.unstubAllEnvs();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('findExecutable', () => {
  it('takes the first executable candidate, or none', () => {
    expect(isExecutable(program)).toBe(true);
    expect(findExecutable([join(dir, 'missing'), program])).toBe(program);
    expect(findExecutable([join(dir, 'missing')])).toBeUndefined();
  });

  it('takes the environment variable alone when set, and names it when it is not a program', () => {
    vi.stubEnv('SMOKE_BROWSER_PATH', program);
    expect(findExecutable([], 'SMOKE_BROWSER_PATH')).toBe(program);
    vi.stubEnv('SMOKE_BROWSER_PATH', join(dir, 'missing'));
    expect(() => findExecutable([program], 'SMOKE_BROWSER_PATH')).toThrow(
      `SMOKE_BROWSER_PATH is ${join(dir, 'missing')}, which is not an executable file`,
    );
  });
});

describe('findOrInstall', () => {
  /** A program found once `installed` holds one of its packages. */
  const fake = (name: string, packages: string[], installed: Set<string>) => ({
    name,
    packages,
    missing: `/usr/bin/${name}`,
    find: () => (packages.every((pkg) => installed.has(pkg)) ? { executable: `/usr/bin/${name}` } : undefined),
  });

  it('installs nothing when everything is there', () => {
    const installed = new Set(['chromium']);
    const install = vi.fn();
    const found = findOrInstall([fake('chromium', ['chromium'], installed)], 'test', {
      canInstall: () => true,
      install,
    });
    expect(found.get('chromium')).toEqual({ paths: { executable: '/usr/bin/chromium' } });
    expect(install).not.toHaveBeenCalled();
  });

  it('installs the packages of every missing program in one call, each once, then looks again', () => {
    const installed = new Set(['chromium']);
    const install = vi.fn((packages: string[]) => {
      for (const pkg of packages) installed.add(pkg);
    });
    const programs = [
      fake('chromium', ['chromium'], installed),
      fake('firefox', ['firefox-esr'], installed),
      fake('webkit', ['webkit2gtk-driver', 'xvfb'], installed),
      fake('other', ['xvfb'], installed),
    ];
    const found = findOrInstall(programs, 'engines', { canInstall: () => true, install });
    expect(install.mock.calls).toEqual([
      [['firefox-esr', 'webkit2gtk-driver', 'xvfb'], 'engines: not found: firefox, webkit, other'],
    ]);
    expect([...found.values()].every((entry) => entry.paths)).toBe(true);
  });

  it('says what to install when it cannot', () => {
    const found = findOrInstall([fake('webkit', ['webkit2gtk-driver', 'xvfb'], new Set())], 'engines', {
      canInstall: () => false,
      install: vi.fn(),
    });
    expect(found.get('webkit')).toEqual({
      problem:
        'webkit not found: looked for /usr/bin/webkit; install the Debian packages webkit2gtk-driver xvfb (this command installs them when run as root on Debian)',
    });
  });

  it('says why installing failed, and when a package installed did not bring the program', () => {
    const failing = findOrInstall([fake('firefox', ['firefox-esr'], new Set())], 'engines', {
      canInstall: () => true,
      install: () => {
        throw new Error('apt-get update failed (exit 100)');
      },
    });
    expect(failing.get('firefox')?.problem).toBe(
      'firefox not found: looked for /usr/bin/firefox; installing it failed: apt-get update failed (exit 100)',
    );
    const useless = findOrInstall([fake('firefox', ['firefox-esr'], new Set())], 'engines', {
      canInstall: () => true,
      install: () => undefined,
    });
    expect(useless.get('firefox')?.problem).toBe(
      'firefox not found: looked for /usr/bin/firefox; firefox-esr installed, but it is still missing',
    );
  });

  it('turns a bad override into that program’s problem, and installs nothing for it', () => {
    const install = vi.fn();
    const broken = {
      name: 'firefox',
      packages: ['firefox-esr'],
      missing: '$FIREFOX_PATH',
      find: () => findExecutable([], 'SMOKE_FIREFOX_PATH'),
    };
    vi.stubEnv('SMOKE_FIREFOX_PATH', notProgram);
    const found = findOrInstall([broken], 'engines', { canInstall: () => true, install });
    expect(found.get('firefox')).toEqual({
      problem: `firefox: SMOKE_FIREFOX_PATH is ${notProgram}, which is not an executable file`,
    });
    expect(install).not.toHaveBeenCalled();
  });
});
