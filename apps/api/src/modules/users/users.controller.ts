import { SERVER_MESSAGES, type usersEndpoints } from '@gymfuel/contracts';
import { AppError } from '../../errors/app-error.js';
import type { Handlers } from '../../http/endpoint.js';
import { SESSION_ENDED, sessionOf } from '../../http/session-auth.js';
import type { AccountService } from '../accounts/accounts.service.js';
import { isVerified, toPublicUser } from './users.model.js';
import type { UserService } from './users.service.js';

export interface UserControllerDeps {
  users: UserService;
  /** Mails the verification link when the e-mail changes. */
  accounts: Pick<AccountService, 'sendVerification'>;
}

export const NOT_YOUR_ACCOUNT = 'You may only access your own account';

export function createUserController({
  users,
  accounts,
}: UserControllerDeps): Handlers<typeof usersEndpoints> {
  return {
    /** The web's "am I still signed in?" check: the stored e-mail and sessionId must be this session's. */
    async getUser({ body }, req) {
      const auth = sessionOf(req);
      if (body.email !== auth.email) throw AppError.forbidden(NOT_YOUR_ACCOUNT);
      if (body.sessionId !== auth.sessionId) throw AppError.unauthorized(SESSION_ENDED);
      const user = await users.findById(auth.userId);
      if (user === null) throw AppError.unauthorized(SESSION_ENDED);
      return { success: true, data: toPublicUser(user, auth.sessionId) };
    },

    /** Always the session's own account: `email` must be its current address. */
    async updateUser({ body }, req) {
      const auth = sessionOf(req);
      if (body.email !== auth.email) throw AppError.forbidden(NOT_YOUR_ACCOUNT);
      const { user, emailChanged } = await users.updateProfile(auth.userId, {
        email: body.updatedemail,
        password: body.password,
        userName: body.userName,
        phoneNumber: body.phoneNumber,
        address: body.address,
        userPhoto: body.userPhoto,
      });
      if (emailChanged && !isVerified(user)) await accounts.sendVerification(user);
      return {
        success: true,
        message: SERVER_MESSAGES.userUpdated,
        data: toPublicUser(user, auth.sessionId),
      };
    },
  };
}
