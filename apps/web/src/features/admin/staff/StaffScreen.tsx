import type { Role, StaffMember } from '@gymfuel/contracts';
import { useState } from 'react';
import { failureMessageOf } from '../../../shared/api/failure-message';
import { useAuth } from '../../../shared/auth/auth-context';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { ConsoleList } from '../ConsoleList';
import { ConsoleOutcome, type Outcome } from '../ConsoleOutcome';
import { ConsoleScreenFrame } from '../ConsoleScreenFrame';
import { CONSOLE_SCREENS } from '../console-screens';
import { GrantRoleForm } from './GrantRoleForm';
import { useSetRole, useStaff, type RoleRequest } from './api/staff';

const ROLE_LABELS: Record<Role, string> = { owner: 'Owner', staff: 'Staff', customer: 'Customer' };

/** What a change made of the person, as the notice says it. */
const NOW_A: Record<Role, string> = {
  owner: 'is now an owner',
  staff: 'is now staff',
  customer: 'no longer has a role',
};

const OWNER_SCREENS = CONSOLE_SCREENS.filter(({ access }) => access === 'owner')
  .map(({ label }) => label)
  .join(', ');

/** What the change will do, asked before it is sent: whose role, from what to what. */
function confirmationOf(member: StaffMember, role: Role, isSelf: boolean): string {
  const who = `${member.userName} (${member.email})`;
  const question = {
    owner: `Make ${who} an owner instead of staff? Owners open every console screen, including ${OWNER_SCREENS}.`,
    staff: `Make ${who} staff instead of an owner? Staff lose ${OWNER_SCREENS}.`,
    customer: `Revoke the ${ROLE_LABELS[member.role].toLowerCase()} role of ${who}? They can no longer open the operator console.`,
  }[role];
  return isSelf ? `${question} This is your own account: it applies to you at once.` : question;
}

/** 'Staff' (owners): who runs the shop; grant and revoke the staff and owner roles. */
export default function StaffScreen() {
  const staff = useStaff();
  const setRole = useSetRole();
  const { user } = useAuth();
  const [outcome, setOutcome] = useState<Outcome>(null);
  // A change tapped on a card waits for Yes: one tap must not take or give an owner's rights.
  const [confirming, setConfirming] = useState<{ member: StaffMember; role: Role } | null>(null);

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
          Who holds a role
        </h2>
        <ConsoleList query={staff} noun="staff" label="Who holds a role" empty="No staff yet.">
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
                      setConfirming({ member, role: member.role === 'owner' ? 'staff' : 'owner' })
                    }
                  >
                    {member.role === 'owner' ? 'Make staff' : 'Make owner'}
                  </button>
                  <button
                    type="button"
                    className="btn btn-ghost"
                    disabled={setRole.isPending}
                    onClick={() => setConfirming({ member, role: 'customer' })}
                  >
                    Revoke
                  </button>
                </div>
              </article>
            </li>
          )}
        </ConsoleList>
      </section>
      {confirming && (
        <ConfirmDialog
          message={confirmationOf(
            confirming.member,
            confirming.role,
            confirming.member._id === user?._id,
          )}
          // Closed at once: the outcome, done or refused, is the notice above the list.
          onConfirm={() => {
            setConfirming(null);
            change({ email: confirming.member.email, role: confirming.role });
          }}
          onCancel={() => setConfirming(null)}
        />
      )}
    </ConsoleScreenFrame>
  );
}
