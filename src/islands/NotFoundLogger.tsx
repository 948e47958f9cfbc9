import { useEffect } from "react";
import { notFound } from "../content/errors";
import { island } from "../island";

/** Renders nothing; in the browser it reports the missing path on the console, as the spec asks. */
function NotFoundLogger({ path }: { path: string }) {
  useEffect(() => {
    console.error(notFound.consoleMessage, path);
  }, [path]);
  return null;
}

export default NotFoundLogger;
export const NotFoundLoggerIsland = island("NotFoundLogger", NotFoundLogger, "load");
