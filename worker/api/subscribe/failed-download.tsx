import type { Context } from "hono";
import { guides, type GuideSlug, magnets, type MagnetSlug } from "../../../src/content";
import { guideThankYouPages } from "../../../src/pages";
import { pageRoutes } from "../../../src/routes";
import { ADDRESS_ERROR_CODES, API_ERROR_STATUS, SIGNUP_ERROR_PARAM } from "../../../src/signup";
import type { AppEnv } from "../../config";
import { renderRequestPage } from "../../pages";
import type { ApiFailure } from "../errors";

/** A lead magnet with a file to give: a fault on our side still gives it. */
export function downloadDespite(failure: ApiFailure, magnet: MagnetSlug | undefined): magnet is GuideSlug {
  return magnet !== undefined && Object.hasOwn(guides, magnet) && !ADDRESS_ERROR_CODES.includes(failure.code);
}

/**
 * A form post without JavaScript for a free download that failed on our side (a limit, Kit and the
 * queue both down, missing settings): the answer is the download's thank-you page itself, saying the
 * subscription did not go through, with a retry form holding the address. Rendered for this request
 * only (the address is in it, so it is never cached, and never put in a URL).
 */
export async function answerDownloadDespiteFailure(c: Context<AppEnv>, magnet: GuideSlug, email: string, failure: ApiFailure): Promise<Response> {
  console.warn(
    `[signup] ${failure.code} for a ${magnet} download; the page gives the file and offers a retry${failure.details?.length ? `: ${failure.details.join("; ")}` : ""}`,
  );
  const path = magnets[magnet].thankYouPath;
  const route = pageRoutes.find((candidate) => candidate.path === path);
  const { html } = await renderRequestPage(
    c,
    guideThankYouPages[magnet],
    { retryEmail: email },
    {
      title: route?.title ?? guides[magnet].thankYou.headline,
      description: route?.description ?? "",
      path,
      search: { [SIGNUP_ERROR_PARAM]: failure.code },
    },
  );
  if (failure.retryAfter) c.header("Retry-After", String(failure.retryAfter));
  return c.body(html, API_ERROR_STATUS[failure.code], { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" });
}
