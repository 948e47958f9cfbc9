/**
 * The legal pages, in plain English. Placeholders are filled from owner.ts when rendered:
 * {name}, {email} (a mailto link), {address}, {law}, {newsletter}, {cookieSettings} (the link
 * that reopens the consent preferences). `[label](/path)` is a link.
 */
export interface LegalSection {
  /** Anchor for links into the section (e.g. the "Cookie settings" links without JavaScript). */
  id?: string;
  heading: string;
  paragraphs?: readonly string[];
  list?: readonly string[];
  /** Paragraphs after the list. */
  after?: readonly string[];
}

export interface LegalDocument {
  title: string;
  lead: string;
  sections: readonly LegalSection[];
}

export const LEGAL_LAST_UPDATED = "July 15, 2025";
export const lastUpdatedLabel = "Last Updated";

/**
 * Where the "Cookie settings" links lead when JavaScript is off (or the consent script has not
 * started yet): how to change the choice without the preferences dialog. With JavaScript the
 * consent script opens the preferences instead (it reads `data-cc`).
 */
const COOKIE_SETTINGS_ID = "cookie-settings";
const changingYourChoice: LegalSection = {
  id: COOKIE_SETTINGS_ID,
  heading: "Changing your cookie choice",
  paragraphs: [
    "The Cookie settings links on this page and at the bottom of every page open your cookie preferences, where you can turn analytics cookies on or off at any time. Your new choice applies at once.",
    "The preferences need JavaScript, and so does analytics: with JavaScript turned off, analytics never runs and sets no cookies, so there is nothing to turn off. To undo a choice you made earlier, delete this site's cookies in your browser's settings (cc_cookie holds your choice); the banner then asks again on your next visit.",
  ],
};

