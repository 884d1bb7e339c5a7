/**
 * The fake embed page's buttons: one for every event of the catalog (valid, refused by the SDK,
 * fatal), the tabs, the AI query form and the reloads.
 *
 * @module
 * @internal
 */

import type { EventPayloads } from '../../../embed/index.js';
import { drilldown, REGIONS } from './dashboard.js';
import { $, showFatal } from './dom.js';
import { navigateTo } from './navigation.js';
import { type Page, send, VIEWS } from './page.js';

/** Wires every button of the page. */
export function wireButtons(page: Page): void {
  wireNavigation(page);
  wireDownloads(page);
  wireAiQuery(page);
  wireErrors(page);
  $('reload').addEventListener('click', () => location.reload());
  $('fatal-reload').addEventListener('click', () => location.reload());
}

/** The tabs, the next-view button and a drilldown. */
function wireNavigation(page: Page): void {
  for (const tab of document.querySelectorAll<HTMLElement>('.tab')) {
    tab.addEventListener('click', () => navigateTo(page, tab.dataset.path ?? '/'));
  }
  $('emit-navigate').addEventListener('click', () => {
    const paths = Object.keys(VIEWS);
    navigateTo(page, paths[(paths.indexOf(page.state.path) + 1) % paths.length]!);
  });
  $('emit-drilldown').addEventListener('click', () => drilldown(page, 'North', 125000));
}

/** A download of each format: a widget's for tables, the dashboard's for the rest. */
function wireDownloads(page: Page): void {
  for (const button of document.querySelectorAll<HTMLElement>('[data-format]')) {
    button.addEventListener('click', () => {
      const format = button.dataset.format as EventPayloads['download']['format'];
      const payload: EventPayloads['download'] =
        format === 'csv' || format === 'xlsx'
          ? {
              format,
              target: 'widget',
              widgetId: 'revenue-by-region',
              title: 'Revenue by region',
              rowCount: REGIONS.length,
            }
          : { format, target: 'dashboard', title: VIEWS[page.state.path] ?? page.state.path };
      send(page, 'download', payload);
    });
  }
}

/** The AI query form: submitted, and a button for each later status. */
function wireAiQuery(page: Page): void {
  const aiForm = $<HTMLFormElement>('ai-form');
  const sendAiQuery = (status: EventPayloads['ai-query']['status']): void => {
    const payload: EventPayloads['ai-query'] = { query: $<HTMLInputElement>('ai-query').value, status };
    if (page.surface === 'chat') payload.chatId = 'chat-demo-1';
    else payload.agentId = 'agent-sales';
    send(page, 'ai-query', payload);
  };
  aiForm.addEventListener('submit', (event) => {
    event.preventDefault();
    sendAiQuery('submitted');
  });
  for (const button of aiForm.querySelectorAll<HTMLElement>('button[type="button"][data-status]')) {
    button.addEventListener('click', () => sendAiQuery(button.dataset.status as EventPayloads['ai-query']['status']));
  }
}

/** An error, a fatal one (the page then stops), and an invalid event the SDK refuses. */
function wireErrors(page: Page): void {
  $('emit-error').addEventListener('click', () => {
    send(page, 'error', {
      message: 'Widget "Revenue by region" failed to load: query timed out',
      name: 'QueryTimeoutError',
      context: 'widget:revenue-by-region',
      fatal: false,
    });
  });
  $('emit-error-fatal').addEventListener('click', () => {
    const message = 'The surface lost its session and cannot continue';
    send(page, 'error', { message, name: 'SessionExpiredError', context: 'surface', fatal: true });
    showFatal(message);
  });
  // A download as gif: refused by the SDK, nothing is sent.
  $('emit-invalid').addEventListener('click', () =>
    send(page, 'download', { format: 'gif', target: 'dashboard' } as unknown as EventPayloads['download']),
  );
}
