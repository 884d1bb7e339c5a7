/**
 * The one runtime link between an event of the catalog and its handler prop: `'dashboard-loaded'`
 * → `'onDashboardLoaded'`, as the type `EventHandlerProp` spells it.
 *
 * @module
 * @internal
 */

import type { EventName } from '../protocol/constants.js';
import type { EventHandlerProp } from './types.js';

/** The handler prop of an event: `on` and the name in PascalCase (`'ai-query'` → `'onAiQuery'`). */
export function handlerPropOf<N extends EventName>(name: N): EventHandlerProp<N> {
  return `on${name.replace(/(?:^|-)([a-z])/g, (_, letter: string) => letter.toUpperCase())}` as EventHandlerProp<N>;
}
