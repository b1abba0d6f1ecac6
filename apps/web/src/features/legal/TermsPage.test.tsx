import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubApi } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';

describe('terms: returns and refunds', () => {
  it('says delivered food is not refunded, and that cancelled undelivered orders are, as cancelling does', async () => {
    stubApi({});
    renderApp('/terms&conditions');
    const section = within(await screen.findByRole('region', { name: '5. Returns and refunds' }));
    expect(section.getByText(/^All orders are non-refundable once delivered\./)).toHaveTextContent(
      'perishable goods are not returned',
    );
    expect(
      section.getByText(
        /A cancelled order that has not been delivered is refunded in full to the original payment method/,
      ),
    ).toBeInTheDocument();
    // The cancel notice says 'Refund will be initiated shortly': no sentence may deny every refund.
    expect(section.queryByText(/All orders are non-refundable\./)).not.toBeInTheDocument();
  });
});

describe('the cancellation and refund policy', () => {
  it('is its own page, linked from the footer, and promises a full refund of an undelivered order', async () => {
    stubApi({});
    renderApp('/blog');
    const link = within(screen.getByRole('contentinfo')).getByRole('link', {
      name: 'Refund policy',
    });
    expect(link).toHaveAttribute('href', '/refund-policy');
    await userEvent.click(link);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cancellation and Refund Policy' }),
    ).toBeInTheDocument();
    const refunds = within(screen.getByRole('region', { name: '2. Refunds for cancelled orders' }));
    expect(
      refunds.getByText(/^A cancelled order that has not been delivered is refunded in full/),
    ).toBeInTheDocument();
    const delivered = within(screen.getByRole('region', { name: '4. Delivered orders' }));
    expect(delivered.getByText(/^Delivered orders are not refundable/)).toBeInTheDocument();
  });
});
