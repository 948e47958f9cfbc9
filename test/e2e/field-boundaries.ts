import type { Page } from "playwright-core";
import { AA_NON_TEXT, contrastRatio } from "../../src/styles/palette";

interface FieldColours {
  field: string;
  /** The ground around the field, its fill laid over that ground, and each drawn border's colour. */
  around: string;
  inside: string;
  edges: string[];
}

/** Each visible field's colours as seen, every background from the page down laid over white (#rrggbb). */
const fieldColours = (page: Page) =>
  page.evaluate((): FieldColours[] => {
    type Rgb = [number, number, number];
    const parse = (value: string) => {
      const match = /^rgba?\(([^)]+)\)$/.exec(value.trim());
      if (!match) return undefined;
      const [r = 0, g = 0, b = 0, alpha = 1] = (match[1] ?? "")
        .split(/[\s,/]+/)
        .filter(Boolean)
        .map(Number);
      return { rgb: [r, g, b] as Rgb, alpha };
    };
    const over = (value: string, below: Rgb): Rgb => {
      const top = parse(value);
      return top && top.alpha > 0 ? (top.rgb.map((channel, index) => channel * top.alpha + (below[index] ?? 0) * (1 - top.alpha)) as Rgb) : below;
    };
    const ground = (element: Element | null): Rgb => {
      const chain: Element[] = [];
      for (let node = element; node; node = node.parentElement) chain.unshift(node);
      return chain.reduce<Rgb>((below, node) => over(getComputedStyle(node).backgroundColor, below), [255, 255, 255]);
    };
    const hex = (rgb: Rgb) => `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, "0")).join("")}`;
    const fields = document.querySelectorAll<HTMLElement>(
      "input:not([type=hidden],[type=checkbox],[type=radio],[type=range],[type=color],[type=file],[type=submit],[type=button],[type=reset],[type=image]), select, textarea",
    );
    return [...fields].flatMap((field) => {
      const style = getComputedStyle(field);
      const box = field.getBoundingClientRect();
      if (style.visibility !== "visible" || box.width === 0 || box.height === 0) return [];
      const around = ground(field.parentElement);
      const edges = ["top", "right", "bottom", "left"].flatMap((side) =>
        Number.parseFloat(style.getPropertyValue(`border-${side}-width`)) > 0 && style.getPropertyValue(`border-${side}-style`) !== "none"
          ? [hex(over(style.getPropertyValue(`border-${side}-color`), around))]
          : [],
      );
      const name = `${field.tagName.toLowerCase()}${field.id ? `#${field.id}` : ""}${field.getAttribute("name") ? `[name=${field.getAttribute("name")}]` : ""}`;
      return [{ field: name, around: hex(around), inside: hex(over(style.backgroundColor, around)), edges }];
    });
  });

/**
 * A rule axe does not have: each visible text field, select and text area shows its edge at 3:1
 * against the ground around it, by a border or by its own fill. A pale grey border on white
 * leaves a person with low vision looking for where to type. One line per field that does not.
 */
export async function fieldBoundaryViolations(page: Page): Promise<string[]> {
  return (await fieldColours(page)).flatMap(({ field, around, inside, edges }) => {
    const best = Math.max(contrastRatio(inside, around), ...edges.map((edge) => contrastRatio(edge, around)));
    if (best >= AA_NON_TEXT) return [];
    return [`field-boundary: ${field}, ${edges[0] ? `border ${edges[0]}` : "no border"}, fill ${inside} on ${around} (${best.toFixed(2)}:1)`];
  });
}
