// @vitest-environment happy-dom
/**
 * The one stylesheet adopter of the SDK (the created frame's rule, `<platform-embed>`'s default
 * look): a sheet per realm and rule, adopted once by the root a node is in, other sheets kept.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { adoptStyles } from '../../src/host/adopt-styles.js';

const rulesOf = (sheet: CSSStyleSheet | undefined) => [...(sheet?.cssRules ?? [])].map((rule) => rule.cssText).join('');

afterEach(() => {
  document.adoptedStyleSheets = [];
  document.body.replaceChildren();
});

describe('adoptStyles', () => {
  it('the document a node is in adopts a sheet of the rule once, and keeps the sheets it had', () => {
    const own = new CSSStyleSheet();
    document.adoptedStyleSheets = [own];
    const node = document.body.appendChild(document.createElement('div'));
    adoptStyles(node, '.a{color:red}');
    adoptStyles(document.body.appendChild(document.createElement('div')), '.a{color:red}');
    expect(document.adoptedStyleSheets).toHaveLength(2);
    expect(document.adoptedStyleSheets[0]).toBe(own);
    expect(rulesOf(document.adoptedStyleSheets[1])).toMatch(/\.a\s*\{\s*color: red;?\s*\}/);
    adoptStyles(node, '.b{color:blue}');
    expect(document.adoptedStyleSheets).toHaveLength(3);
  });

  it('a node in a shadow root: the shadow root adopts it, the same sheet as elsewhere in the realm', () => {
    adoptStyles(document.body.appendChild(document.createElement('div')), '.a{color:red}');
    const host = document.body.appendChild(document.createElement('div'));
    const root = host.attachShadow({ mode: 'open' });
    adoptStyles(root, '.a{color:red}');
    adoptStyles(root.appendChild(document.createElement('div')), '.a{color:red}');
    expect(root.adoptedStyleSheets).toHaveLength(1);
    expect(root.adoptedStyleSheets[0]).toBe(document.adoptedStyleSheets[0]);
  });

  it('a node in no document adopts nothing', () => {
    const detached = document.createElement('div');
    adoptStyles(detached, '.a{color:red}');
    expect(document.adoptedStyleSheets).toHaveLength(0);
  });

  it('a realm without constructable stylesheets (a page whose window is a fake, as the element tests have) adopts nothing, unless given the class', () => {
    const node = document.body.appendChild(document.createElement('div'));
    Object.defineProperty(document, 'defaultView', { configurable: true, get: () => ({}) });
    try {
      adoptStyles(node, '.a{color:red}');
      expect(document.adoptedStyleSheets).toHaveLength(0);
      adoptStyles(node, '.a{color:red}', CSSStyleSheet);
      expect(document.adoptedStyleSheets).toHaveLength(1);
    } finally {
      delete (document as { defaultView?: unknown }).defaultView;
    }
  });

  it('a root without adoptedStyleSheets (a browser without constructable stylesheets) adopts nothing and throws nothing', () => {
    const root = document.body.appendChild(document.createElement('div')).attachShadow({ mode: 'open' });
    Object.defineProperty(root, 'adoptedStyleSheets', { value: undefined });
    expect(() => adoptStyles(root, '.a{color:red}')).not.toThrow();
  });
});
