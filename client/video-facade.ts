/**
 * The video facade's few lines of behaviour (src/components/videos/VideoFacade.tsx), loaded by the
 * island loader only on a page that has one. The server's link to YouTube becomes a real button;
 * pressing it puts YouTube's privacy-enhanced player in its place, the page's first request to
 * any of Google's hosts. No React: nothing here waits for hydration, so the first tap plays.
 */
for (const link of document.querySelectorAll<HTMLAnchorElement>("a[data-video-facade]")) {
  const { embed = "", playLabel = "", playerTitle = "", frameClass = "" } = link.dataset;
  const button = document.createElement("button");
  button.type = "button";
  button.className = link.className;
  button.setAttribute("aria-label", playLabel);
  // The image and the play mark move over; the link's hidden words are the button's label now.
  for (const child of [...link.children]) if (!child.classList.contains("visually-hidden")) button.appendChild(child);
  button.addEventListener(
    "click",
    () => {
      const frame = document.createElement("iframe");
      frame.src = embed;
      frame.title = playerTitle;
      frame.className = frameClass;
      frame.allow = "accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share";
      frame.allowFullscreen = true;
      frame.referrerPolicy = "strict-origin-when-cross-origin";
      button.replaceWith(frame);
      frame.focus();
    },
    { once: true },
  );
  link.replaceWith(button);
}

export {};