export const privacyPolicy: LegalDocument = {
  title: "Privacy Policy",
  lead: "This policy explains what personal data this website collects, why, who helps us process it, and the rights you have. The short version: we only collect your email address, and only when you give it to us.",
  sections: [
    {
      heading: "Who we are",
      paragraphs: [
        'This website is run by {name} ("we", "us"). We are responsible for the personal data described here. You can reach us at {email} or by post at {address}.',
      ],
    },
    {
      heading: "What we collect",
      paragraphs: [
        "The only personal information we ask you for is your email address. You give it to us when you sign up for {newsletter} or request one of our free guides or checklists. We do not ask for your name, phone number, payment details or any other information through this website.",
        "If you accept analytics cookies, our analytics service also records how the site is used: pages visited, approximate location (country or city), device and browser type, and how you arrived. This information is anonymised and is not used to identify you.",
      ],
    },
    {
      heading: "Counting visits without cookies",
      paragraphs: [
        "So that we know which pages, links and videos bring readers, our own servers count each page view, whether or not you accept analytics cookies. For each view we keep only: the page's address (path), the host of the site that linked to it (for example youtube.com, never the full address), the campaign tags of the link you followed (utm_source, utm_medium, utm_campaign, utm_content, and a YouTube video id when the link names one), your country, your device class (mobile, tablet or desktop) and a daily visitor hash.",
        "The daily visitor hash is a one-way hash of a random value that changes every day, your IP address, your browser's user agent and our site's host. It lets us count one person once per day without knowing who they are. The random value is deleted when the day ends, so the hash cannot be recomputed or linked to you or to another day. Your IP address and user agent are used only to compute it and are never stored.",
        "Nothing is stored on your device for this: no cookie is set and nothing is written to your browser's storage. This is why we do not ask your consent for it: it reads and stores nothing on your device, and it identifies no one. Search engine crawlers and other automated visits, and pages your browser only prefetches, are not counted.",
        "When you sign up, we also count the signup with the page and form it came from and that day's visitor hash, so we can see which source led to it. To count the confirmation you give when you click the link in our first email, we keep the signup's page, form and link tags for up to 30 days under a one-way hash of your email address (never the address itself); it is deleted as soon as you confirm, or after 30 days.",
        "We honour Global Privacy Control: when your browser sends it, your page views are still counted, but without the visitor hash, so they are not linked to each other or to a signup.",
      ],
    },
    {
      heading: "How we use your email address",
      list: [
        "To send you {newsletter}, our weekly newsletter, and the free resource you asked for.",
        "To send occasional emails about our own products, courses and events related to YouTube growth.",
        "To reply when you write to us.",
      ],
      after: ["Every email includes a link to unsubscribe with one click. We never sell or rent your email address to anyone."],
    },
    {
      heading: "Our legal basis",
      paragraphs: [
        "We send emails because you asked for them (your consent), which you can withdraw at any time by unsubscribing. We use analytics cookies only if you accept them in the consent banner; counting page views without cookies, as described above, relies on our legitimate interest in knowing which pages and links are useful, and identifies no one. We keep the record of your cookie choice because the law requires us to be able to prove consent. Keeping the site secure and working relies on our legitimate interest in running it.",
      ],
    },
    {
      heading: "Cookies and analytics",
      paragraphs: [
        "We use strictly necessary cookies to remember your cookie choice, and analytics cookies only after you accept them in the consent banner. Analytics is off until you say yes, and you can change your mind at any time: {cookieSettings}. Details are in our [Cookie Policy](/cookie-policy).",
        "We also keep a record of each consent choice (its id, revision, categories and time) on our hosting provider's servers. It holds no email address and no IP address. We keep it as proof of consent: the law asks us to be able to show what you agreed to and when. Each record is kept for 2 years, then deleted. You can withdraw or change your consent at any time with {cookieSettings} at the bottom of every page; your new choice applies at once and is recorded the same way.",
      ],
    },
    changingYourChoice,
    {
      heading: "Who helps us (service providers)",
      paragraphs: ["We use a small number of trusted providers who process data on our behalf and only on our instructions:"],
      list: [
        "An email marketing platform, which stores your email address and sends our emails.",
        "An analytics service, which measures how the site is used when you have accepted analytics cookies.",
        "A hosting and content delivery (CDN) provider, which serves this website and, like any web server, briefly processes technical data such as your IP address to deliver pages and protect against abuse. Our cookieless visit counts are stored with it too.",
      ],
    },
    {
      heading: "Telling people from bots on our forms (Cloudflare Turnstile)",
      paragraphs: [
        "Our signup forms use Cloudflare Turnstile, a check that tells people from automated scripts without puzzles, so that many people can sign up from one shared connection (an office, a campus, a conference room) while bots cannot flood the list. It runs only when you start using a form, never just because you opened a page, and usually you do not see it; only if it cannot tell does it ask you to tick a box.",
        "While it runs, Cloudflare processes technical information about your browser and device and your connection, such as your IP address, browser type and settings, and signals of how the page is used, to decide whether a person is there. It gives the form a one-time code, which our server checks with Cloudflare once, sending your IP address with it. Turnstile sets no cookies for advertising and is not used to follow you across sites. Cloudflare processes this data under its [Turnstile Privacy Addendum](https://www.cloudflare.com/turnstile-privacy-policy/). We rely on our legitimate interest in keeping our list free of abuse.",
      ],
    },
    {
      id: "videos",
      heading: "Watching our videos (YouTube)",
      paragraphs: [
        "Our video pages show each video's picture from our own server: opening them sends nothing to YouTube or Google. Only when you press play does the page load YouTube's player from youtube-nocookie.com, its privacy-enhanced mode; from then on YouTube (Google) receives your IP address and browser details, and may store information in your browser to play the video, as its [Privacy Policy](https://policies.google.com/privacy) explains. If you sign up on a video's page, we note which video in your subscriber record, so we know which videos bring readers.",
      ],
    },
    {
      id: "referrals",
      heading: "Recommending the newsletter to a friend (referrals)",
      paragraphs: [
        "When you confirm your subscription you get a personal share link with a random code (it does not contain or reveal your email address) and a private link to see how many friends joined through it. Both are stored with your subscriber record at Kit so our emails can include them. We keep the code with your email address and your first name if you gave one; your first name is shown to the people who open your share link.",
        "When a friend signs up through your link, we record which code they came through, a keyed hash of their email address (not the address itself), its domain, the day, and the same daily visitor hash we use for counting visits. It counts for you only once the friend confirms their subscription, once per inbox ever (name+anything@ is the same inbox as name@, and at Gmail dots and googlemail.com do not make a new one), never for your own inbox, an inbox already subscribed, or your own device on that day. When you open your progress page we note that day's visitor hash for your code, at most once an hour, so that signups from your own device do not count. Rewards are given by adding a tag to your subscriber record at Kit. There is no cookie involved: the code travels in the form itself.",
        "How long: a friend who never confirms is deleted after 30 days; a confirmed referral (your code and the friend's hashed address) after 13 months; your code is revoked when you unsubscribe and deleted, with its referrals, 30 days later; the visitor hashes noted on your progress page after 2 days. We rely on our legitimate interest in growing the newsletter fairly and keeping the programme free of abuse.",
      ],
    },
    {
      heading: "International transfers",
      paragraphs: [
        "Our providers may store data in the United States or other countries. Where the law requires it, they protect transfers with recognised safeguards such as standard contractual clauses.",
      ],
    },
    {
      heading: "How long we keep it",
      paragraphs: [
        "We keep your email address for as long as you stay subscribed. When you unsubscribe, we stop emailing you and delete or anonymise your address within 30 days, unless we must keep a record to honour your request not to be contacted. Analytics data is kept in aggregate form for up to 14 months. Cookieless visit counts are kept for up to 3 months; the salt behind the daily visitor hash is deleted every day, and a signup's attribution waits at most 30 days for its confirmation. The record of each consent choice (its id, revision, categories and time) is kept for 2 years as proof of consent.",
      ],
    },
    {
      heading: "Your rights",
      paragraphs: ["Wherever you live, you can ask us to:"],
      list: [
        "Access: give you a copy of the personal data we hold about you.",
        "Rectification: correct your email address if it is wrong.",
        "Erasure: delete your personal data.",
        "Objection: stop using your data, including for email marketing.",
      ],
    },
    {
      heading: "How to use your rights",
      paragraphs: [
        "Email {email} from the address you signed up with and tell us what you would like. We will answer within 30 days, free of charge. You can also unsubscribe at any time with the link at the bottom of every email. If you think we have not handled your data properly, you may complain to your local data protection authority.",
      ],
    },
    {
      heading: "Children",
      paragraphs: [
        "This website and our emails are not meant for children under 13. We do not knowingly collect personal data from children under 13. If you believe a child has given us their email address, contact us and we will delete it.",
      ],
    },
    {
      heading: "Security",
      paragraphs: [
        "The site is served only over encrypted connections (HTTPS), and access to subscriber data is limited to the people and providers who need it to send our emails.",
      ],
    },
    {
      heading: "Changes to this policy",
      paragraphs: [
        "If we change this policy, we will update the date at the top of this page, and if the change is significant, ask you to review it when you next visit.",
      ],
    },
  ],
};

