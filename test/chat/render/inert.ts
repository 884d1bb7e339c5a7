/** The renderers' safety rule as tests check it: what a rendered answer must never hold. */
import { expect } from 'vitest';

/** Fails when `root` holds an element or attribute the renderer must never make. */
export function expectInert(root: Element): void {
  expect(root.querySelector('script, img, iframe, object, embed, style, link, form, input')).toBeNull();
  for (const link of Array.from(root.querySelectorAll('a'))) {
    expect(link.getAttribute('href')).toMatch(/^(https?|mailto):/i);
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  }
  for (const element of Array.from(root.querySelectorAll('*')))
    for (const { name } of Array.from(element.attributes)) expect(name).toMatch(/^(href|rel|class|role|start|style)$/);
}
