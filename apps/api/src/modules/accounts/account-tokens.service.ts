import { createHash, randomBytes } from 'node:crypto';
import mongoose, { type Types } from 'mongoose';
import type {
  AccountTokenModel,
  AccountTokenRecord,
  TokenPurpose,
} from './account-tokens.model.js';

/** How long a mailed link works. */
export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  'verify-email': 24 * 60 * 60 * 1000,
  'reset-password': 60 * 60 * 1000,
};

/** 256 random bits: far beyond guessing, so a fast hash is enough to store it. */
const TOKEN_BYTES = 32;

function hashOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function createAccountTokenService({
  AccountToken,
  now = () => new Date(),
}: {
  AccountToken: AccountTokenModel;
  now?: () => Date;
}) {
  return {
    /** A new token for the link; only its hash is kept. */
    async issue(
      purpose: TokenPurpose,
      user: { _id: Types.ObjectId; email: string; passwordResets?: number },
    ) {
      const token = randomBytes(TOKEN_BYTES).toString('base64url');
      await AccountToken.create({
        tokenHash: hashOf(token),
        purpose,
        userId: user._id,
        email: user.email,
        passwordResets: user.passwordResets ?? 0,
        expiresAt: new Date(now().getTime() + TOKEN_LIFETIME_MS[purpose]),
      });
      return token;
    },

    /**
     * Marks the token used and returns it, in one atomic update: of two requests with one link
     * (a double click, two tabs) exactly one gets the record. Null for an unknown, expired or
     * used token.
     */
    async consume(purpose: TokenPurpose, token: string): Promise<AccountTokenRecord | null> {
      const at = now();
      return AccountToken.findOneAndUpdate(
        {
          tokenHash: hashOf(token),
          purpose,
          usedAt: null,
          expiresAt: mongoose.trusted({ $gt: at }),
        },
        { $set: { usedAt: at } },
        { returnDocument: 'after' },
      ).lean();
    },

    /** Spends every unused token of a kind for the user (a reset makes the other reset links void). */
    async spendAll(purpose: TokenPurpose, userId: Types.ObjectId): Promise<void> {
      await AccountToken.updateMany({ userId, purpose, usedAt: null }, { $set: { usedAt: now() } });
    },
  };
}

export type AccountTokenService = ReturnType<typeof createAccountTokenService>;
