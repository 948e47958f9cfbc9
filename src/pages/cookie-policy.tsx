import { LegalDocument } from "../components/LegalDocument";
import { cookiePolicy } from "../content/legal";

export function CookiePolicyPage() {
  return <LegalDocument document={cookiePolicy} />;
}
