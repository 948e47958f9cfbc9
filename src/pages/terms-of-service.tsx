import { LegalDocument } from "../components/LegalDocument";
import { termsOfService } from "../content/legal";

export function TermsOfServicePage() {
  return <LegalDocument document={termsOfService} />;
}
