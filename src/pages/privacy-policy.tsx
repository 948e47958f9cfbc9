import { LegalDocument } from "../components/LegalDocument";
import { privacyPolicy } from "../content/legal";

export function PrivacyPolicyPage() {
  return <LegalDocument document={privacyPolicy} />;
}
