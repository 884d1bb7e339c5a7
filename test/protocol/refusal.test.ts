/**
 * The refusals of the parsers and trust checks: one shape (`ok: false`, a reason, a detail
 * saying `<what>: expected <rule>, got <value>`), and which refused messages deserve a report —
 * every one from the trusted sender, and from anyone else only a message claiming to be ours.
 */
import { describe, expect, it } from 'vitest';
import { expected } from '../../src/internal/describe.js';
import { bad, isReportable, refusal } from '../../src/protocol/refusal.js';

describe('refusal and bad', () => {
  it('refusal builds the verdict with the reason and the detail as given', () => {
    expect(refusal('invalid-payload', 'path: expected a string, got 1')).toEqual({
      ok: false,
      reason: 'invalid-payload',
      detail: 'path: expected a string, got 1',
    });
  });

  it('bad words the detail as every refusal does: what, the rule, the value described', () => {
    const refusal = bad('wrong-source', 'source', '"platform-embed"', 'someone-else');
    expect(refusal).toEqual({
      ok: false,
      reason: 'wrong-source',
      detail: expected('source', '"platform-embed"', 'someone-else'),
    });
    expect(refusal.detail).toMatch(/^source: expected "platform-embed", got .*someone-else/);
  });
});

describe('isReportable', () => {
  const ours = { source: 'platform-embed', type: 'platform:event:ready' };

  it('reports every refusal that is not about the sender: the trusted sender sent a malformed message', () => {
    for (const reason of [
      'not-an-object',
      'wrong-source',
      'wrong-direction',
      'unknown-type',
      'invalid-envelope',
      'invalid-payload',
    ]) {
      expect(isReportable(reason, 'anything'), reason).toBe(true);
      expect(isReportable(reason, null), reason).toBe(true);
    }
  });

  it('from another origin or window, reports only a message that claims to be ours (a forgery)', () => {
    for (const reason of ['untrusted-origin', 'untrusted-window']) {
      expect(isReportable(reason, ours), reason).toBe(true);
      expect(isReportable(reason, { source: 'another-library', type: 'x' }), reason).toBe(false);
      expect(isReportable(reason, 'a string'), reason).toBe(false);
      expect(isReportable(reason, null), reason).toBe(false);
      expect(isReportable(reason, [ours]), reason).toBe(false);
    }
  });

  it('a message whose source cannot be read is other traffic: no report, no throw', () => {
    const hostile = {
      get source(): string {
        throw new Error('no');
      },
    };
    expect(isReportable('untrusted-origin', hostile)).toBe(false);
    const revocable = Proxy.revocable({}, {});
    revocable.revoke();
    expect(isReportable('untrusted-window', revocable.proxy)).toBe(false);
  });
});
