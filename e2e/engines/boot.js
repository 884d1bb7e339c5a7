// Runs before anything else on the smoke page (a classic script): the place the page publishes
// its results, and a record of what went wrong outside the checks — an uncaught error, an
// unhandled rejection, a script that did not load or parse, a CSP violation — so a page whose
// module never ran still tells the harness why.
(() => {
  const smoke = { done: false, results: [], errors: [], userAgent: navigator.userAgent };
  window.engineSmoke = smoke;
  const describeValue = (value) => (value instanceof Error ? `${value.name}: ${value.message}` : String(value));
  window.addEventListener(
    'error',
    (event) => {
      if (event.target instanceof HTMLScriptElement) smoke.errors.push(`could not load ${event.target.src}`);
      else
        smoke.errors.push(
          `uncaught ${describeValue(event.error ?? event.message)} (${event.filename}:${event.lineno})`,
        );
    },
    true,
  );
  window.addEventListener('unhandledrejection', (event) =>
    smoke.errors.push(`unhandled rejection: ${describeValue(event.reason)}`),
  );
  document.addEventListener('securitypolicyviolation', (event) =>
    smoke.errors.push(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
  );
})();
