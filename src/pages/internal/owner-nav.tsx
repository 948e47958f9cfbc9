import { ownerNav as words } from "../../content/desk";
import { DESK_PATH, SIGNUPS_PAGE_PATH, VIDEOS_OWNER_PATH } from "../../internal/desk";
import * as css from "./inquiries.css";
import { usePageContext } from "../../page-context";
import { fillTemplate } from "../../fill-template";

/** Every owner page, in the order the desk lists them. */
export const OWNER_PAGES = [
  { href: DESK_PATH, label: words.links.desk },
  { href: "/newsletter-preview", label: words.links.previewer },
  { href: "/newsletter-preview-backup", label: words.links.previewerBackup },
  { href: "/internal/issues", label: words.links.issues },
  { href: "/internal/stats", label: words.links.stats },
  { href: "/internal/inquiries", label: words.links.inquiries },
  { href: SIGNUPS_PAGE_PATH, label: words.links.signups },
  { href: VIDEOS_OWNER_PATH, label: words.links.videos },
] as const;

/** The owner's pages' shared navigation: on every owner page, back to the desk and across. */
export function OwnerNav({ current }: { current: string }) {
  const { ownerTimeZone } = usePageContext();
  return (
    <nav aria-label={words.label} className={css.ownerNav}>
      <ul className={css.ownerNavList}>
        {OWNER_PAGES.map(({ href, label }) => (
          <li key={href}>
            <a className={css.link} href={href} aria-current={href === current ? "page" : undefined}>
              {label}
            </a>
          </li>
        ))}
      </ul>
      {ownerTimeZone ? (
        <p className={css.ownerZone} data-testid="owner-time-zone">
          {fillTemplate(words.timeZone, { zone: ownerTimeZone })}
        </p>
      ) : null}
    </nav>
  );
}
