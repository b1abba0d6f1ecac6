import type { PaymentProvider } from '@gymfuel/contracts';
import { useClientConfig } from '../../shared/api/get-client-config';

/**
 * How the shop this build is for takes payments, named at build time (VITE_PAYMENTS_PROVIDER,
 * as compose's PAYMENTS_PROVIDER; unset means simulated, like the web image's own default). It
 * only stands in until GET /config answers: the prerendered pages are drawn with it, so in test
 * mode the line is in the HTML from the first paint instead of arriving after hydration and
 * pushing the page down (a layout shift).
 */
function expectedProvider(): PaymentProvider {
  return import.meta.env.VITE_PAYMENTS_PROVIDER === 'razorpay' ? 'razorpay' : 'simulated';
}

/**
 * While the server simulates payments, every page says so in one quiet line at the top: nobody
 * should believe a test order was paid, nor worry that their card was charged.
 */
export function TestModeBanner() {
  const { data: config, isPending } = useClientConfig();
  // The server's answer decides; a set-up that cannot be read shows no line, as before.
  const provider = isPending ? expectedProvider() : config?.paymentsProvider;
  if (provider !== 'simulated') return null;
  return (
    <p className="test-mode-banner no-print" role="status">
      Test mode: no real payments
    </p>
  );
}
