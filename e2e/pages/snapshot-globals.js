// Records the names of the page's globals each time it runs (a classic script, so it can sit
// between other <script> tags). It creates no global of its own besides the snapshot list.
(function () {
  'use strict';
  var snapshots = window.__globalSnapshots || (window.__globalSnapshots = []);
  snapshots.push(Object.getOwnPropertyNames(window));
})();
