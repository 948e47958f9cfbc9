/** Key material for the per-email cooldown: addresses differ only in case are the same mailbox here. */
export function emailIdentity(email: string): string {
  return email.toLowerCase();
}

/** Providers that ignore dots in an address's local part and read googlemail.com as gmail.com. */
const GMAIL_DOMAINS = new Set(["gmail.com", "googlemail.com"]);

/**
 * The inbox an address reaches, for counting signups per mailbox (worker/api/subscribe) and for
 * telling a referral's friend from the referrer or an earlier subscriber (worker/referrals):
 * `name+news@` and `name@` are one inbox at every domain (plus-tags), and at Gmail so are
 * `n.a.m.e@` and `name@googlemail.com`. Only for comparing: Kit is sent the address as typed.
 */
export function mailboxOf(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf("@");
  let local = address.slice(0, at);
  let domain = address.slice(at + 1);
  // A tag follows the first "+"; an address that starts with "+" has no name before it to keep.
  const plus = local.indexOf("+");
  if (plus > 0) local = local.slice(0, plus);
  if (GMAIL_DOMAINS.has(domain)) {
    local = local.replaceAll(".", "");
    domain = "gmail.com";
  }
  return `${local}@${domain}`;
}
