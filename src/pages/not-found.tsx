import { NotFoundLoggerIsland } from "../islands/NotFoundLogger";
import { notFound } from "../content/errors";
import * as css from "./errors.css";

export function NotFoundPage({ path }: { path: string }) {
  return (
    <section className={css.errorScreen}>
      <p className={css.code} aria-hidden="true">
        {notFound.code}
      </p>
      <h1 className={css.title}>
        <span className="visually-hidden">{notFound.code}: </span>
        {notFound.title}
      </h1>
      <a className={css.homeLink} href="/">
        {notFound.homeLink}
      </a>
      <NotFoundLoggerIsland path={path} />
    </section>
  );
}
