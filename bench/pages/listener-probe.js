// Counts the `message` listeners on the top window. bench/browser.mjs injects it as an init
// script, so it runs before any script of the page (the SDK included); it is not served.
// Embedded frames are left alone.
(() => {
  if (window !== window.top) return;
  /** Listener → the capture flags it is registered with (the browser's own identity rule). */
  const registered = new Map();
  const capture = (options) => (typeof options === 'boolean' ? options : Boolean(options?.capture));
  const add = window.addEventListener;
  const remove = window.removeEventListener;

  window.addEventListener = function (type, listener, options) {
    if (type === 'message' && listener) {
      if (!registered.has(listener)) registered.set(listener, new Set());
      registered.get(listener).add(capture(options));
    }
    return add.call(this, type, listener, options);
  };
  window.removeEventListener = function (type, listener, options) {
    if (type === 'message' && registered.has(listener)) {
      const flags = registered.get(listener);
      flags.delete(capture(options));
      if (flags.size === 0) registered.delete(listener);
    }
    return remove.call(this, type, listener, options);
  };

  window.__messageListeners = {
    /**
     * Listeners registered now. A removal through `{ signal }` or `{ once }` is not seen; neither
     * the SDK nor the raw variant uses one.
     */
    live() {
      let total = 0;
      for (const flags of registered.values()) total += flags.size;
      return total;
    },
  };
})();
