// @vitest-environment happy-dom
/**
 * Which React these tests run on: React 19 in the main project, React 18 in the `react-18`
 * project (test/react/react-18-project.ts). Every other file of test/react runs on both.
 */
import { render, screen } from '@testing-library/react';
import { createElement, version as reactVersion, useState } from 'react';
import { version as domVersion } from 'react-dom';
import { describe, expect, it } from 'vitest';

const expected = process.env.PLATFORM_EMBED_REACT_MAJOR ?? '19';

/** Shows a number kept in state. */
function Counter() {
  const [count] = useState(7);
  return createElement('output', null, String(count));
}

describe(`React ${expected}`, () => {
  it('react, react-dom and @testing-library/react are all that major', () => {
    expect(reactVersion.split('.')[0]).toBe(expected);
    expect(domVersion.split('.')[0]).toBe(expected);
    // A hook works only when the renderer and the hooks are of one React.
    const { unmount } = render(createElement(Counter));
    expect(screen.getByRole('status').textContent).toBe('7');
    unmount();
  });
});
