// @vitest-environment happy-dom
/** The fake embed page's DOM helpers: new elements, log entries, the fatal banner, an SDK error's words. */
import { describe, expect, it } from 'vitest';
import { describeError, element, logEntry, showFatal } from '../../../../src/testing/servers/embed-page/dom.js';
import { logTypes, mountPageHtml, textOf } from './page-fixture.js';

describe('the fake embed page’s DOM', () => {
  it('element: a class, a text and data attributes, each only when given', () => {
    const node = element('span', { className: 'chip', text: 'x', dataset: { filterKey: 'orders.status' } });
    expect([node.tagName, node.className, node.textContent, node.dataset.filterKey]).toEqual([
      'SPAN',
      'chip',
      'x',
      'orders.status',
    ]);
    expect(element('li').outerHTML).toBe('<li></li>');
  });

  it('logEntry: appends an entry of its type and kind to the list', () => {
    mountPageHtml();
    logEntry('event-log', { type: 'ready', body: '{}' });
    logEntry('event-log', { type: 'download', body: 'INVALID_PAYLOAD: no', kind: 'refused' });
    expect(logTypes('event-log')).toEqual(['ready', 'download']);
    expect(document.querySelector('#event-log li:last-child')!.className).toBe('refused');
    expect(document.querySelector('#event-log li:last-child code')!.textContent).toBe('INVALID_PAYLOAD: no');
  });

  it('showFatal: the banner shown, with why', () => {
    mountPageHtml();
    showFatal('gone');
    expect([document.getElementById('fatal')!.hidden, textOf('fatal-message')]).toEqual([false, 'gone']);
  });

  it('describeError: the code, else the name, and the message', () => {
    expect(describeError(Object.assign(new Error('bad'), { code: 'INVALID_OPTIONS' }))).toBe('INVALID_OPTIONS: bad');
    expect(describeError(new TypeError('bad'))).toBe('TypeError: bad');
  });
});
