import type { ReactNode } from "react";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { MAIN_ID, SkipLink } from "./SkipLink";
import * as css from "./shell.css";

/** The shared header and footer around every page. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <Header />
      <main id={MAIN_ID} className={css.main} tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </>
  );
}
