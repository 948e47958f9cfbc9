import { goneVideo } from "../content/videos";
import { VIDEOS_PATH } from "../videos/contract";
import * as css from "./errors.css";

/** A video the owner hid from the site (410 Gone). */
export function GoneVideoPage() {
  return (
    <section className={css.errorScreen}>
      <p className={css.code} aria-hidden="true">
        {goneVideo.code}
      </p>
      <h1 className={css.title}>
        <span className="visually-hidden">{goneVideo.code}: </span>
        {goneVideo.title}
      </h1>
      <a className={css.homeLink} href={VIDEOS_PATH}>
        {goneVideo.listLink}
      </a>
    </section>
  );
}
