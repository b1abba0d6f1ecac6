import { screen, within } from '@testing-library/react';
import { stubApi } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';

describe('loader screen (/loader)', () => {
  it('shows the loader under the page’s own h1, named in the title', async () => {
    stubApi({});
    renderApp('/loader');
    expect(await screen.findByRole('heading', { level: 1, name: 'Loading' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent('Loading…');
    expect(document.title).toBe('Loading | GymFuel');
  });
});
