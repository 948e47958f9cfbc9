import { useEffect, useState, type MouseEvent } from "react";
import { useHydrated } from "../components/use-hydrated";
import { ResourceCard } from "../components/ResourceCard";
import * as css from "../components/ResourceCard.css";
import { categoryFrom, categoryHref, categoryLabel, resourcesIn } from "../components/resource-filter";
import { resourceCategories, resourcesPage, type ResourceCard as Card, type ResourceCategorySlug } from "../content/resources";
import { island } from "../island";

export interface ResourcesFilterProps {
  /** The category the server rendered (from `?category=`). */
  initialCategory: ResourceCategorySlug;
  /** Every card (src/content/resource-cards.ts, from the guides' records): passed by the server, so the records stay out of the browser. */
  cards: readonly Card[];
}

/**
 * The category links and the cards. Without JavaScript the links load the filtered page from the
 * server; once hydrated they filter in place and keep the choice in the URL (back and forward work).
 */
function ResourcesFilter({ initialCategory, cards }: ResourcesFilterProps) {
  const [category, setCategory] = useState(initialCategory);
  // Marks the filter as working in place once hydrated (the server markup says "false").
  const enhanced = useHydrated();

  useEffect(() => {
    const followHistory = () => setCategory(categoryFrom(new URLSearchParams(window.location.search).get("category")));
    window.addEventListener("popstate", followHistory);
    return () => window.removeEventListener("popstate", followHistory);
  }, []);

  function select(event: MouseEvent<HTMLAnchorElement>, next: ResourceCategorySlug) {
    // Let modified clicks open a new tab as links do.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (next === category) return;
    setCategory(next);
    window.history.pushState(null, "", categoryHref(next));
  }

  const shown = resourcesIn(cards, category);
  return (
    <>
      <nav aria-label={resourcesPage.filterLabel} data-enhanced={enhanced}>
        <ul className={css.filters}>
          {resourceCategories.map((entry) => (
            <li key={entry.slug}>
              <a
                className={css.filter}
                href={categoryHref(entry.slug)}
                aria-current={entry.slug === category ? "true" : undefined}
                onClick={(event) => select(event, entry.slug)}
              >
                {entry.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <p className={css.count} aria-live="polite">
        {resourcesPage.countText.replace("{count}", String(shown.length)).replace("{total}", String(cards.length))}
      </p>
      <ul className={css.grid}>
        {shown.map((resource) => (
          <li key={resource.link}>
            <ResourceCard resource={resource} categoryLabel={categoryLabel(resource.category)} linkLabel={resourcesPage.cardCta} />
          </li>
        ))}
      </ul>
    </>
  );
}

export default ResourcesFilter;
export const ResourcesFilterIsland = island("ResourcesFilter", ResourcesFilter);
