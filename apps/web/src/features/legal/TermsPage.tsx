import { LegalDocument } from './LegalDocument';
import { TERMS } from './terms-content';

export function TermsPage() {
  return <LegalDocument content={TERMS} />;
}
