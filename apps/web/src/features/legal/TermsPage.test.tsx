import { screen, within } from '@testing-library/react';
import { stubApi } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';

describe('terms: returns and refunds', () => {
  it('says delivered food is not refunded, and that cancelled paid orders are, as cancelling does', () => {
    stubApi({});
    renderApp('/terms&conditions');
    const section = within(screen.getByRole('region', { name: '5. Returns and refunds' }));
    expect(section.getByText(/^All orders are non-refundable once delivered\./)).toHaveTextContent(
      'perishable goods are not returned',
    );
    expect(
      section.getByText(
        /Refunds for cancelled paid orders are initiated to the original payment method/,
      ),
    ).toBeInTheDocument();
    // The cancel notice says 'Refund will be initiated shortly': no sentence may deny every refund.
    expect(section.queryByText(/All orders are non-refundable\./)).not.toBeInTheDocument();
  });
});