export const termsOfService: LegalDocument = {
  title: "Terms of Service",
  lead: "These terms apply when you use this website, read {newsletter} or download our free resources. By using the site you agree to them. If you do not agree, please do not use the site.",
  sections: [
    {
      heading: "Who we are",
      paragraphs: ["This website is operated by {name}, {address}. Questions about these terms: {email}."],
    },
    {
      heading: "Using the website",
      list: [
        "You may browse the site, read the content and download the free resources for your own use and for your business.",
        "Do not copy, resell or republish our content, guides or checklists as your own, in whole or in part, without written permission.",
        "Do not try to disrupt the site, get around its security, or send automated sign-ups.",
      ],
    },
    {
      heading: "The newsletter and free resources",
      paragraphs: [
        "When you sign up, you agree to receive {newsletter} and related emails. You can unsubscribe at any time with the link in every email. Free resources are provided as they are, and we may change or stop offering them at any time.",
      ],
    },
    {
      heading: "Paid products",
      paragraphs: [
        "Courses and other paid products may have their own terms, shown before you buy. Where they differ from these terms, the product terms apply to that purchase.",
      ],
    },
    {
      heading: "No guarantee of results",
      paragraphs: [
        "Our content shares strategies and experiences, including results our clients have achieved. It is educational, not professional financial, legal or tax advice. Results depend on many things outside our control, so we cannot promise that you will get the same or any particular results.",
      ],
    },
    {
      heading: "Intellectual property",
      paragraphs: [
        "The site's text, graphics, logos, guides and checklists belong to {name} or are used with permission. Company names and logos of past clients belong to their owners and appear only to describe work done with them.",
      ],
    },
    {
      heading: "Links to other websites",
      paragraphs: ["We may link to other websites, such as YouTube. We are not responsible for their content or their privacy practices."],
    },
    {
      heading: "Limitation of liability",
      paragraphs: [
        'The site and its free content are provided "as is". To the fullest extent the law allows, we are not liable for indirect or consequential losses, or for any loss arising from your use of the site or the free resources. Nothing in these terms limits liability that cannot be limited by law.',
      ],
    },
    {
      heading: "Privacy",
      paragraphs: ["How we handle your email address and cookies is explained in our [Privacy Policy](/privacy-policy) and [Cookie Policy](/cookie-policy)."],
    },
    {
      heading: "Governing law",
      paragraphs: [
        "These terms are governed by the laws of the Commonwealth of {law}, United States, without regard to its conflict-of-law rules. Any dispute will be handled by the state or federal courts located in {law}, unless the law where you live gives you the right to bring a claim there.",
      ],
    },
    {
      heading: "Children",
      paragraphs: ["You must be at least 13 years old to sign up for our emails or use this site."],
    },
    {
      heading: "Changes to these terms",
      paragraphs: [
        "We may update these terms from time to time. The date at the top shows the latest version, and continuing to use the site means you accept it.",
      ],
    },
  ],
};

