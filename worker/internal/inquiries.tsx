import type { Context, MiddlewareHandler } from "hono";
import { csrf } from "hono/csrf";
import { HTTPException } from "hono/http-exception";
import { INQUIRIES_CSV_PATH, INQUIRIES_PAGE_PATH, INQUIRY_ANSWER_PATH } from "../../src/inquiry/schema";
import { InquiriesPage } from "../../src/pages/internal/inquiries";
import type { PageRoute } from "../../src/route-types";
import { configOf, type AppEnv } from "../config";
import { inquiriesCsvStream, inquiryDetails, inquiryOfRow, markAnswered, pageOfInquiries, type InquiryCursor } from "../inquiries";
import { renderRequestPage } from "../pages";
import { ownerTimeZone } from "./time-zone";
import { must } from "../../src/must.ts";

const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
};

/**
 * Hono's csrf middleware refuses a cross-site form post (it checks `Sec-Fetch-Site`, else
 * `Origin`); it lets other content types and requests without either header through, so this
 * also asks for a form post (or another of `contentTypes`) that names this site in one of them. The owner's browser sends
 * its Basic-auth password with any request, which is why both are needed.
 */
export function sameOriginPost(contentTypes: readonly string[] = ["application/x-www-form-urlencoded"]): MiddlewareHandler<AppEnv> {
  const guard = csrf({ origin: (origin, c) => origin === originOf(c.req.url) || origin === originOf(configOf(c.env as AppEnv["Bindings"]).siteUrl) });
  return async (c, next) => {
    const contentType = must((c.req.header("Content-Type") ?? "").split(";")[0])
      .trim()
      .toLowerCase();
    const site = c.req.header("Sec-Fetch-Site");
    const origin = c.req.header("Origin");
    const own = [originOf(c.req.url), originOf(configOf(c.env).siteUrl)];
    const named = site === "same-origin" || (origin !== undefined && own.includes(origin));
    const contradicted = (site !== undefined && site !== "same-origin") || (origin !== undefined && !own.includes(origin));
    if (!contentTypes.includes(contentType) || !named || contradicted) return c.text("Forbidden", 403, { "Cache-Control": "no-store" });
    try {
      return await guard(c, next);
    } catch (error) {
      if (error instanceof HTTPException) return error.getResponse();
      throw error;
    }
  };
}

/** Inquiries on one page of the owner's list. */
export const INQUIRIES_PER_PAGE = 50;
/** The longest search the page takes (a name, an address, an event's name). */
const MAX_SEARCH = 200;

/** `after` in the page's address: the last inquiry of the page before, as `received_at~id`. */
const cursorParam = ({ receivedAt, id }: InquiryCursor) => `${receivedAt}~${id}`;
function cursorOf(param: string | undefined): InquiryCursor | undefined {
  const match = /^(\d{4}-\d{2}-\d{2}T[\d:.]+Z)~([0-9A-Za-z-]{1,64})$/.exec(param ?? "");
  return match ? { receivedAt: must(match[1]), id: must(match[2]) } : undefined;
}

/**
 * GET /internal/inquiries[?q=…][&after=…]: a page of inquiries from D1, newest first (keyset
 * pagination, so every inquiry is reachable and a deep page costs what the first does), found by
 * name, email or event when `q` is given, rendered whole (React escapes each value).
 */
export function inquiriesPage(route: PageRoute) {
  return async (c: Context<AppEnv>) => {
    const search = (c.req.query("q") ?? "").trim().slice(0, MAX_SEARCH);
    const after = cursorOf(c.req.query("after"));
    const page = await pageOfInquiries(c.env.DB, { search, after, limit: INQUIRIES_PER_PAGE });
    const inquiries = page.rows.map((row) => ({
      id: row.id,
      receivedAt: row.received_at,
      answeredAt: row.answered_at,
      details: inquiryDetails(inquiryOfRow(row)),
      message: row.message,
    }));
    const olderHref = page.next
      ? `${INQUIRIES_PAGE_PATH}?${new URLSearchParams({ ...(search ? { q: search } : {}), after: cursorParam(page.next) })}`
      : undefined;
    const props = {
      inquiries,
      search,
      perPage: INQUIRIES_PER_PAGE,
      later: after !== undefined,
      timeZone: ownerTimeZone(c.env),
      ...(olderHref ? { olderHref } : {}),
    };
    const { html } = await renderRequestPage(c, InquiriesPage, props, { title: route.title, description: route.description, path: INQUIRIES_PAGE_PATH });
    return c.body(html, 200, { "Content-Type": "text/html; charset=utf-8" });
  };
}

/** POST /internal/inquiries/answer: marks one answered, then back to the list. */
export async function answerInquiry(c: Context<AppEnv>): Promise<Response> {
  const form = await c.req.parseBody();
  const id = typeof form.id === "string" ? form.id : "";
  if (!/^[0-9a-f-]{36}$/.test(id)) return c.text("Unknown inquiry", 400);
  await markAnswered(c.env.DB, id);
  return c.redirect(INQUIRIES_PAGE_PATH, 303);
}

/** GET /internal/inquiries.csv: every inquiry as CSV, streamed page by page from D1, cells quoted and safe from formula injection. */
export async function inquiriesCsvFile(c: Context<AppEnv>): Promise<Response> {
  return c.body(inquiriesCsvStream(c.env.DB), 200, {
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": 'attachment; filename="speaker-inquiries.csv"',
  });
}

export { INQUIRIES_CSV_PATH, INQUIRIES_PAGE_PATH, INQUIRY_ANSWER_PATH };
