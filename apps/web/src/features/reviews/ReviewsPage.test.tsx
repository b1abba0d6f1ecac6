import { screen, within } from '@testing-library/react';
import { stubApi } from '../../test/fetch-stub';
import { makeReview } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const reviews = [
  makeReview('Asha', 'The peanut shake is my post-leg-day ritual.', 'avatar-2'),
  makeReview('Rohan', 'Meals arrive warm at my gym.', ''),
];

describe('reviews page', () => {
  it('shows the heading Review and one card per review with avatar, name and text', async () => {
    stubApi({ 'GET /getreviews': { body: { success: true, data: reviews } } });
    renderApp('/review');
    expect(await screen.findByRole('heading', { level: 1, name: 'Review' })).toBeInTheDocument();

    const asha = (await screen.findByText('Asha')).closest('figure');
    if (!asha) throw new Error('no review card');
    expect(
      within(asha).getByText('The peanut shake is my post-leg-day ritual.'),
    ).toBeInTheDocument();
    expect(within(asha).getByRole('img', { name: "Asha's avatar" })).toHaveAttribute(
      'src',
      expect.stringMatching(/^\/art\/.+\.webp$/),
    );
    expect(screen.getAllByRole('figure')).toHaveLength(2);
  });

  it('waits for the reviews with a screen-high loader, so the footer is not on screen to be pushed down', async () => {
    stubApi({ 'GET /getreviews': { body: { success: true, data: reviews } } });
    renderApp('/review');
    const loader = within(screen.getByRole('main')).getByRole('status');
    expect(loader).toHaveTextContent('Loading reviews…');
    expect(loader).toHaveClass('loader--full');
    await screen.findByText('Asha');
  });

  it('has a Load Reviews button that does nothing', async () => {
    const calls = stubApi({ 'GET /getreviews': { body: { success: true, data: reviews } } });
    const { user } = renderApp('/review');
    await screen.findByText('Asha');
    await user.click(screen.getByRole('button', { name: 'Load Reviews' }));
    expect(calls.filter((call) => call.path === '/getreviews')).toHaveLength(1);
    expect(screen.getAllByRole('figure')).toHaveLength(2);
  });

  it('says so when there are no reviews, or when they cannot be loaded', async () => {
    stubApi({ 'GET /getreviews': { body: { success: true, data: [] } } });
    const first = renderApp('/review');
    expect(await screen.findByText(/No reviews yet/)).toBeInTheDocument();
    first.unmount();

    stubApi({
      'GET /getreviews': {
        status: 500,
        body: { success: false, message: 'down', code: 'INTERNAL' },
      },
    });
    renderApp('/review');
    expect(await screen.findByText(/could not be loaded/)).toBeInTheDocument();
  });
});
