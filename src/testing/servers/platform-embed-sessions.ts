/// <reference types="node" />
/**
 * Signed embedding's sessions in the fake platform server (the reference's generate-session
 * page): a session is generated for a viewer, exchanged once for an embed token within 5
 * minutes, and can be revoked, which ends the token too. Time is the server's clock, so a test
 * can move past 5 minutes or 24 hours without waiting.
 *
 * @module
 */

import { createHmac, randomBytes } from 'node:crypto';
import { expected } from '../../internal/describe.js';
import { badRequest, FakeRefusal } from './platform-refusal.js';
import type { GenerateSessionRequest } from './platform-session-rules.js';

/** How long a generated session can be exchanged: 5 minutes. */
export const EMBED_SESSION_TTL_MS = 5 * 60_000;
/** How long an embed token is valid: 24 hours. */
export const EMBED_TOKEN_TTL_MS = 24 * 3_600_000;

const SESSION_ID = /^[0-9a-f]{32}$/;

/** A generated session as it stands at the server's clock's now. Times are milliseconds since the epoch. */
export interface FakeEmbedSession {
  /** 32 lowercase hexadecimal characters. */
  readonly sessionId: string;
  /** The generate-session body as received (`deploymentId`, `externalId` or `internalId`, `settings`…). */
  readonly request: GenerateSessionRequest;
  /** When it was generated. */
  readonly createdAt: number;
  /** When it can no longer be exchanged: 5 minutes after `createdAt`. */
  readonly expiresAt: number;
  /**
   * `pending` (not exchanged yet, still valid), `expired` (not exchanged in time), `redeemed`
   * (exchanged for `token`) or `revoked` (exchanged or not).
   */
  readonly state: 'pending' | 'expired' | 'redeemed' | 'revoked';
  /** The embed token it was exchanged for, once it was. */
  readonly token?: string;
}

/** An embed token the server issued, and whose it is. Times are milliseconds since the epoch. */
export interface FakeEmbedToken {
  /** The token itself. */
  readonly token: string;
  /** The session it was exchanged from. */
  readonly sessionId: string;
  /** That session's generate-session body: the viewer (`externalId` or `internalId`), the deployment, the settings… */
  readonly request: GenerateSessionRequest;
  /** When the session was exchanged for it. */
  readonly issuedAt: number;
  /** 24 hours after `issuedAt`. */
  readonly expiresAt: number;
}

interface SessionRecord {
  readonly sessionId: string;
  readonly request: GenerateSessionRequest;
  readonly createdAt: number;
  token?: { value: string; issuedAt: number };
  revoked: boolean;
}

/** The sessions and embed tokens of one server. */
export class EmbedSessions {
  readonly #sessions = new Map<string, SessionRecord>();
  readonly #byToken = new Map<string, SessionRecord>();
  readonly #clock: () => number;
  /** Signs this server's tokens, so that they are shaped as the service's are (the server knows its own by their whole text). */
  readonly #secret = randomBytes(32);

  constructor(clock: () => number) {
    this.#clock = clock;
  }

  /** A new session for `request` (checked already); its id, from a cryptographic random source. */
  generate(request: GenerateSessionRequest): string {
    const sessionId = randomBytes(16).toString('hex');
    this.#sessions.set(sessionId, { sessionId, request, createdAt: this.#clock(), revoked: false });
    return sessionId;
  }

  /**
   * Exchanges a session for an embed token, once.
   *
   * @throws {@link FakeRefusal} 400 without a `sessionId` string; 401 for a session that is
   * unknown, already exchanged, revoked or expired.
   */
  redeem(sessionId: unknown): string {
    if (typeof sessionId !== 'string' || sessionId === '')
      throw badRequest(expected('sessionId', 'the sessionId of a generated session', sessionId));
    const session = this.#sessions.get(sessionId);
    const now = this.#clock();
    const refusal = !session
      ? 'unknown embed session'
      : session.revoked
        ? 'the embed session was revoked'
        : session.token
          ? 'the embed session was already exchanged (a session is single use)'
          : now >= session.createdAt + EMBED_SESSION_TTL_MS
            ? 'the embed session expired (sessions are valid 5 minutes)'
            : undefined;
    if (refusal || !session) throw new FakeRefusal(401, `Unauthorized: ${refusal}`);
    const value = this.#sign(session, now);
    session.token = { value, issuedAt: now };
    this.#byToken.set(value, session);
    return value;
  }

  /**
   * Ends a session and the token it was exchanged for, if any. Idempotent: an unknown or
   * revoked session is fine.
   *
   * @throws {@link FakeRefusal} 400 for an id that is not 32 lowercase hexadecimal characters.
   */
  revoke(sessionId: unknown): void {
    if (typeof sessionId !== 'string' || !SESSION_ID.test(sessionId))
      throw badRequest(expected('sessionId', 'a session id (32 lowercase hexadecimal characters)', sessionId));
    const session = this.#sessions.get(sessionId);
    if (session) session.revoked = true;
  }

  /** Whose `token` is, while it is valid: `undefined` for a token this server did not issue, or one revoked or expired. */
  tokenInfo(token: string): FakeEmbedToken | undefined {
    const session = this.#byToken.get(token);
    if (!session?.token || session.revoked) return undefined;
    const expiresAt = session.token.issuedAt + EMBED_TOKEN_TTL_MS;
    if (this.#clock() >= expiresAt) return undefined;
    return {
      token,
      sessionId: session.sessionId,
      request: structuredClone(session.request),
      issuedAt: session.token.issuedAt,
      expiresAt,
    };
  }

  /** Every session generated, oldest first, as it stands now (copies: changing one changes nothing). */
  list(): FakeEmbedSession[] {
    const now = this.#clock();
    return [...this.#sessions.values()].map((session) => {
      const expiresAt = session.createdAt + EMBED_SESSION_TTL_MS;
      const state = session.revoked ? 'revoked' : session.token ? 'redeemed' : now >= expiresAt ? 'expired' : 'pending';
      const snapshot: FakeEmbedSession = {
        sessionId: session.sessionId,
        request: structuredClone(session.request),
        createdAt: session.createdAt,
        expiresAt,
        state,
      };
      return session.token ? { ...snapshot, token: session.token.value } : snapshot;
    });
  }

  /** A signed, JWT-shaped token naming the viewer and the deployment; a random `jti` makes each one unique. */
  #sign(session: SessionRecord, now: number): string {
    const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const { deploymentId, externalId, internalId } = session.request;
    const seconds = Math.floor(now / 1000);
    const claims = {
      sub: externalId ?? internalId,
      deploymentId,
      iat: seconds,
      exp: seconds + EMBED_TOKEN_TTL_MS / 1000,
      jti: randomBytes(8).toString('hex'),
    };
    const unsigned = `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}`;
    return `${unsigned}.${createHmac('sha256', this.#secret).update(unsigned).digest('base64url')}`;
  }
}
