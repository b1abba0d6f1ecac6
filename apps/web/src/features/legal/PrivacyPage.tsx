import { LegalDocument } from './LegalDocument';
import { PRIVACY } from './privacy-content';

export function PrivacyPage() {
  return <LegalDocument content={PRIVACY} />;
}
