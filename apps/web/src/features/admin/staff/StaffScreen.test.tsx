import type { StaffMember } from '@gymfuel/contracts';
import { screen, within } from '@testing-library/react';
import { apiFailure, makeUser, storeSessionOf } from '../../../test/account-fixtures';
import { stubApi } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';

const nisha: StaffMember = {
  _id: '64b7f0c2a1d3e4f5a6b7c8f1',
  email: 'nisha@gymfuel.in',
  userName: 'Nisha Rao',
  role: 'owner',
  emailVerified: true,
};
const ravi: StaffMember = {
  _id: '64b7f0c2a1d3e4f5a6b7c8f2',
  email: 'ravi@gymfuel.in',
  userName: 'Ravi Shah',
  role: 'staff',
  emailVerified: true,
};

const ownerSession = () =>
  storeSessionOf(makeUser({ _id: nisha._id, role: 'owner', email: nisha.email }));
const card = (name: string) => within(screen.getByRole('article', { name }));

describe('the Staff screen', () => {
  beforeEach(() => window.localStorage.clear());

  it('is for owners only: staff get the 404 page and no Staff or Activity tab', async () => {
    stubApi({ 'POST /getuser': storeSessionOf(makeUser({ role: 'staff' })) });
    renderApp('/admin/staff');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Oops, something went wrong.' }),
    ).toBeInTheDocument();
    const tabs = within(screen.getByRole('navigation', { name: 'Operator console' }));
    expect(tabs.getByRole('link', { name: 'Refunds' })).toBeInTheDocument();
    expect(tabs.queryByRole('link', { name: 'Staff' })).not.toBeInTheDocument();
    expect(tabs.queryByRole('link', { name: 'Activity' })).not.toBeInTheDocument();
  });

  it('is a tab for owners, beside Activity, and not for staff', async () => {
    stubApi({
      'POST /getuser': ownerSession(),
      'GET /admin/staff': { body: { success: true, data: [nisha] } },
    });
    renderApp('/admin/staff');
    const tabs = within(await screen.findByRole('navigation', { name: 'Operator console' }));
    expect(tabs.getByRole('link', { name: 'Staff' })).toHaveAttribute('aria-current', 'page');
    expect(tabs.getByRole('link', { name: 'Activity' })).toBeInTheDocument();
  });

  it('lists owners and staff with their roles and the buttons that change them', async () => {
    stubApi({
      'POST /getuser': ownerSession(),
      'GET /admin/staff': { body: { success: true, data: [nisha, ravi] } },
    });
    renderApp('/admin/staff');
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff' })).toBeInTheDocument();
    await screen.findByRole('article', { name: 'Ravi Shah' });
    expect(card('Nisha Rao').getByText('Owner')).toBeInTheDocument();
    expect(card('Nisha Rao').getByRole('button', { name: 'Make staff' })).toBeEnabled();
    expect(card('Ravi Shah').getByText('Staff')).toBeInTheDocument();
    expect(card('Ravi Shah').getByRole('button', { name: 'Make owner' })).toBeEnabled();
    expect(card('Ravi Shah').getByRole('button', { name: 'Revoke' })).toBeEnabled();
  });

  it("has one heading that names 'Staff', so a lookup by part of the name finds the screen's", async () => {
    stubApi({
      'POST /getuser': ownerSession(),
      'GET /admin/staff': { body: { success: true, data: [nisha, ravi] } },
    });
    renderApp('/admin/staff');
    await screen.findByRole('article', { name: 'Ravi Shah' });
    expect(screen.getAllByRole('heading', { name: /staff/i })).toHaveLength(1);
    expect(screen.getByRole('list', { name: 'Who holds a role' })).toBeInTheDocument();
  });

  it('grants a role with one request, says so and reads the list again', async () => {
    let granted = false;
    const meera: StaffMember = {
      ...ravi,
      _id: '64b7f0c2a1d3e4f5a6b7c8f3',
      email: 'meera@example.in',
      userName: 'Meera Iyer',
      role: 'owner',
    };
    const calls = stubApi({
      'POST /getuser': ownerSession(),
      'GET /admin/staff': () => ({
        body: { success: true, data: granted ? [nisha, meera] : [nisha] },
      }),
      'POST /admin/staff/role': () => {
        granted = true;
        return { body: { success: true, data: meera } };
      },
    });
    const { user } = renderApp('/admin/staff');
    await screen.findByRole('article', { name: 'Nisha Rao' });
    const form = within(screen.getByRole('form', { name: 'Grant a role' }));
    await user.type(form.getByLabelText('E-mail'), ' Meera@Example.in ');
    await user.selectOptions(form.getByLabelText('Role'), 'Owner');
    await user.dblClick(form.getByRole('button', { name: 'Grant' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'meera@example.in is now an owner.',
    );
    expect(await screen.findByRole('article', { name: 'Meera Iyer' })).toBeInTheDocument();
    expect(form.getByLabelText('E-mail')).toHaveValue('');
    const grants = calls.filter((call) => call.path === '/admin/staff/role');
    expect(grants).toHaveLength(1);
    expect(grants[0]?.body).toEqual({ email: 'meera@example.in', role: 'owner' });
  });

  it('names a bad e-mail at the field and sends nothing', async () => {
    const calls = stubApi({
      'POST /getuser': ownerSession(),
      'GET /admin/staff': { body: { success: true, data: [nisha] } },
    });
    const { user } = renderApp('/admin/staff');
    await screen.findByRole('article', { name: 'Nisha Rao' });
    const form = within(screen.getByRole('form', { name: 'Grant a role' }));
    await user.type(form.getByLabelText('E-mail'), 'meera');
    await user.click(form.getByRole('button', { name: 'Grant' }));
    expect(await form.findByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(form.getByLabelText('E-mail')).toHaveFocus();
    expect(calls.filter((call) => call.path === '/admin/staff/role')).toEqual([]);
  });

  it('asks who and what will change before a role change, and Cancel changes nothing', async () => {
    const calls = stubApi({
      'POST /getuser': ownerSession(),
      'GET /admin/staff': { body: { success: true, data: [nisha, ravi] } },
      'POST /admin/staff/role': { body: { success: true, data: { ...ravi, role: 'owner' } } },
    });
    const { user } = renderApp('/admin/staff');
    await screen.findByRole('article', { name: 'Ravi Shah' });
    const roleChanges = () => calls.filter((call) => call.path === '/admin/staff/role');

    await user.click(card('Ravi Shah').getByRole('button', { name: 'Make owner' }));
    const granting = screen.getByRole('alertdialog');
    expect(granting).toHaveTextContent(
      'Make Ravi Shah (ravi@gymfuel.in) an owner instead of staff? Owners open every console screen, including Menu, Delivery slots, Vouchers, Staff, Activity.',
    );
    // The safe answer has the focus; No sends nothing.
    expect(within(granting).getByRole('button', { name: 'No' })).toHaveFocus();
    await user.click(within(granting).getByRole('button', { name: 'No' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await user.click(card('Ravi Shah').getByRole('button', { name: 'Revoke' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent(
      'Revoke the staff role of Ravi Shah (ravi@gymfuel.in)? They can no longer open the operator console.',
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await user.click(card('Nisha Rao').getByRole('button', { name: 'Revoke' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent(
      'Revoke the owner role of Nisha Rao (nisha@gymfuel.in)? They can no longer open the operator console. This is your own account: it applies to you at once.',
    );
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'No' }));
    expect(roleChanges()).toHaveLength(0);
    expect(card('Ravi Shah').getByText('Staff')).toBeInTheDocument();

    await user.click(card('Ravi Shah').getByRole('button', { name: 'Make owner' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByRole('status')).toHaveTextContent('ravi@gymfuel.in is now an owner.');
    expect(roleChanges().map((call) => call.body)).toEqual([
      { email: 'ravi@gymfuel.in', role: 'owner' },
    ]);
  });

  it('revokes a role, and shows the refusal to demote the last owner', async () => {
    const calls = stubApi({
      'POST /getuser': ownerSession(),
      'GET /admin/staff': { body: { success: true, data: [nisha, ravi] } },
      'POST /admin/staff/role': (call) =>
        (call.body as { email: string }).email === nisha.email
          ? apiFailure(
              409,
              'CONFLICT',
              'The last owner cannot be demoted: make someone else an owner first',
            )
          : { body: { success: true, data: { ...ravi, role: 'customer' } } },
    });
    const { user } = renderApp('/admin/staff');
    await screen.findByRole('article', { name: 'Ravi Shah' });
    await user.click(card('Ravi Shah').getByRole('button', { name: 'Revoke' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'ravi@gymfuel.in no longer has a role.',
    );
    expect(calls.at(-2)?.body).toEqual({ email: ravi.email, role: 'customer' });

    await user.click(card('Nisha Rao').getByRole('button', { name: 'Make staff' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The last owner cannot be demoted: make someone else an owner first',
    );
  });

  it('takes an owner who made themselves staff out of the owners’ screens at once', async () => {
    const meera: StaffMember = {
      ...nisha,
      _id: '64b7f0c2a1d3e4f5a6b7c8f3',
      email: 'meera@gymfuel.in',
      userName: 'Meera Iyer',
    };
    let role: 'owner' | 'staff' = 'owner';
    const me = makeUser({ _id: nisha._id, email: nisha.email });
    storeSessionOf(me);
    stubApi({
      'POST /getuser': () => storeSessionOf({ ...me, role }),
      'GET /admin/staff': { body: { success: true, data: [nisha, meera, ravi] } },
      'POST /admin/staff/role': () => {
        role = 'staff';
        return { body: { success: true, data: { ...nisha, role: 'staff' } } };
      },
    });
    const { user } = renderApp('/admin/staff');
    await screen.findByRole('article', { name: 'Nisha Rao' });
    await user.click(card('Nisha Rao').getByRole('button', { name: 'Make staff' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent(
      'Make Nisha Rao (nisha@gymfuel.in) staff instead of an owner? Staff lose Menu, Delivery slots, Vouchers, Staff, Activity. This is your own account: it applies to you at once.',
    );
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Oops, something went wrong.' }),
    ).toBeInTheDocument();
    const tabs = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(tabs.getByRole('link', { name: 'Operator console' })).toBeInTheDocument();
  });
});
