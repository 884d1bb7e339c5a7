// @vitest-environment happy-dom
/**
 * The default look of `<platform-embed>`: its shadow root adopts one stylesheet — a block 600 px
 * high, hidden when `hidden`, the frame filling it, no border — shared by every element, with no
 * `<style>` element; where constructable stylesheets are missing, nothing is adopted.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adoptDefaultStyles } from '../../src/element/styles.js';

const rulesOf = (sheet: CSSStyleSheet | undefined) =>
  [...(sheet?.cssRules ?? [])].map((rule) => rule.cssText.replace(/\s+/g, ' ')).join('\n');
const shadowOf = () => document.body.appendChild(document.createElement('div')).attachShadow({ mode: 'open' });

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

describe('adoptDefaultStyles', () => {
  it('the shadow root adopts the default rules, and no <style> element', () => {
    const root = shadowOf();
    adoptDefaultStyles(root);
    expect(root.adoptedStyleSheets).toHaveLength(1);
    const rules = rulesOf(root.adoptedStyleSheets[0]);
    expect(rules).toMatch(/:host \{ display: grid; height: 600px;? \}/);
    expect(rules).toMatch(/:host\(\[hidden\]\) \{ display: none;? \}/);
    expect(rules).toMatch(/div, ?iframe \{ display: block; width: 100%; height: 100%; border: [^;}]+;? \}/);
    expect(root.querySelector('style')).toBeNull();
  });

  it('every element shares the one sheet, adopted once per root', () => {
    const one = shadowOf();
    const two = shadowOf();
    adoptDefaultStyles(one);
    adoptDefaultStyles(one);
    adoptDefaultStyles(two);
    expect(one.adoptedStyleSheets).toHaveLength(1);
    expect(two.adoptedStyleSheets[0]).toBe(one.adoptedStyleSheets[0]);
  });

  it('without constructable stylesheets, nothing is adopted and nothing throws', () => {
    vi.stubGlobal('CSSStyleSheet', undefined);
    const root = shadowOf();
    expect(() => adoptDefaultStyles(root)).not.toThrow();
    expect(root.adoptedStyleSheets).toHaveLength(0);
  });
});
