import { ContentImage, type ImageSource } from "./ContentImage";
import * as layout from "./layout.css";
import * as css from "./home.css";

interface Company {
  name: string;
  logo: Omit<ImageSource, "alt">;
}

/** Past clients' logos under a heading; the company name is each logo's alternative text. */
export function LogoStrip({ heading, companies }: { heading: string; companies: readonly Company[] }) {
  return (
    <section className={css.logosSection} aria-labelledby="logos-heading">
      <div className={layout.container}>
        <h2 id="logos-heading" className={css.logosHeading}>
          {heading}
        </h2>
        <ul className={css.logos}>
          {companies.map((company) => (
            <li key={company.name}>
              <ContentImage className={css.logo} image={{ ...company.logo, alt: company.name }} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
