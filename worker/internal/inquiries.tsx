import type { Context } from "hono";
import { INQUIRIES_CSV_PATH, INQUIRIES_PAGE_PATH, INQUIRY_ANSWER_PATH } from "../../src/inquiry";
import { InquiriesPage } from "../../src/pages";
import type { PageRoute } from "../../src/route-types";
import type { AppEnv } from "../config";
import { inquiriesCsvStream, inquiryDetails, inquiryOfRow, markAnswered, pageOfInquiries, type InquiryCursor } from "../inquiries";
import { renderRequestPage } from "../pages";
import { ownerTimeZone } from "./time-zone";
import { bodyFields } from "../http";
import { must } from "../../src/must";

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
  const form = (await bodyFields(c)) ?? {};
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
