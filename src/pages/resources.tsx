import { CallToAction } from "../components/CallToAction";
import { Hero } from "../components/Hero";
import * as button from "../components/button.css";
import * as layout from "../components/layout.css";
import { categoryFrom } from "../components/resource-filter";
import { resources } from "../content/resource-cards";
import { resourcesPage as content } from "../content/resources";
import { ResourcesFilterIsland } from "../islands/ResourcesFilter";
import { usePageContext } from "../page-context";

export function ResourcesPage() {
  const { search, publicConfig } = usePageContext();
  return (
    <>
      <Hero eyebrow={content.eyebrow} headline={content.headline} lead={content.lead} />
      <section className={layout.section.flush}>
        <div className={layout.container}>
          <ResourcesFilterIsland initialCategory={categoryFrom(search.category)} cards={resources} />
          {publicConfig.videos ? (
            <p>
              {content.videos.text} <a href={content.videos.href}>{content.videos.linkLabel}</a>
            </p>
          ) : null}
        </div>
      </section>
      <CallToAction id="subscribe" heading={content.subscribe.heading} text={content.subscribe.text}>
        <a className={button.primary} href={content.subscribe.href}>
          {content.subscribe.linkLabel}
        </a>
      </CallToAction>
    </>
  );
}
