/**
 * The one runtime link between an event of the catalog and its handler prop: `on` and the name
 * in PascalCase, for every event, each prop distinct.
 */
import { describe, expect, it } from 'vitest';
import { EVENT_NAMES } from '../../src/protocol/generated.js';
import { handlerPropOf } from '../../src/react/handler-props.js';

describe('handlerPropOf', () => {
  it('is on and the name in PascalCase', () => {
    expect(handlerPropOf('ready')).toBe('onReady');
    expect(handlerPropOf('dashboard-loaded')).toBe('onDashboardLoaded');
    expect(handlerPropOf('ai-query')).toBe('onAiQuery');
  });

  it('gives every event of the catalog its own prop, of letters only', () => {
    const props = EVENT_NAMES.map(handlerPropOf);
    expect(new Set(props).size).toBe(EVENT_NAMES.length);
    for (const prop of props) expect(prop).toMatch(/^on[A-Z][A-Za-z]*$/);
  });
});
