// The demo's fake embed as the e2e pages load it: one definition of its URL.

/**
 * A URL of the demo's fake embed (served on `embedOrigin`): a dashboard of tenant `acme`,
 * deployment 42, in signed mode, with `params` (its session, say) and this page as its host.
 */
export function fakeEmbedUrlOn(embedOrigin, params = {}) {
  const url = new URL('/embed/', embedOrigin);
  url.search = new URLSearchParams({
    surface: 'dashboard',
    embedTenant: 'acme',
    deploymentId: '42',
    mode: 'signed',
    ...params,
    hostOrigin: location.origin,
  }).toString();
  return url.href;
}
