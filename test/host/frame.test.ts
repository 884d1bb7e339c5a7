// @vitest-environment happy-dom
/**
 * The frame module on its own: where a created iframe goes, what it is made with, and what an
 * adopted one takes from the options. options.test.ts and security.test.ts prove the same
 * through createEmbed.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { adoptFrame, createFrame, resolveContainer } from '../../src/host/frame.js';
import { FakeWindow } from '../../src/testing/fake-window.js';
import { expectEmbedError } from '../support/expect-embed-error.js';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('resolveContainer', () => {
  it('takes an element as it is', () => {
    const element = document.createElement('section');
    expect(resolveContainer(element, undefined)).toBe(element);
  });

  it("matches a selector in the window option's document, else in the global one", () => {
    document.body.innerHTML = '<div id="report"></div>';
    expect(resolveContainer('#report', undefined)).toBe(document.getElementById('report'));
    const other = document.implementation.createHTMLDocument('other');
    other.body.innerHTML = '<div id="report"></div>';
    expect(resolveContainer('#report', new FakeWindow({ document: other }))).toBe(other.getElementById('report'));
  });

  it.each<[string, unknown, RegExp]>([
    [
      'a selector matching nothing',
      '#missing',
      /^container: expected a CSS selector matching an element, got "#missing"$/,
    ],
    ['an invalid selector', '##', /^container: expected a CSS selector matching an element, got "##"$/],
    ['no container', undefined, /^container: expected an element or a CSS selector, got undefined$/],
    ['a text node', document.createTextNode('x'), /^container: expected an element or a CSS selector, got a Text$/],
  ])('refuses %s with INVALID_OPTIONS', (_label, where, message) => {
    const error = expectEmbedError(() => resolveContainer(where, undefined), 'INVALID_OPTIONS');
    expect(error.message).toMatch(message);
    if (where === '##') expect(error.cause).toBeInstanceOf(Error); // the selector engine's own error
  });
});

describe('createFrame', () => {
  it('makes an iframe in the container’s document with the defaults, neither loaded nor attached', () => {
    const other = document.implementation.createHTMLDocument('other');
    const container = other.createElement('div');
    const iframe = createFrame(container, {});
    expect(iframe.tagName).toBe('IFRAME');
    expect(iframe.ownerDocument).toBe(other);
    expect(iframe.isConnected).toBe(false);
    expect(container.children).toHaveLength(0);
    expect(iframe.hasAttribute('src')).toBe(false);
    expect(Object.fromEntries([...iframe.attributes].map(({ name, value }) => [name, value]))).toEqual({
      title: 'Embedded analytics',
      allow: 'fullscreen; clipboard-write',
      'data-platform-embed': '',
      width: '100%',
      height: '100%',
      frameborder: '0',
    });
  });

  it('fills its container: the document adopts one rule of no specificity (display block, 100 % both ways, no border), once', () => {
    const container = document.body.appendChild(document.createElement('div'));
    const before = document.adoptedStyleSheets.length;
    createFrame(container, {});
    createFrame(document.body.appendChild(document.createElement('div')), {});
    expect(document.adoptedStyleSheets).toHaveLength(before + 1);
    const rule = [...document.adoptedStyleSheets.at(-1)!.cssRules].map((r) => r.cssText).join('');
    expect(rule).toMatch(/^:where\(iframe\[data-platform-embed\]\)\s*\{/);
    for (const declaration of [/display:\s*block/, /width:\s*100%/, /height:\s*100%/, /border:\s*0/])
      expect(rule).toMatch(declaration);
  });

  it('a container in a shadow root: the shadow root adopts the rule', () => {
    const host = document.body.appendChild(document.createElement('div'));
    const root = host.attachShadow({ mode: 'open' });
    const container = root.appendChild(document.createElement('div'));
    createFrame(container, {});
    expect(root.adoptedStyleSheets).toHaveLength(1);
  });

  it('a container outside any document adopts nothing: the attributes alone size the frame', () => {
    const before = document.adoptedStyleSheets.length;
    const iframe = createFrame(document.createElement('div'), {});
    expect(document.adoptedStyleSheets).toHaveLength(before);
    expect(iframe.getAttribute('height')).toBe('100%');
  });

  it('sets the given title, allow, loading and referrerpolicy (an empty policy included)', () => {
    const iframe = createFrame(document.createElement('div'), {
      title: 'Sales',
      allow: 'fullscreen',
      loading: 'lazy',
      referrerPolicy: '',
    });
    expect(iframe.title).toBe('Sales');
    expect(iframe.getAttribute('allow')).toBe('fullscreen');
    expect(iframe.getAttribute('loading')).toBe('lazy');
    expect(iframe.getAttribute('referrerpolicy')).toBe('');
    expect(iframe.hasAttribute('style')).toBe(false);
  });
});

describe('adoptFrame', () => {
  it('gives an adopted iframe the title option, and nothing else', () => {
    const iframe = document.createElement('iframe');
    iframe.setAttribute('allow', 'camera');
    const before = iframe.outerHTML;
    expect(adoptFrame(iframe, { allow: 'fullscreen', loading: 'lazy', referrerPolicy: 'no-referrer' })).toBe(iframe);
    expect(iframe.outerHTML).toBe(before);
    adoptFrame(iframe, { title: 'Report' });
    expect(iframe.title).toBe('Report');
    expect(iframe.getAttribute('allow')).toBe('camera');
  });
});
