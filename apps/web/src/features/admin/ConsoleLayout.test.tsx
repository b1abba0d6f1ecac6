import { screen, waitFor, within } from '@testing-library/react';
import { makeUser, storeSessionOf } from '../../test/account-fixtures';
import { stubApi } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';

const mainNav = () => within(screen.getByRole('navigation', { name: 'Main' }));

describe('the operator console link', () => {
  beforeEach(() => window.localStorage.clear());

  it.each(['staff', 'owner'] as const)('is in the nav of a signed-in %s', async (role) => {
    stubApi({ 'POST /getuser': storeSessionOf(makeUser({ role })) });
    const { router, user } = renderApp('/contact');
    await user.click(await mainNav().findByRole('link', { name: 'Operator console' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/orders'));
  });

  it('is not shown to staff whose changed e-mail is not verified yet, as the API refuses them', async () => {
    stubApi({ 'POST /getuser': storeSessionOf(makeUser({ role: 'staff', emailVerified: false })) });
    renderApp('/contact');
    expect(await mainNav().findByRole('button', { name: 'Log Out' })).toBeInTheDocument();
    expect(mainNav().queryByRole('link', { name: 'Operator console' })).not.toBeInTheDocument();
  });

  it('is not shown to a customer', async () => {
    stubApi({ 'POST /getuser': storeSessionOf(makeUser({ role: 'customer' })) });
    renderApp('/contact');
    expect(await mainNav().findByRole('button', { name: 'Log Out' })).toBeInTheDocument();
    expect(mainNav().queryByRole('link', { name: 'Operator console' })).not.toBeInTheDocument();
  });
});

describe('operator console access (/admin)', () => {
  beforeEach(() => window.localStorage.clear());

  const expectNotFound = async () => {
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Oops, something went wrong.' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Page Not Found | GymFuel'));
    expect(screen.queryByRole('navigation', { name: 'Operator console' })).not.toBeInTheDocument();
  };

  it.each(['/admin', '/admin/orders'])('is the 404 page for a visitor at %s', async (path) => {
    stubApi({});
    renderApp(path);
    await expectNotFound();
  });

  it('is the 404 page for a customer', async () => {
    stubApi({ 'POST /getuser': storeSessionOf(makeUser({ role: 'customer' })) });
    renderApp('/admin/orders');
    await expectNotFound();
  });

  it('is the 404 page for staff whose changed e-mail is not verified yet', async () => {
    stubApi({ 'POST /getuser': storeSessionOf(makeUser({ role: 'staff', emailVerified: false })) });
    renderApp('/admin');
    await expectNotFound();
  });

  it('opens staff on the order board, named in the tabs and the title', async () => {
    stubApi({ 'POST /getuser': storeSessionOf(makeUser({ role: 'staff' })) });
    const { router } = renderApp('/admin');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Order board' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/orders');
    expect(document.title).toBe('Order board | GymFuel');
    const tabs = within(screen.getByRole('navigation', { name: 'Operator console' }));
    expect(tabs.getByRole('link', { name: 'Order board' })).toHaveAttribute('aria-current', 'page');
  });

  it('brings the chosen tab into view, for a phone whose row of tabs scrolls sideways', async () => {
    stubApi({ 'POST /getuser': storeSessionOf(makeUser({ role: 'staff' })) });
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    const { user } = renderApp('/admin/reviews');
    const tabs = within(await screen.findByRole('navigation', { name: 'Operator console' }));
    await waitFor(() =>
      expect(scrolled.mock.contexts.at(-1)).toBe(tabs.getByRole('link', { name: 'Reviews' })),
    );
    expect(scrolled).toHaveBeenLastCalledWith({ block: 'nearest', inline: 'nearest' });

    await user.click(tabs.getByRole('link', { name: 'Prep list' }));
    await waitFor(() =>
      expect(scrolled.mock.contexts.at(-1)).toBe(tabs.getByRole('link', { name: 'Prep list' })),
    );
  });

  it('answers an unknown console address with the 404 page', async () => {
    stubApi({ 'POST /getuser': storeSessionOf(makeUser({ role: 'owner' })) });
    renderApp('/admin/no-such-screen');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Oops, something went wrong.' }),
    ).toBeInTheDocument();
  });
});
