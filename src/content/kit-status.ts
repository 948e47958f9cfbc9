/**
 * Where an issue's email stands in Kit, in the owner's words: the same on the Publish form's
 * result, the issue list and the desk (src/components/publishing/kit-status.ts picks them). Each state has
 * its own words; its colour only repeats them.
 */
export const kitStatusWords = {
  "not-set-up": {
    label: "Kit is not set up",
    detail:
      "Nothing reaches Kit from this site ({reason}), so no broadcast was made. Set KIT_API_KEY (docs/deploy.md); the issue's broadcast is made once it is set.",
  },
  waiting: { label: "Waiting for Kit", detail: "Kit has not taken the broadcast yet: the site tries again every minute. Nothing to do unless this lasts." },
  "waiting-schedule": {
    label: "Waiting for Kit to schedule",
    detail: "Kit has not taken the schedule yet: the site tries again every minute, and never sends once the time has passed.",
  },
  created: { label: "Draft in Kit", detail: "Kit holds the email as a draft: you send it from Kit, to whom and when you choose." },
  scheduled: { label: "Scheduled in Kit", detail: "The email goes to your subscribers on {when}." },
  sent: { label: "Sent by Kit", detail: "Kit sent the email on {when}. Edits now change only the web page." },
  refused: { label: "Refused by Kit", detail: "Kit refused the broadcast. Kit's words: {reason}" },
  "schedule-refused": { label: "Kit refused the schedule", detail: "Kit's words: {reason}. The email stays a draft in Kit (not scheduled)." },
  updating: { label: "Updating Kit…", detail: "Your last change is on its way to Kit; this says what Kit holds once Kit has answered." },
  dead: { label: "Kit gave up", detail: "The site stopped trying to reach Kit after many tries. Last error: {reason}. Try again when Kit is back." },
  none: { label: "No email", detail: "The issue is off the web and Kit holds no broadcast of it: nothing will be sent." },
  reason: "Last try: {reason}",
  open: "Open in Kit",
  /** Added for an issue off the web whose Kit draft is still there. */
  stillSendable: "The issue is off the web, but its draft in Kit can still be sent from Kit: delete it there if it should never go.",
} as const;
