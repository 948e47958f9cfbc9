import { ContentImage, type ImageSource } from "./ContentImage";
import * as css from "./GuideCover.css";

/** A download's cover, shown as a printed booklet. */
export function GuideCover({ image, priority = false, size = "large" }: { image: ImageSource; priority?: boolean; size?: "large" | "small" }) {
  return (
    <div className={size === "small" ? `${css.frame} ${css.small}` : css.frame}>
      <ContentImage className={css.cover} image={image} load={priority ? "priority" : "lazy"} />
    </div>
  );
}
