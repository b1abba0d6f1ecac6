import { LegalDocument } from './LegalDocument';
import { REFUND_POLICY } from './refund-policy-content';

export function RefundPolicyPage() {
  return <LegalDocument content={REFUND_POLICY} />;
}
