// Counts the Content-Security-Policy violations of a page and shows the count
// (`[data-testid="csp-violations"]`), so a person and a test can see there are none: the fake
// embed's page, and the demo host pages (which load it as /shared/csp-watch.js). A classic script in
// <head>: it listens before anything else on the page runs.
(() => {
  const violations = [];
  window.cspViolations = violations;

  function render() {
    const element = document.querySelector('[data-testid="csp-violations"]');
    if (!element) return;
    element.textContent = String(violations.length);
    element.setAttribute('data-count', String(violations.length));
    element.classList.toggle('bad', violations.length > 0);
    element.title = violations.map((violation) => `${violation.directive} blocked ${violation.blocked}`).join('\n');
  }

  document.addEventListener('securitypolicyviolation', (event) => {
    violations.push({ directive: event.violatedDirective, blocked: event.blockedURI, sample: event.sample });
    render();
  });
  document.addEventListener('DOMContentLoaded', render);
})();
