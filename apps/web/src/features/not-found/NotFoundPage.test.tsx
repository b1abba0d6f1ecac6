import { screen } from '@testing-library/react';
import { stubApi } from '../../test/fetch-stub';
import { makeCatalogue } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

describe('404 page', () => {
  it.each(['/no-such-page', '/products/extra/segments', '/reciept', '/terms'])(
    'answers %s with the not-found screen',
    async (path) => {
      renderApp(path);
      expect(
        await screen.findByRole('heading', { name: 'Oops, something went wrong.' }),
      ).toBeInTheDocument();
      expect(screen.getByText("Sorry, we couldn't find your page.")).toBeInTheDocument();
    },
  );

  it('takes the visitor Back to Home', async () => {
    stubApi({ 'GET /getproducts': { body: makeCatalogue() } });
    const { user, router } = renderApp('/nowhere');
    await user.click(await screen.findByRole('link', { name: 'Back to Home' }));
    expect(router.state.location.pathname).toBe('/');
    expect(await screen.findByRole('link', { name: 'Shop Now' })).toBeInTheDocument();
  });
});
