/**
 * The words of a dbt sync job on the command line: the deployment and job id arguments (usage
 * errors naming what is wrong), the job's name in messages, and the commands to paste — the
 * job id printable and one word of the shell whatever the service made it.
 */
import { describe, expect, it } from 'vitest';
import {
  cancelCommand,
  checkOrCancel,
  deploymentIdOf,
  jobName,
  shownId,
  statusCommand,
  syncJobIdOf,
} from '../../src/cli/sync-job.js';
import { usageErrorOf } from '../support/usage-error-of.js';

describe('deploymentIdOf', () => {
  it('is a whole number of 1 or more', () => {
    expect(deploymentIdOf('42')).toBe(42);
    expect(deploymentIdOf('1')).toBe(1);
    expect(deploymentIdOf('007')).toBe(7);
  });

  it('anything else is a usage error naming the argument, or the flag, and quoting what was given', () => {
    for (const text of ['0', '-1', '4.2', '1e3', ' 42', '42 ', 'abc', '', '0x10', '9007199254740993']) {
      expect(
        usageErrorOf(() => deploymentIdOf(text)),
        text,
      ).toBe(`<deploymentId>: expected a deployment id (a whole number such as 42), got ${JSON.stringify(text)}`);
    }
    expect(usageErrorOf(() => deploymentIdOf(undefined, '--deployment'))).toBe(
      '--deployment: expected a deployment id (a whole number such as 42), got ""',
    );
  });
});

describe('syncJobIdOf', () => {
  it('is the text given, and a usage error when there is none', () => {
    expect(syncJobIdOf('sync-job-1')).toBe('sync-job-1');
    expect(usageErrorOf(() => syncJobIdOf(''))).toBe('<syncJobId>: expected the job id that dbt-sync printed, got ""');
    expect(usageErrorOf(() => syncJobIdOf(undefined))).toBe(
      '<syncJobId>: expected the job id that dbt-sync printed, got ""',
    );
  });
});

describe('a job in messages and commands', () => {
  it('names the job as the client does, its id printable on one line', () => {
    expect(jobName(42, 'sync-job-1')).toBe('dbt sync sync-job-1 of deployment 42');
    expect(shownId('job\x1b[2J\n 1\u202e')).toBe('job[2J 1');
    expect(jobName(42, 'job\x1b]0;x\x07')).toBe('dbt sync job]0;x of deployment 42');
  });

  it('prints commands to paste that check or cancel it, its id one shell word', () => {
    expect(statusCommand(42, 'sync-job-1')).toBe('platform-embed dbt-sync status 42 sync-job-1');
    expect(cancelCommand(42, 'sync-job-1')).toBe('platform-embed dbt-sync cancel 42 sync-job-1');
    expect(statusCommand(42, 'job; rm -rf ~')).toBe("platform-embed dbt-sync status 42 'job; rm -rf ~'");
    expect(checkOrCancel(7, 'j')).toBe(
      'check it with: platform-embed dbt-sync status 7 j (or cancel it with: platform-embed dbt-sync cancel 7 j)',
    );
  });
});
