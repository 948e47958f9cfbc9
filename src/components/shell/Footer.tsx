import { cookieSettingsLabel } from "../../content/consent";
import { cookieSettingsFallbackHref } from "../../content/legal";
import { footerLinks, footerNavLabel, footerVideosLink } from "../../content/navigation";
import { owner } from "../../content/owner";
import { usePageContext } from "../../page-context";
import * as css from "./shell.css";

export function Footer() {
  const { publicConfig } = usePageContext();
  // The videos' link follows the archive's, only while the channel's pages exist.
  const links = publicConfig.videos ? [footerLinks[0], footerVideosLink, ...footerLinks.slice(1)] : footerLinks;
  return (
    <footer className={css.footer}>
      <div className={css.footerInner}>
        <nav aria-label={footerNavLabel}>
          <ul className={css.footerList}>
            {links.map((link) => (
              <li key={link.href}>
                <a className={css.footerLink} href={link.href}>
                  {link.label}
                </a>
              </li>
            ))}
            <li>
              {/* Without JavaScript it leads to the cookie policy's "Changing your cookie choice"; the consent script opens the preferences instead. */}
              <a className={css.footerLink} href={cookieSettingsFallbackHref} data-cc="show-preferencesModal">
                {cookieSettingsLabel}
              </a>
            </li>
          </ul>
        </nav>
        <p className={css.copyright}>
          © {owner.copyrightYear} {owner.name}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
