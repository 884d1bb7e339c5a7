/**
 * The request rules of the chat API (spec 2.4) that both its checks use: the hand-written ones
 * the client runs before sending (./request.ts, no zod in a browser) and the zod schemas of
 * `platform-embed/schemas` (./schemas.ts). One definition each.
 *
 * @module
 * @internal
 */

/** `<timestamp>-message`, the timestamp Unix milliseconds of 13 or more digits (spec 2.4, 8). */
export const MESSAGE_ID = /^\d{13,}-message$/;

/**
 * Whether a value is an external user's id (spec 2.4): a non-empty string, lowercase, without
 * spaces — the service lowercases ids, so two ids differing in case would be one user.
 */
export const isExternalId = (value: unknown): value is string => typeof value === 'string' && value !== '' && value === value.toLowerCase() && !/\s/.test(value);
