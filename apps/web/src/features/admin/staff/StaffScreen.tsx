import type { Role, StaffMember } from '@gymfuel/contracts';
import { useState } from 'react';
import { failureMessageOf } from '../../../shared/api/failure-message';
import { ConsoleList } from '../ConsoleList';
import { ConsoleOutcome, type Outcome } from '../ConsoleOutcome';
import { ConsoleScreenFrame } from '../ConsoleScreenFrame';
import { GrantRoleForm } from './GrantRoleForm';
import { useSetRole, useStaff, type RoleRequest } from './api/staff';

const ROLE_LABELS: Record<Role, string> = { owner: 'Owner', staff: 'Staff', customer: 'Customer' };

/** What a change made of the person, as the notice says it. */
const NOW_A: Record<Role, string> = {
  owner: 'is now an owner',
  staff: 'is now staff',
  customer: 'no longer has a role',
};

/** 'Staff' (owners): who runs the shop; grant and revoke the staff and owner roles. */
export default function StaffScreen() {
  const staff = useStaff();
  const setRole = useSetRole();
  const [outcome, setOutcome] = useState<Outcome>(null);

  const change = (request: RoleRequest, onDone?: () => void) =>
    setRole.mutate(request, {
      onSuccess: (member) => {
        onDone?.();
        setOutcome({ kind: 'success', text: `${member.email} ${NOW_A[member.role]}.` });
      },
      onError: (error) => setOutcome({ kind: 'problem', text: failureMessageOf(error) }),
    });

  return (
    <ConsoleScreenFrame
      title="Staff"
      lead="Who runs the shop. Only an account with a verified e-mail can be given a role."
    >
      <ConsoleOutcome outcome={outcome} />
      <section className="console-section" aria-labelledby="grant-role-title">
        <h2 id="grant-role-title" className="console-section__title">
          Grant a role
        </h2>
        <GrantRoleForm busy={setRole.isPending} onGrant={change} />
      </section>
      <section className="console-section" aria-labelledby="staff-list-title">
        <h2 id="staff-list-title" className="console-section__title">
          Staff and owners
        </h2>
        <ConsoleList query={staff} noun="staff" label="Staff and owners" empty="No staff yet.">
          {(member: StaffMember) => (
            <li key={member._id}>
              <article className="console-record" aria-labelledby={`member-${member._id}`}>
                <div className="console-record__head">
                  <h3 id={`member-${member._id}`} className="console-record__title">
                    {member.userName}
                  </h3>
                  <span className="console-badge">{ROLE_LABELS[member.role]}</span>
                </div>
                <p className="console-record__meta">
                  {member.email}
                  {!member.emailVerified && ' (e-mail not verified: the role waits for it)'}
                </p>
                <div className="console-record__actions">
                  <button
                    type="button"
                    className="btn btn-outline"
                    disabled={setRole.isPending}
                    onClick={() =>
                      change({
                        email: member.email,
                        role: member.role === 'owner' ? 'staff' : 'owner',
                      })
                    }
                  >
                    {member.role === 'owner' ? 'Make staff' : 'Make owner'}
                  </button>
                  <button
                    type="button"
                    className="btn btn-ghost"
                    disabled={setRole.isPending}
                    onClick={() => change({ email: member.email, role: 'customer' })}
                  >
                    Revoke
                  </button>
                </div>
              </article>
            </li>
          )}
        </ConsoleList>
      </section>
    </ConsoleScreenFrame>
  );
}
