import { footerLinks } from "../../content/navigation";
import { owner } from "../../content/owner";
import * as css from "./shell.css";

export function Footer() {
  return (
    <footer className={css.footer}>
      <div className={css.footerInner}>
        <nav aria-label="Legal and contact">
          <ul className={css.footerList}>
            {footerLinks.map((link) => (
              <li key={link.href}>
                <a className={css.footerLink} href={link.href}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <p className={css.copyright}>
          © {owner.copyrightYear} {owner.name}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
