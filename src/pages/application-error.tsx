import { applicationError } from "../content/errors";
import * as css from "./errors.css";

/** The router's default error screen: the title and a message (in development the error's own, with its stack; in production generic words). */
export function ApplicationErrorPage({ message, stack }: { message: string; stack?: string }) {
  return (
    <section className={css.errorScreen}>
      <h1 className={css.title}>{applicationError.title}</h1>
      <p className={css.message}>{message}</p>
      {stack ? <pre className={css.stack}>{stack}</pre> : null}
      <a className={css.homeLink} href="/">
        {applicationError.homeLink}
      </a>
    </section>
  );
}
