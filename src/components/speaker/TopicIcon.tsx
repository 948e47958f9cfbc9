import type { TopicIconName } from "../../content/speaker";

const paths: Record<TopicIconName, string> = {
  // A compass: direction and strategy.
  strategy: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm3.5 5.5-2 5-5 2 2-5 5-2Z",
  // A magnifier: search.
  search: "M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14Zm9 16-4-4",
  // A rising chart: revenue.
  business: "M4 19h16M6 15l4-4 3 3 5-6m0 0h-4m4 0v4",
};

/** Decorative icon of a speaking topic (the topic's title carries the meaning). */
export function TopicIcon({ name, size = 28 }: { name: TopicIconName; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={paths[name]} />
    </svg>
  );
}
