import type { ImageSource } from "./ContentImage";
import { GuideCover } from "./GuideCover";
import * as button from "./button.css";
import * as css from "./ThankYou.css";

interface GuideDownloadProps {
  title: string;
  cover: ImageSource;
  href: string;
  label: string;
  format: string;
}

/** The file itself: cover, title and a real download link to the PDF in the site's assets. */
export function GuideDownload({ title, cover, href, label, format }: GuideDownloadProps) {
  return (
    <div className={css.download}>
      <GuideCover image={{ ...cover, alt: "" }} size="small" priority />
      <div>
        <h2 className={css.downloadTitle}>{title}</h2>
        <p className={css.downloadMeta}>{format}</p>
        <a className={button.primary} href={href} download>
          {label}
        </a>
      </div>
    </div>
  );
}
