/**
 * The URL of a service (the management API's base URL, a chat endpoint, an embed URL's base):
 * the absolute-URL rule with its hints, then no user name or password, and for a base no query
 * or fragment — none of them shown.
 */
import { describe, expect, it } from 'vitest';
import { refuseApiOption } from '../../src/http/refuse.js';
import { deploymentId, pathSegment, serviceUrl } from '../../src/internal/service-url.js';
import { expectApiError } from '../support/expect-api-error.js';

describe('serviceUrl', () => {
  it('refuses a relative or scheme-less URL with the absolute-URL rule’s hint', () => {
    expect(
      expectApiError(() => serviceUrl('acme.example.com', 'baseUrl', refuseApiOption), 'INVALID_OPTIONS').message,
    ).toBe(
      'baseUrl: expected an absolute http(s) URL, got "acme.example.com": did you mean "https://acme.example.com"?',
    );
  });

  it('returns a new URL of an absolute http(s) URL', () => {
    const url = serviceUrl('https://acme.example.com/base?x=1', 'baseUrl', refuseApiOption);
    expect(url.href).toBe('https://acme.example.com/base?x=1');
  });
  it('refuses a user name or password without showing them, and with `bare` a query or fragment', () => {
    const withUser = expectApiError(
      () => serviceUrl('https://alice:s3cret@acme.example.com/x', 'url', refuseApiOption),
      'INVALID_OPTIONS',
    );
    expect(withUser.message).toBe(
      'url: expected a URL without user name or password, got "https://acme.example.com/x"',
    );
    const withQuery = expectApiError(
      () => serviceUrl('https://acme.example.com/?token=s3cret#x', 'baseUrl', refuseApiOption, true),
      'INVALID_OPTIONS',
    );
    expect(withQuery.message).toBe(
      'baseUrl: expected a URL without query or fragment, got "https://acme.example.com/"',
    );
  });
});

describe('pathSegment and deploymentId: the ids in a service URL’s path', () => {
  it('a segment is a non-empty string other than "." and "..", percent-encoded', () => {
    expect(pathSegment('acme co/x', 'url.accountName', refuseApiOption)).toBe('acme%20co%2Fx');
    for (const value of ['', '.', '..', 7, undefined]) {
      expect(
        expectApiError(() => pathSegment(value, 'url.agentId', refuseApiOption), 'INVALID_OPTIONS').message,
      ).toMatch(/^url\.agentId: expected a non-empty string other than "\." and "\.\.", got /);
    }
  });

  it('a deployment id is a whole number from 1', () => {
    expect(deploymentId(42, 'deploymentId', refuseApiOption)).toBe(42);
    for (const value of [0, -1, 1.5, '42', 2 ** 53]) {
      expect(
        expectApiError(() => deploymentId(value, 'deploymentId', refuseApiOption), 'INVALID_OPTIONS').message,
      ).toMatch(/^deploymentId: expected a deployment id \(a whole number ≥ 1\), got /);
    }
  });
});
