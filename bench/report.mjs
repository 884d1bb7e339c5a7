/**
 * Presenting the figures: the table printed to stdout, what each side of each figure does,
 * the machine they were measured on, and bench/results.json with every round.
 */
import { spawnSync } from 'node:child_process';
import { statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';

/** What the figures were measured on: without it a figure cannot be compared with another. `chromiumVersion` is null when no browser ran. */
export function describeMachine(chromiumVersion) {
  const cpus = os.cpus();
  return {
    cpu: cpus[0]?.model?.trim() ?? 'unknown',
    cores: cpus.length,
    memoryBytes: os.totalmem(),
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    node: process.version,
    chromium: chromiumVersion,
  };
}

/**
 * Which SDK was measured: the commit, whether src/ had uncommitted changes, and when the
 * served dist/ file was built. Figures of a working tree in flux say so.
 */
export function describeBuild(root) {
  const git = (...args) => {
    const result = spawnSync('git', args, { cwd: root, encoding: 'utf8' });
    return result.status === 0 ? result.stdout.trim() : undefined;
  };
  const changes = git('status', '--porcelain', '--', 'src');
  return {
    commit: git('rev-parse', '--short', 'HEAD') ?? null,
    srcChanged: changes === undefined ? null : changes !== '',
    distBuiltAt: statSync(join(root, 'dist', 'platform-embed.min.js')).mtime.toISOString(),
  };
}

export function buildLine(build) {
  const changed = build.srcChanged ? ' + uncommitted changes in src/' : '';
  return `SDK: commit ${build.commit ?? 'unknown'}${changed}, dist/ built ${build.distBuiltAt}`;
}

export function machineLine(machine) {
  const gib = (machine.memoryBytes / 1024 ** 3).toFixed(1);
  // No Chromium in a run of the Node figures alone (--only).
  const chromium = machine.chromium ? `, Chromium ${machine.chromium}` : '';
  return `Machine: ${machine.cpu}, ${machine.cores} cores, ${gib} GiB RAM, ${machine.os}, Node ${machine.node}${chromium}`;
}

const grouped = (value, digits) =>
  value.toLocaleString('en', { minimumFractionDigits: digits, maximumFractionDigits: digits });

function formatValue(value, unit) {
  if (value === undefined || value === null) return '—';
  if (unit === 'msg/s') return `${grouped(value / 1e6, 2)} M/s`;
  if (unit === 'ms') return `${grouped(value, 1)} ms`;
  if (unit === 'KB') return `${grouped(value, 1)} KB`;
  return grouped(value, 0);
}

const result = (figure) => (figure.pass === null ? 'info' : figure.pass ? 'pass' : 'FAIL');

/** The table: one line per figure, medians of the rounds. */
export function formatTable(figures) {
  const header = ['Figure', 'SDK', 'Baseline', 'Ratio', 'Target', 'Result'];
  const rows = figures.map((figure) => [
    figure.title,
    formatValue(figure.sdk.median, figure.unit),
    formatValue(figure.baseline?.median, figure.unit),
    figure.ratio ? `${figure.ratio.median.toFixed(2)}×` : '—',
    figure.target?.text ?? '—',
    result(figure),
  ]);
  const widths = header.map((_, column) => Math.max(...[header, ...rows].map((row) => row[column].length)));
  const numeric = new Set([1, 2, 3]);
  const line = (row) =>
    row
      .map((cell, column) => (numeric.has(column) ? cell.padStart(widths[column]) : cell.padEnd(widths[column])))
      .join('  ');
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

/** What each side of each figure does, once per distinct pair of labels. */
export function formatLegend(figures) {
  const seen = new Set();
  const lines = [];
  for (const figure of figures) {
    const key = `${figure.sdk.label}|${figure.baseline?.label}`;
    if (seen.has(key)) continue;
    seen.add(key);
    lines.push(figure.title.trim(), `    SDK:      ${figure.sdk.label}`);
    if (figure.baseline) lines.push(`    baseline: ${figure.baseline.label}`);
  }
  return lines.join('\n');
}

/**
 * Writes results.json: the plan, the machine, the SDK build, every figure with every round, and
 * the verdict; `only` names the group of figures of a partial run (`--only`).
 */
export function writeResults(path, { machine, build, plan, only, figures, durationSeconds }) {
  const results = {
    date: new Date().toISOString(),
    machine,
    build,
    plan,
    ...(only && { only }),
    durationSeconds,
    pass: figures.every((figure) => figure.pass !== false),
    figures,
  };
  writeFileSync(path, `${JSON.stringify(results, null, 2)}\n`);
  return results;
}
