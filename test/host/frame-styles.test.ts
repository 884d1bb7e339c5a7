// @vitest-environment happy-dom
/**
 * The default look of a created iframe: the root its container is in — the document, or a shadow
 * root — adopts one rule of no specificity for the iframes the SDK marks, once; a container in no
 * document gets nothing.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { adoptFrameStyles, FRAME_ATTRIBUTE } from '../../src/host/frame-styles.js';

const rulesOf = (sheet: CSSStyleSheet | undefined) =>
  [...(sheet?.cssRules ?? [])].map((rule) => rule.cssText.replace(/\s+/g, ' ')).join('\n');

afterEach(() => {
  document.adoptedStyleSheets = [];
  document.body.replaceChildren();
});

describe('adoptFrameStyles', () => {
  it('the document adopts the frame rule once: a :where() of the marked iframes, filling, borderless', () => {
    expect(FRAME_ATTRIBUTE).toBe('data-platform-embed');
    const container = document.body.appendChild(document.createElement('div'));
    adoptFrameStyles(container);
    adoptFrameStyles(document.body.appendChild(document.createElement('section')));
    expect(document.adoptedStyleSheets).toHaveLength(1);
    expect(rulesOf(document.adoptedStyleSheets[0])).toMatch(
      /:where\(iframe\[data-platform-embed\]\) \{ display: block; width: 100%; height: 100%; border: [^;}]+;? \}/,
    );
    expect(document.querySelector('style')).toBeNull();
  });

  it('a container in a shadow root: that root adopts it', () => {
    const root = document.body.appendChild(document.createElement('div')).attachShadow({ mode: 'open' });
    adoptFrameStyles(root.appendChild(document.createElement('div')));
    expect(root.adoptedStyleSheets).toHaveLength(1);
    expect(document.adoptedStyleSheets).toHaveLength(0);
  });

  it('a container in no document gets nothing', () => {
    adoptFrameStyles(document.createElement('div'));
    expect(document.adoptedStyleSheets).toHaveLength(0);
  });
});