export const cookiePolicy: LegalDocument = {
  title: "Cookie Policy",
  lead: "Cookies are small text files a website stores in your browser. This page explains which ones we use, why, and how to change your choice at any time.",
  sections: [
    {
      heading: "Your choice",
      paragraphs: [
        "When you first visit, a consent banner asks whether you accept analytics cookies. Analytics stays off until you accept, and strictly necessary cookies are always on because the site needs them. You can change your choice whenever you like: {cookieSettings}.",
      ],
    },
    changingYourChoice,
    {
      heading: "Strictly necessary cookies",
      paragraphs: ["These remember your cookie choice so we do not ask again on every page. They contain no personal information and cannot be switched off."],
      list: ["cc_cookie: stores your consent choices; kept for 6 months."],
    },
    {
      heading: "The record of your choice",
      paragraphs: [
        "Each time you make or change a choice in the banner or the cookie settings, we keep a record of each consent choice (its id, revision, categories and time). It holds no email address and no IP address. We keep it as proof of consent, so that we can show what you agreed to and when, for 2 years; then it is deleted.",
        "To withdraw or change your consent, use {cookieSettings} at the bottom of every page. Your new choice applies at once (analytics cookies are deleted when you turn analytics off) and is recorded the same way.",
      ],
    },
    {
      heading: "Analytics cookies",
      paragraphs: [
        "With your consent, our analytics service sets cookies that count visits and show which pages are useful, so we can improve the site. The data is anonymised, is not used to identify you, and is never used for advertising.",
      ],
      list: ["_ga and _ga_*: distinguish anonymous visitors and sessions; kept for up to 13 months."],
    },
    {
      heading: "Cloudflare Turnstile on our forms",
      paragraphs: [
        "When you start using a signup form, the form loads Cloudflare Turnstile, which checks that a person rather than a bot is signing up. It uses no advertising or tracking cookies; to do its check it may keep information in your browser that Cloudflare needs for that check alone, and it processes technical data such as your IP address and browser details. It does not run on pages you only read. How Cloudflare handles this data is in its [Turnstile Privacy Addendum](https://www.cloudflare.com/turnstile-privacy-policy/) and our [Privacy Policy](/privacy-policy).",
      ],
    },
    {
      heading: "Counting visits without cookies",
      paragraphs: [
        "Our own servers count page views, signups and confirmed subscriptions without any cookie and without writing anything to your browser's storage, so they need no consent and work the same whatever you choose here. What is counted (the page, the linking site's host, the link's campaign tags, your country, your device class and a daily visitor hash from a random value deleted each day) and how Global Privacy Control is honoured are explained in our [Privacy Policy](/privacy-policy).",
      ],
    },
    {
      heading: "Referral links",
      paragraphs: [
        "Our referral programme sets no cookie and stores nothing in your browser: a share link's code travels in a hidden field of the signup form. What it records about who referred whom, and for how long, is in our [Privacy Policy](/privacy-policy#referrals).",
      ],
    },
    {
      heading: "No advertising cookies",
      paragraphs: ["We do not use advertising, retargeting or social media tracking cookies."],
    },
    {
      heading: "Managing cookies in your browser",
      paragraphs: [
        "Besides the settings on this site, you can delete or block cookies in your browser's settings. Blocking strictly necessary cookies means the banner will ask for your choice again on each visit.",
      ],
    },
    {
      heading: "More information",
      paragraphs: ["Read our [Privacy Policy](/privacy-policy) for how we handle personal data, or write to {email} with any question."],
    },
  ],
};

/**
 * The link that reopens the consent preferences (vanilla-cookieconsent reads `data-cc`); without
 * JavaScript it leads to the section that explains how to change the choice (`changingYourChoice`).
 */
export const cookieSettingsLink = { label: "Cookie settings", href: `#${COOKIE_SETTINGS_ID}` } as const;

/** The footer's "Cookie settings" without JavaScript: the same explanation, on the cookie policy. */
export const cookieSettingsFallbackHref = `/cookie-policy#${COOKIE_SETTINGS_ID}`;
