import { useClientConfig } from '../../shared/api/get-client-config';

/**
 * While the server simulates payments, every page says so in one quiet line at the top: nobody
 * should believe a test order was paid, nor worry that their card was charged.
 */
export function TestModeBanner() {
  const { data: config } = useClientConfig();
  if (config?.paymentsProvider !== 'simulated') return null;
  return (
    <p className="test-mode-banner no-print" role="status">
      Test mode: no real payments
    </p>
  );
}
