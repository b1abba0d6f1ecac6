import { clientConfigResponse } from '../../test/client-config';
import { screen, within } from '@testing-library/react';
import { makeUser, storeSessionOf } from '../../test/account-fixtures';
import { holdRequests, stubApi } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';

const BANNER = 'Sign Up Now To get Free Delivery on Your Order';
const footer = () => within(screen.getByRole('contentinfo'));

describe('the footer’s sign-up banner', () => {
  beforeEach(() => window.localStorage.clear());

  it('invites a visitor to sign up', () => {
    stubApi({});
    renderApp('/blog');
    expect(footer().getByRole('heading', { name: BANNER })).toBeInTheDocument();
    expect(footer().getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
  });

  it('is hidden for a signed-in shopper, also while the stored session is checked', async () => {
    stubApi({ 'POST /getuser': storeSessionOf(makeUser()) });
    const release = holdRequests('/getuser');
    renderApp('/blog');
    expect(footer().queryByText(BANNER)).not.toBeInTheDocument();

    release();
    expect(await screen.findByRole('button', { name: 'Log Out' })).toBeInTheDocument();
    expect(footer().queryByText(BANNER)).not.toBeInTheDocument();
    expect(
      footer().getByText('Healthy Smoothies, Shakes, Appetizers and Fresh Meals.'),
    ).toBeVisible();
  });
});

describe('the footer’s legal line', () => {
  it('names the seller and its FSSAI licence from the server’s configuration', async () => {
    stubApi({ 'GET /config': clientConfigResponse() });
    renderApp('/blog');
    expect(
      await footer().findByText('Protein Kitchens LLP · FSSAI Lic. No. 11521999000456'),
    ).toBeVisible();
  });

  it('leaves the line out for an API that sends no legal identity, and the rest still works', async () => {
    stubApi({
      'GET /config': {
        body: { success: true, data: { googleClientId: null, paymentsProvider: 'simulated' } },
      },
    });
    renderApp('/blog');
    expect(await screen.findByText('Test mode: no real payments')).toBeInTheDocument();
    expect(footer().queryByText(/FSSAI Lic\. No\./)).not.toBeInTheDocument();
  });
});

describe('the footer’s copyright year', () => {
  afterEach(() => vi.useRealTimers());

  it('is India’s year: 01:30 on 1 January 2027 in India is still 2026 in UTC', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-31T20:00:00Z'));
    stubApi({});
    renderApp('/blog');
    expect(footer().getByText('© 2027 GymFuel. All rights reserved.')).toBeVisible();
  });
});
