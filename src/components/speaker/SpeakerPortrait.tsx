import { speaker } from "../../content/speaker";

/** The speaker's photo; sizes and shape come from the caller's class. */
export function SpeakerPortrait({ className, priority = false }: { className?: string; priority?: boolean }) {
  const { src, alt, width, height } = speaker.portrait;
  return (
    <img
      className={className}
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
    />
  );
}
