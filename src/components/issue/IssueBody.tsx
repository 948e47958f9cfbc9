import { CALLOUT_LABELS, introBlocks, PRO_TIP_LABEL, type Block, type ListItem } from "../../newsletter/blocks";
import { safeHref } from "../../newsletter/inline-html";
import { stripMergeTags } from "../../newsletter/merge-tags";
import type { IssueVideos, NewsletterContent, Section } from "../../newsletter-contract/types";
import { listGroups, paragraphsOf, webBlocks, webInline } from "../../newsletter/web";
import * as css from "./IssueBody.css";
import { VideoFacade } from "../videos/VideoFacade";
import { videoPage } from "../../content/videos";
import { watchUrl } from "../../videos/contract";

const NO_VIDEOS: IssueVideos = { titles: {}, hidden: [] };
import { createContext, useContext } from "react";
import { LinkNamer, tagLink, tagLinksInHtml, type LinkTags } from "../../newsletter/link-tags";
import { must } from "../../must.ts";
import { keyed } from "../keyed";

/** Tags the links of the issue's page (medium `web`), parts rendered in order sharing one namer; none in the feed. */
interface Tagger {
  html: (html: string) => string;
  href: (href: string, text: string) => string;
}
const untagged: Tagger = { html: (html) => html, href: (href) => href };
const TaggerContext = createContext<Tagger>(untagged);

function taggerOf(tags: LinkTags | undefined): Tagger {
  if (!tags) return untagged;
  const namer = new LinkNamer();
  return { html: (html) => tagLinksInHtml(html, tags, namer).html, href: (href, text) => tagLink(href, text, tags, namer).tagged };
}

/** Owner text as inline HTML (allowlisted tags only, see inline-html.ts). */
function Inline({ text, as: Tag = "span", className }: { text: string; as?: "span" | "p" | "li" | "h2" | "h3"; className?: string }) {
  const tagger = useContext(TaggerContext);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: webInline escapes his text and lets through only the allowlisted tags and safe links
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: tagger.html(webInline(text)) }} />;
}

function itemText(item: ListItem) {
  return <Inline text={item.text} />;
}

function List({ items }: { items: ListItem[] }) {
  return (
    <div className={css.list}>
      {keyed(listGroups(items)).map(([key, group]) => {
        switch (group.kind) {
          case "lines":
            return keyed(group.items).map(([line, item]) => <Inline key={`${key}-${line}`} as="p" text={item.text} />);
          case "bullets":
            return (
              <ul key={key}>
                {keyed(group.items).map(([line, item]) => (
                  <li key={line}>{itemText(item)}</li>
                ))}
              </ul>
            );
          case "numbers": {
            const first = must(group.items[0]);
            return (
              <ol key={key} start={Number.parseInt(first.marker === "number" ? first.label : "1", 10)}>
                {keyed(group.items).map(([line, item]) => (
                  <li key={line}>{itemText(item)}</li>
                ))}
              </ol>
            );
          }
          case "percents":
            return (
              <ul key={key} className={css.figures}>
                {keyed(group.items).map(([line, item]) => (
                  <li key={line}>
                    <strong className={css.figure}>{item.marker === "percent" ? item.value : ""}</strong> {itemText(item)}
                  </li>
                ))}
              </ul>
            );
          default:
            return null;
        }
      })}
    </div>
  );
}

function Callout({ label, body, tone = "plain", mono = false }: { label: string; body: string; tone?: "plain" | "dark"; mono?: boolean }) {
  return (
    <div className={css.callout[tone]}>
      <p className={css.label[tone]}>{label}</p>
      {keyed(paragraphsOf(body)).map(([key, part]) => (
        <Inline key={key} as="p" text={part} className={mono ? css.mono : undefined} />
      ))}
    </div>
  );
}

function BlockView({ block, videos }: { block: Block; videos: IssueVideos }) {
  switch (block.kind) {
    case "text":
      return <Inline as="p" text={block.text} />;
    case "video": {
      // A video he hid from the site is the watch link only (its page is gone, so is its thumbnail).
      if (block.id && videos.hidden.includes(block.id))
        return (
          <p>
            <a href={watchUrl(block.id)}>{videoPage.fallbackTitle}</a>
          </p>
        );
      // The same facade as a video's page; an address that is not a video's stays a link.
      const href = safeHref(block.url);
      return block.id ? (
        <VideoFacade id={block.id} title={videos.titles[block.id] ?? videoPage.fallbackTitle} />
      ) : (
        <p>{href ? <a href={href}>{block.url}</a> : block.url}</p>
      );
    }
    case "list":
      return <List items={block.items} />;
    case "proTip":
      return (
        <div className={css.callout.plain}>
          <p className={css.label.plain}>{PRO_TIP_LABEL}</p>
          <p>
            <strong>{block.body}</strong>
          </p>
        </div>
      );
    case "callout": {
      if (block.prefix === "HEADER_STACK") {
        const [lead = "", ...lines] = block.body.split("\n").filter((line) => line.trim() !== "");
        return (
          <div className={css.callout.plain}>
            <Inline as="p" text={lead} className={css.stackLead} />
            {keyed(lines).map(([key, line]) => (
              <Inline key={key} as="p" text={line} className={css.stackLine} />
            ))}
          </div>
        );
      }
      return (
        <Callout
          label={CALLOUT_LABELS[block.prefix]}
          body={block.body}
          tone={block.prefix === "BONUS_BOX" ? "dark" : "plain"}
          mono={block.prefix === "PROMPT_BOX"}
        />
      );
    }
  }
}

function SectionView({ section, videos }: { section: Section; videos: IssueVideos }) {
  return (
    <>
      <Inline as={section.level === 1 ? "h2" : "h3"} text={section.title} className={section.level === 1 ? css.heading2 : css.heading3} />
      {keyed(webBlocks(section.content)).map(([key, block]) => (
        <BlockView key={key} block={block} videos={videos} />
      ))}
    </>
  );
}

/**
 * The words of an issue as the site shows them (the issue page and the feed entry), from the
 * same parsed draft as the email. The footer's inbox-only lines (forwarded-reader signup,
 * unsubscribe, postal address) are left out; its call to action stays.
 */
export function IssueBody({ content, tags, videos = NO_VIDEOS }: { content: NewsletterContent; tags?: LinkTags; videos?: IssueVideos | undefined }) {
  const cta = content.footer.cta;
  const tagger = taggerOf(tags);
  const ctaHref = safeHref(cta.url);
  return (
    <TaggerContext.Provider value={tagger}>
      <div className={css.body}>
        <Inline as="p" text={content.hook} className={css.hook} />
        {keyed(introBlocks(content.intro)).map(([key, block]) => (
          <BlockView key={key} block={block} videos={videos} />
        ))}
        {keyed(content.sections).map(([key, section]) => (
          <SectionView key={key} section={section} videos={videos} />
        ))}
        <div className={css.cta}>
          <Inline as="p" text={cta.text} />
          {ctaHref ? (
            <p>
              <a className={css.ctaLink} href={tagger.href(ctaHref, stripMergeTags(cta.buttonText))}>
                {stripMergeTags(cta.buttonText)}
              </a>
            </p>
          ) : null}
        </div>
      </div>
    </TaggerContext.Provider>
  );
}
