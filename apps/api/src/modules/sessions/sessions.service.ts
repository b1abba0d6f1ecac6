import { randomBytes } from 'node:crypto';
import mongoose from 'mongoose';
import { sessionGenerationOf, type UserRecord } from '../users/users.model.js';
import type { AuthChanges } from './auth-changes.js';
import type { SessionModel } from './sessions.model.js';
import { SESSION_TTL_SECONDS, signSessionToken, verifySessionToken } from './session-token.js';

export interface OpenedSession {
  /** Public: goes to the client as `sessionId`. */
  sessionId: string;
  /** Secret: goes only into the httpOnly cookie. */
  token: string;
}

export interface LiveSession {
  userId: string;
  sessionId: string;
}

/** A live session and the user's sessionGeneration it was opened at. */
export interface FoundSession extends LiveSession {
  sessionGeneration: number;
}

export interface SessionServiceDeps {
  Session: SessionModel;
  jwtSecret: string;
  /** An ended session must stop working in every process's session cache. */
  authChanges: Pick<AuthChanges, 'announce'>;
  now?: () => Date;
}

const OBJECT_ID = /^[0-9a-f]{24}$/;

export function createSessionService({
  Session,
  jwtSecret,
  authChanges,
  now = () => new Date(),
}: SessionServiceDeps) {
  return {
    /**
     * `user` as read when its credentials were checked: a new password set since then has
     * already moved its sessionGeneration on, so this session is born ended.
     */
    async open(user: Pick<UserRecord, '_id' | 'sessionGeneration'>): Promise<OpenedSession> {
      const sessionId = randomBytes(18).toString('base64url');
      const expiresAt = new Date(now().getTime() + SESSION_TTL_SECONDS * 1000);
      await Session.create({
        publicId: sessionId,
        userId: user._id,
        expiresAt,
        sessionGeneration: sessionGenerationOf(user),
      });
      return {
        sessionId,
        token: signSessionToken({ userId: user._id.toHexString(), sessionId }, jwtSecret),
      };
    },

    /**
     * The session a token names, if the token is genuine and the session neither revoked nor
     * expired; the caller still compares its sessionGeneration with the user's.
     */
    async findLive(token: string): Promise<FoundSession | null> {
      const claims = verifySessionToken(token, jwtSecret);
      if (claims === null || !OBJECT_ID.test(claims.userId)) return null;
      const live = await Session.findOne(
        {
          publicId: claims.sessionId,
          userId: claims.userId,
          revokedAt: null,
          expiresAt: mongoose.trusted({ $gt: now() }),
        },
        { sessionGeneration: 1 },
      ).lean();
      return live === null ? null : { ...claims, sessionGeneration: sessionGenerationOf(live) };
    },

    async revoke({ userId, sessionId }: LiveSession): Promise<void> {
      await Session.updateOne(
        { publicId: sessionId, userId, revokedAt: null },
        { $set: { revokedAt: now() } },
      );
      await authChanges.announce(userId);
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
