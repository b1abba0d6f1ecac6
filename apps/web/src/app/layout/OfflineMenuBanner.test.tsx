import { screen } from '@testing-library/react';
import { stubApi } from '../../test/fetch-stub';
import { makeProduct } from '../../test/fixtures';
import { goOffline } from '../../test/network';
import { renderApp } from '../../test/render-app';

const smoothie = makeProduct('Smoothie', 'Mango Lassi Smoothie', 199);
const BANNER = 'You are offline — showing the menu from your last visit';

describe('the offline banner', () => {
  it.each([
    ['the home page', '/'],
    ['the product list', '/products'],
    ["a product's page", `/product/${smoothie._id}`],
  ])('shows on %s while offline, and goes when the network is back', async (_page, path) => {
    stubApi({ 'GET /getproducts': { body: [smoothie] } });
    renderApp(path);
    expect(await screen.findAllByText('Mango Lassi Smoothie')).not.toHaveLength(0);
    expect(screen.queryByText(BANNER)).not.toBeInTheDocument();

    const comeBack = goOffline();
    expect(screen.getByText(BANNER)).toHaveAttribute('role', 'status');
    // The menu stays as it was read.
    expect(screen.getAllByText('Mango Lassi Smoothie')).not.toHaveLength(0);

    comeBack();
    expect(screen.queryByText(BANNER)).not.toBeInTheDocument();
  });

  it.each(['/contact', '/blog', '/review', '/login'])('says nothing on %s', async (path) => {
    stubApi({ 'GET /getproducts': { body: [smoothie] }, 'GET /getreviews': { body: [] } });
    renderApp(path);
    goOffline();
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByText(BANNER)).not.toBeInTheDocument();
  });
});
