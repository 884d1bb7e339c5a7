// Records the names of the page's globals each time it runs (a classic script, so it can sit
// between other <script> tags). It creates no global of its own besides the snapshot list.
(() => {
  'use strict';
  if (!window.__globalSnapshots) window.__globalSnapshots = [];
  window.__globalSnapshots.push(Object.getOwnPropertyNames(window));
})();
