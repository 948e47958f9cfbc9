import * as css from "../components/Contact.css";
import { Hero } from "../components/Hero";
import { contactPage as content } from "../content/contact";
import { owner } from "../content/owner";

export function ContactPage() {
  return (
    <Hero eyebrow={content.eyebrow} headline={content.headline} lead={content.lead}>
      <p>
        <span className={css.label}>{content.emailLabel}</span>
        <a className={css.email} href={`mailto:${owner.email}`}>
          {owner.email}
        </a>
      </p>
    </Hero>
  );
}
