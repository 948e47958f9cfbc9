export interface ImageSource {
  src: string;
  alt: string;
  width: number;
  height: number;
}

interface ContentImageProps {
  image: ImageSource;
  className?: string;
  /**
   * "priority": the page's main image, fetched first. "eager": visible on load. "lazy" (the
   * default): below the fold, fetched as it nears the viewport.
   */
  load?: "lazy" | "eager" | "priority";
}

/** An <img> that always reserves its space (width and height) so nothing shifts as it loads. */
export function ContentImage({ image, className, load = "lazy" }: ContentImageProps) {
  return (
    <img
      className={className}
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      decoding="async"
      loading={load === "lazy" ? "lazy" : undefined}
      fetchPriority={load === "priority" ? "high" : undefined}
    />
  );
}
