import type { Role, StaffMember } from '@gymfuel/contracts';
import type { AuditLog } from '../audit/audit-log.js';
import { toStaffMember } from './users.model.js';
import type { UserService } from './users.service.js';

type Actor = Parameters<AuditLog['record']>[0];

/** The console's 'Staff' screen: who runs the shop, and an owner's grants and revocations. */
export function createStaffService({
  users,
  audit,
}: {
  users: Pick<UserService, 'listStaff' | 'changeRole'>;
  audit: Pick<AuditLog, 'record'>;
}) {
  return {
    async list(): Promise<StaffMember[]> {
      return (await users.listStaff()).map(toStaffMember);
    },

    /**
     * Grants or revokes (role customer) a role. A change to the role the account already has is
     * no change: answered, not audited. The session guard reads the role on every request, so a
     * demotion applies to the demoted person's very next request.
     */
    async setRole(actor: Actor, email: string, role: Role): Promise<StaffMember> {
      const { user, previousRole } = await users.changeRole(actor.userId, email, role);
      if (previousRole !== role) {
        await audit.record(actor, {
          kind: 'staff.role',
          subject: user.email,
          summary: `${user.email}: ${previousRole} → ${role}`,
          before: { role: previousRole },
          after: { role },
        });
      }
      return toStaffMember(user);
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
