import { headerCta, headerLinks } from "../../content/navigation";
import { owner } from "../../content/owner";
import { usePageContext } from "../../page-context";
import * as css from "./shell.css";

export function Header() {
  const { path, ownerTimeZone } = usePageContext();
  // Only the owner's pages carry his zone.
  const ownerPage = ownerTimeZone !== undefined;
  return (
    <header className={ownerPage ? `${css.header} ${css.headerOwner}` : css.header}>
      <div className={css.headerInner}>
        <a className={css.brand} href="/">
          {owner.brand}
          <span className={css.brandMark} aria-hidden="true">
            .
          </span>
        </a>
        <nav className={css.nav} aria-label="Main">
          <ul className={css.navList}>
            {headerLinks.map((link) => (
              <li key={link.href}>
                <a className={css.navLink} href={link.href} aria-current={path === link.href ? "page" : undefined}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <a className={css.button} href={headerCta.href}>
          {headerCta.label}
        </a>
      </div>
    </header>
  );
}
