import { PageIntro } from "../components/PageIntro";

export function LeadMagnetPage() {
  return <PageIntro title="Free Ultimate Business Growth Guide" />;
}
