import { PageIntro } from "../components/PageIntro";

export function PrivacyPolicyPage() {
  return <PageIntro title="Privacy Policy" />;
}
