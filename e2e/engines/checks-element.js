// The checks of <platform-embed>, as dist/platform-embed.min.js registers it: signed embedding with
// session-endpoint (the demo backend's GET /embed-session, which generates a session at the fake
// platform; the fake embed redeems it once), then reload() with a fresh session.
import { describeError, expect, until } from '/engines/util.js';

const PUBLIC_ID = 'engine-smoke';
const sessionOf = (url) => new URL(url).searchParams.get('session');

/** Fails unless `ready` is the signed session of the demo's viewer, on the smoke's dashboard. */
function expectSigned(ready, which) {
  const { mode, deploymentId, embedTenant, surface, publicId } = ready ?? {};
  const got = JSON.stringify({ mode, deploymentId, embedTenant, surface, publicId });
  const wanted = JSON.stringify({
    mode: 'signed',
    deploymentId: 42,
    embedTenant: 'acme',
    surface: 'dashboard',
    publicId: PUBLIC_ID,
  });
  expect(got === wanted, `${which} ready: expected ${wanted}, got ${got}`);
}

function waitForReady(record, count, what) {
  return until(() => record.readies.length >= count || record.failures.length > 0, what, 10_000).then(() => {
    expect(record.failures.length === 0, `platform-failure: ${record.failures.join('; ')}`);
  });
}

async function elementSession(context) {
  expect(
    customElements.get('platform-embed'),
    '<platform-embed> is not defined: dist/platform-embed.min.js did not run',
  );
  const element = document.createElement('platform-embed');
  element.setAttribute('session-endpoint', `/embed-session?surface=dashboard&dashboard=${PUBLIC_ID}`);
  element.setAttribute('title', 'engine smoke element');
  element.setAttribute('ready-timeout', '10000');
  const record = { element, readies: [], failures: [] };
  element.addEventListener('platform-ready', (event) => record.readies.push(event.detail));
  element.addEventListener('platform-failure', (event) => record.failures.push(describeError(event.detail)));
  document.getElementById('frames').append(element);
  await waitForReady(record, 1, 'platform-ready');
  expectSigned(record.readies[0], 'the first');
  record.firstUrl = element.controller.iframe.src;
  expect(sessionOf(record.firstUrl), `the frame's URL has no session: ${record.firstUrl}`);
  context.element = record;
  return `signed, session ${sessionOf(record.firstUrl)}`;
}

async function elementReload(context) {
  const record = context.element;
  expect(record, 'no element: the element-session check failed');
  record.element.reload();
  await waitForReady(record, 2, 'a second platform-ready after reload()');
  expectSigned(record.readies[1], 'the reloaded');
  const url = record.element.controller.iframe.src;
  expect(
    sessionOf(url) && sessionOf(url) !== sessionOf(record.firstUrl),
    `reload() did not load a fresh session: ${record.firstUrl} then ${url}`,
  );
  expect(record.element.state === 'ready', `state: expected "ready", got ${JSON.stringify(record.element.state)}`);
  return `signed again, session ${sessionOf(url)}`;
}

/** The checks of this file, by id (checks.js). */
export const ELEMENT_CHECKS = { 'element-session': elementSession, 'element-reload': elementReload };
