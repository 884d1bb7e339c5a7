// The element demo page: the fake dashboard embedded with <platform-embed> alone. The <script>
// file registered the element; this script sets what markup cannot (a session URL, a filter)
// and shows what the element says. Event payloads are untrusted: shown as text, never as HTML.

const $ = (id) => document.getElementById(id);
const el = $('embed');
const config = await fetch('/config.json').then((response) => response.json());
$('host-origin').textContent = location.origin;
$('embed-origin').textContent = config.embedOrigin;

/**
 * A new URL of the fake embed's scripted page: it reports the tenant, deployment and mode its
 * query names, and shows the session label without redeeming it (a real page gets a signed
 * URL from its server).
 */
function sessionUrl() {
  const url = new URL('/embed/', config.embedOrigin);
  const session = `element-${Date.now().toString(36)}`;
  url.search = new URLSearchParams({
    surface: 'dashboard',
    embedTenant: 'acme',
    deploymentId: '42',
    mode: 'signed',
    publicId: 'sales-overview',
    session,
    hostOrigin: location.origin,
  });
  return url.href;
}

function show(type, detail) {
  const item = document.createElement('li');
  item.className = `entry ${type === 'platform-ready' ? 'event-ready' : ''}`;
  item.dataset.type = type;
  item.append(Object.assign(document.createElement('span'), { className: 'tag', textContent: type }));
  item.append(
    Object.assign(document.createElement('pre'), {
      textContent: detail instanceof Error ? detail.message : JSON.stringify(detail),
    }),
  );
  $('event-log').prepend(item);
  $('embed-state').dataset.state = el.state;
  $('embed-state').textContent = el.state;
  if (type === 'platform-ready')
    $('ready-payload').textContent =
      `ready: tenant ${detail.embedTenant} · deployment ${detail.deploymentId} · a made-up URL (no session redeemed)`;
}

for (const type of [
  ...globalThis.PlatformEmbed.EVENT_NAMES.map((name) => `platform-${name}`),
  'platform-invalid-message',
  'platform-options-error',
]) {
  el.addEventListener(type, (event) => show(type, event.detail));
}
$('scheme').addEventListener('change', (event) => {
  el.colorScheme = event.target.value;
});
$('new-session').addEventListener('click', () => {
  el.src = sessionUrl();
  show('src', el.src.replace(/\?.*/, '?…'));
});

el.filters = [{ view: 'orders', dimension: 'status', value: ['paid', 'shipped'] }];
el.src = sessionUrl();
$('embed-state').dataset.state = el.state;
$('embed-state').textContent = el.state;
