import { MagnetLanding } from "../components/MagnetLanding";
import { Section } from "../components/Section";
import { Testimonials } from "../components/Testimonials";
import { guides } from "../content/guides";

const guide = guides["business-growth-guide"];

export function LeadMagnetPage() {
  return (
    <MagnetLanding guide={guide}>
      <Section id="testimonials" tone="warm" heading={guide.testimonialsHeading} eyebrow={guide.landing.proof} centered>
        <Testimonials testimonials={guide.testimonials} />
      </Section>
    </MagnetLanding>
  );
}
