export const notFound = {
  code: "404",
  title: "Oops! Page not found",
  homeLink: "Return to Home",
  pageTitle: "Page not found",
  /** Logged with console.error in the browser, followed by the attempted path. */
  consoleMessage: "404 Error: User attempted to access non-existent route:",
} as const;

export const applicationError = {
  title: "Unexpected Application Error!",
  /** What production shows instead of the error's own message (that goes to the logs). */
  productionMessage: "Something went wrong on our side. Please try again in a moment.",
  homeLink: "Return to Home",
} as const;
