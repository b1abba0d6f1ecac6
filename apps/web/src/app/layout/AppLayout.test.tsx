import { clientConfigResponse } from '../../test/client-config';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { stubApi } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';

describe('layout', () => {
  it('shows a visitor the nav links and Log in', () => {
    renderApp('/blog');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Products', 'Reviews', 'Contact']);
    // The spec's 'Log in' button, still a real link to /login underneath (works before hydration).
    const logIn = within(nav).getByRole('button', { name: 'Log in' });
    expect(logIn.tagName).toBe('A');
    expect(logIn).toHaveAttribute('href', '/login');
  });

  it('opens /login with Space on Log in, as a button does', async () => {
    const { user, router } = renderApp('/blog');
    within(screen.getByRole('navigation', { name: 'Main' }))
      .getByRole('button', { name: 'Log in' })
      .focus();
    await user.keyboard(' ');
    expect(router.state.location.pathname).toBe('/login');
  });

  it('leaves the login form the only Log in button on /login', async () => {
    stubApi({});
    renderApp('/login');
    expect(await screen.findByRole('button', { name: 'Log in' })).toHaveAttribute('type', 'submit');
    expect(
      within(screen.getByRole('navigation', { name: 'Main' })).queryByRole('button', {
        name: 'Log in',
      }),
    ).not.toBeInTheDocument();
  });

  it('opens and closes the menu with its toggle, and closes it on navigation', async () => {
    const { user, router } = renderApp('/blog');
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', {
        name: 'Contact',
      }),
    );
    expect(router.state.location.pathname).toBe('/contact');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the open menu with Escape and gives focus back to its toggle', async () => {
    const { user } = renderApp('/blog');
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    await user.tab();
    expect(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Home' }),
    ).toHaveFocus();

    await user.keyboard('{Escape}');

    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('has the footer texts and links', () => {
    renderApp('/blog');
    const footer = screen.getByRole('contentinfo');
    expect(
      within(footer).getByText('Sign Up Now To get Free Delivery on Your Order'),
    ).toBeInTheDocument();
    expect(
      within(footer).getByText('Healthy Smoothies, Shakes, Appetizers and Fresh Meals.'),
    ).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Terms' })).toHaveAttribute(
      'href',
      '/terms&conditions',
    );
    expect(within(footer).getByRole('link', { name: 'Privacy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    expect(within(footer).getByRole('link', { name: 'About us' })).toHaveAttribute(
      'href',
      '/contact#about-us',
    );
    expect(within(footer).getByText(/© \d{4} GymFuel/)).toBeInTheDocument();
  });

  it('offers a scroll-to-top button once the page is scrolled', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const { user } = renderApp('/blog');
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();

    Object.defineProperty(window, 'scrollY', { value: 900, configurable: true });
    fireEvent.scroll(window);
    await user.click(await screen.findByRole('button', { name: 'Scroll to top' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });
});

describe('route table', () => {
  it.each([
    ['/terms&conditions', 'Terms and Conditions'],
    ['/privacy-policy', 'Privacy Policy'],
    ['/blog', 'Eat well, train better'],
    ['/dashboard', 'Dashboard'],
    ['/dash', 'Dashboard'],
  ])('%s shows %s', async (path, heading) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('/loader shows the loader', () => {
    renderApp('/loader');
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent('Loading');
  });

  it('the terms have 10 sections, saying orders are non-refundable and perishables are not returned', async () => {
    renderApp('/terms&conditions');
    await screen.findByRole('heading', { level: 1, name: 'Terms and Conditions' });
    const sections = within(screen.getByRole('main')).getAllByRole('heading', { level: 2 });
    expect(sections).toHaveLength(10);
    expect(screen.getByText(/All orders are non-refundable/)).toBeInTheDocument();
    expect(screen.getByText(/perishable goods are not returned/)).toBeInTheDocument();
  });

  it('the privacy policy has 7 sections and the blog 3 articles', async () => {
    const privacy = renderApp('/privacy-policy');
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    expect(within(screen.getByRole('main')).getAllByRole('heading', { level: 2 })).toHaveLength(7);
    privacy.unmount();
    renderApp('/blog');
    await screen.findByRole('heading', { level: 1, name: 'Eat well, train better' });
    expect(within(screen.getByRole('main')).getAllByRole('article')).toHaveLength(3);
  });
});

describe('the test-mode banner', () => {
  const config = (paymentsProvider: 'simulated' | 'razorpay') =>
    clientConfigResponse({ paymentsProvider });

  it.each(['/', '/contact', '/cart/checkout/payment'])(
    'tops %s while payments are simulated',
    async (path) => {
      stubApi({ 'GET /config': config('simulated'), 'GET /getproducts': { body: [] } });
      const { container } = renderApp(path);
      const banner = await screen.findByText('Test mode: no real payments');
      expect(banner).toHaveAttribute('role', 'status');
      // Above the navigation, the first thing on the page after the skip link.
      expect(container.querySelector('.app-shell > :nth-child(2)')).toBe(banner);
    },
  );

  it('is absent with real payments, and when the set-up cannot be read', async () => {
    const configRead = (queryClient: QueryClient) =>
      waitFor(() =>
        expect(queryClient.getQueryState(['client-config'])?.status).toMatch(/success|error/),
      );
    stubApi({ 'GET /config': config('razorpay') });
    const real = renderApp('/contact');
    await configRead(real.queryClient);
    expect(screen.queryByText('Test mode: no real payments')).not.toBeInTheDocument();
    real.unmount();

    stubApi({});
    const unreadable = renderApp('/contact');
    await configRead(unreadable.queryClient);
    expect(screen.queryByText('Test mode: no real payments')).not.toBeInTheDocument();
  });

  // A prerendered page is drawn before /config answers: the line must already be in it, or it
  // pushes the whole page down when it arrives (a layout shift).
  it('is there from the first render, before the set-up answers, in a build for test mode', () => {
    stubApi({ 'GET /config': config('simulated') });
    renderApp('/contact');
    expect(screen.getByText('Test mode: no real payments')).toBeInTheDocument();
  });

  it('waits for the set-up in a build for Razorpay, and still shows when the server simulates', async () => {
    vi.stubEnv('VITE_PAYMENTS_PROVIDER', 'razorpay');
    stubApi({ 'GET /config': config('simulated') });
    renderApp('/contact');
    expect(screen.queryByText('Test mode: no real payments')).not.toBeInTheDocument();
    expect(await screen.findByText('Test mode: no real payments')).toBeInTheDocument();
  });
});
