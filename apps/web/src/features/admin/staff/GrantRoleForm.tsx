import { setStaffRoleBodySchema, toValidationDetails, EMAIL_MAX_LENGTH } from '@gymfuel/contracts';
import { useState, type FormEvent } from 'react';
import { fieldProblemsFrom, type FieldProblems } from '../../../shared/forms/field-problems';
import { TextField } from '../../../shared/ui/TextField';
import type { RoleRequest } from './api/staff';

const FIELD_LABELS = { email: 'E-mail', role: 'Role' } as const;
type Field = keyof typeof FIELD_LABELS;

interface GrantRoleFormProps {
  busy: boolean;
  /** Sends the grant; `onDone` empties the form once it is stored. */
  onGrant: (request: RoleRequest, onDone: () => void) => void;
}

/** An e-mail and a role (Staff or Owner), checked by the contract's rules before sending. */
export function GrantRoleForm({ busy, onGrant }: GrantRoleFormProps) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<'staff' | 'owner'>('staff');
  const [problems, setProblems] = useState<FieldProblems<Field>>({});

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = setStaffRoleBodySchema.safeParse({ email, role });
    if (!parsed.success) {
      setProblems(fieldProblemsFrom(toValidationDetails(parsed.error), FIELD_LABELS));
      document.getElementById('grant-email')?.focus();
      return;
    }
    setProblems({});
    onGrant(parsed.data, () => setEmail(''));
  };

  return (
    <form className="console-filters" onSubmit={onSubmit} noValidate aria-label="Grant a role">
      <TextField
        id="grant-email"
        label={FIELD_LABELS.email}
        name="email"
        type="email"
        autoComplete="off"
        maxLength={EMAIL_MAX_LENGTH}
        value={email}
        problem={problems.email}
        onValueChange={setEmail}
      />
      <div className="field">
        <label htmlFor="grant-role">{FIELD_LABELS.role}</label>
        <select
          id="grant-role"
          className="console-select"
          value={role}
          onChange={(event) => setRole(event.target.value as 'staff' | 'owner')}
        >
          <option value="staff">Staff</option>
          <option value="owner">Owner</option>
        </select>
      </div>
      <button type="submit" className="btn btn-primary" disabled={busy}>
        Grant
      </button>
    </form>
  );
}
