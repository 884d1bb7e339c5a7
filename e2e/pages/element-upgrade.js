// The e2e page of an upgrade: a <platform-embed> with every attribute (and a src property, as a
// page script may set before the class exists) is in the document before the <script> file
// runs. The browser then reports each attribute to attributeChangedCallback, then calls
// connectedCallback: the element must load its embed URL once. `window.upgradePage.loaded`
// resolves once the <script> file has run.
import { fakeEmbedUrlOn } from '/e2e/fake-embed.js';

const config = await fetch('/config.json').then((response) => response.json());

const url = new URL(fakeEmbedUrlOn(config.embedOrigin, { session: 'upgrade-once' }));

const element = document.createElement('platform-embed');
element.id = 'late';
for (const [name, value] of Object.entries({
  origin: config.embedOrigin,
  'ready-timeout': '10000',
  'max-queued-actions': '5',
  loading: 'eager',
  title: 'Sales',
  'color-scheme': 'dark',
})) {
  element.setAttribute(name, value);
}
// A property set before the class exists: an own property the upgrade moves to the setter.
element.src = url.href;
document.body.append(element);

const script = document.createElement('script');
script.src = '/dist/platform-embed.min.js';
const loaded = new Promise((resolve, reject) => {
  script.addEventListener('load', resolve, { once: true });
  script.addEventListener('error', reject, { once: true });
});
document.head.append(script);

window.upgradePage = { loaded, url: url.href };
