// The page of e2e/render.spec.ts: platform-embed/chat/render (dist/chat/render.js bundled with
// markdown-it at /e2e/build/render.js), driven through window.renderPage.
import { renderAnswerText, renderSqlTable } from '/e2e/build/render.js';

window.renderPage = {
  /** Renders `text` into #answer (streamed in `pieces` updates when given), and returns the time it took. */
  answer(text, pieces = 1) {
    const container = document.getElementById('answer');
    container.replaceChildren();
    const started = performance.now();
    const view = renderAnswerText(container, pieces === 1 ? text : '');
    for (let i = 1; i < pieces; i++) view.update(text.slice(0, Math.ceil((text.length * (i + 1)) / pieces)));
    view.flush();
    return performance.now() - started;
  },
  /** Renders `result` into #rows. */
  table(result) {
    const container = document.getElementById('rows');
    container.replaceChildren();
    renderSqlTable(container, result);
  },
};
window.renderPageLoaded = true;
