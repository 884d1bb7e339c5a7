// Counts Content-Security-Policy violations on this page, so a person (and the e2e suite) can
// see there are none. A classic script, loaded before everything else on the page.
(() => {
  'use strict';
  var violations = [];
  window.cspViolations = violations;

  function render() {
    var element = document.querySelector('[data-testid="csp-violations"]');
    if (!element) return;
    element.textContent = String(violations.length);
    element.setAttribute('data-count', String(violations.length));
    element.classList.toggle('bad', violations.length > 0);
    element.title = violations.map((v) => `${v.directive} blocked ${v.blocked}`).join('\n');
  }

  document.addEventListener('securitypolicyviolation', (event) => {
    violations.push({ directive: event.violatedDirective, blocked: event.blockedURI, sample: event.sample });
    render();
  });
  document.addEventListener('DOMContentLoaded', render);
})();
