/**
 * The words the catalog, the generated validators and the payload tables share: the surfaces,
 * the replay policies and the validator's type. A module of its own that imports nothing, so the
 * generated file depends on it and on nothing that depends on the generated file (no circle).
 *
 * @module
 * @internal
 */

/** The embeddable surfaces (spec 6.1 `surface`). */
export const SURFACES = /*#__PURE__*/ Object.freeze(['dashboard', 'app', 'chat'] as const);

/** An embeddable surface. */
export type Surface = (typeof SURFACES)[number];

/** How a host replays an action after a later `ready`: the latest value, the latest per filter key, or never. */
export type ReplayPolicy = 'latest' | 'per-filter-key' | 'never';

/**
 * A payload's validator. Given a plain object, it returns the parsed payload — a fresh object
 * holding the known fields (and, for an open payload, the further keys) — or, when a field is
 * missing, of the wrong type, outside its enum or breaks its value rule, the refusal detail
 * naming every such field: `payload.mode: expected one of "signed", "private", got "public"`.
 */
export type PayloadGuard = (input: Record<string, unknown>) => Record<string, unknown> | string;
