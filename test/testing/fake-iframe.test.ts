/**
 * The duck-typed iframe: what createEmbed reads of an adopted frame, and setContentWindow.
 */
import { describe, expect, it } from 'vitest';
import { FakeIframe, setContentWindow } from '../../src/testing/fake-iframe.js';
import { FakeWindow } from '../../src/testing/fake-window.js';

describe('FakeIframe', () => {
  it('looks like an iframe element, with a fake window by default', () => {
    const frame = new FakeIframe();
    expect(frame.nodeType).toBe(1);
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.contentWindow).toBeInstanceOf(FakeWindow);
    expect(frame.ownerDocument).toEqual({ baseURI: 'about:blank', defaultView: null });
    expect(frame.getAttribute('src')).toBeNull();
    expect(frame.src).toBe('');
  });

  it('takes a window (or null for a detached frame), a src, a base URI and a host window', () => {
    const host = new FakeWindow();
    const win = new FakeWindow();
    const frame = new FakeIframe({
      contentWindow: win,
      src: '/embed/x',
      baseURI: 'https://tenant.example.com/app/',
      defaultView: host,
    });
    expect(frame.contentWindow).toBe(win);
    expect(frame.getAttribute('src')).toBe('/embed/x');
    expect(frame.src).toBe('https://tenant.example.com/embed/x'); // reflected as a resolved URL
    expect(frame.ownerDocument.defaultView).toBe(host);
    expect(new FakeIframe({ contentWindow: null }).contentWindow).toBeNull();
  });

  it('has attributes (case-insensitive names); src and title reflect theirs', () => {
    const frame = new FakeIframe();
    frame.src = 'https://tenant.example.com/embed';
    frame.title = 'Sales';
    frame.setAttribute('ALLOW', 'fullscreen');
    expect(frame.getAttribute('src')).toBe('https://tenant.example.com/embed');
    expect(frame.getAttribute('title')).toBe('Sales');
    expect(frame.title).toBe('Sales');
    expect(frame.hasAttribute('allow')).toBe(true);
    frame.removeAttribute('allow');
    expect(frame.getAttribute('allow')).toBeNull();
  });

  it('counts remove() calls', () => {
    const frame = new FakeIframe();
    frame.remove();
    expect(frame.removeCount).toBe(1);
    expect(frame.isConnected).toBe(false);
  });

  it('has an inline style', () => {
    const frame = new FakeIframe();
    frame.style.setProperty('width', '100%');
    frame.style.setProperty('border', '0');
    expect(frame.style.getPropertyValue('width')).toBe('100%');
    expect(frame.style.cssText).toBe('width: 100%; border: 0;');
    expect(frame.style.removeProperty('border')).toBe('0');
    expect(frame.style.getPropertyValue('border')).toBe('');
  });
});

describe('setContentWindow', () => {
  it('points a frame at another window, and the frame stays assignable', () => {
    const frame = new FakeIframe();
    const other = new FakeWindow();
    setContentWindow(frame, other);
    expect(frame.contentWindow).toBe(other);
    setContentWindow(frame, null);
    expect(frame.contentWindow).toBeNull();
    frame.contentWindow = other;
    expect(frame.contentWindow).toBe(other);
  });
});
