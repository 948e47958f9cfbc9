import { resourceCategories, type ResourceCard, type ResourceCategorySlug } from "../content/resources";

/** The category a `?category=` value asks for; anything unknown means all. */
export function categoryFrom(value: string | null | undefined): ResourceCategorySlug {
  return resourceCategories.find((category) => category.slug === value)?.slug ?? "all";
}

/** The library's address for a category: links that work without JavaScript. */
export function categoryHref(category: ResourceCategorySlug): string {
  return category === "all" ? "/resources" : `/resources?category=${category}`;
}

export function resourcesIn(cards: readonly ResourceCard[], category: ResourceCategorySlug): readonly ResourceCard[] {
  return category === "all" ? cards : cards.filter((resource) => resource.category === category);
}

export function categoryLabel(category: ResourceCategorySlug): string {
  return resourceCategories.find((entry) => entry.slug === category)?.label ?? "";
}
