import { useContext, type ReactNode } from "react";
import { owner } from "./content/owner";
import { neutral } from "./styles/palette";
import { seenValue } from "./experiment-contract/seen";
import { EXPERIMENT_META_NAME } from "./stats/contract";
import { usePageContext } from "./page-context";
import { IslandRegistryContext } from "./island";
import { AnalyticsScript } from "./components/consent/AnalyticsScript";
import { FEED_PATH, FEED_TITLE } from "./newsletter/paths";
import { keyed } from "./components/keyed";

/** Hashed asset URLs for the document, resolved by the worker from the client manifest. */
export interface DocumentAssets {
  stylesheets: string[];
  /** Scripts every page loads (the consent start-up). */
  scripts: string[];
  /** The view beacon (client/beacon.ts): every page links it but the owner's, whose loads are not the site's traffic. */
  beaconScript: string;
  /** The island hydration script, linked only when an island rendered. */
  islandScript: string;
  /** The analytics loader, rendered inert until consent (see AnalyticsScript). */
  analyticsScript: string;
  /** Extra tags for the Vite dev server (its client); empty in production. */
  devScripts: string[];
}

export interface DocumentMeta {
  title: string;
  description: string;
  canonicalUrl: string;
  siteUrl: string;
  noindex?: boolean;
  ogImage?: string;
  ogType?: string;
  /** JSON-LD objects for the page. */
  structuredData?: object[];
}

function IslandScript({ src }: { src: string }) {
  const registry = useContext(IslandRegistryContext);
  // Rendered last in <body>: by then every island above has registered itself.
  if (!registry || registry.used.size === 0) return null;
  return <script type="module" src={src} />;
}

/** The view beacon, on every page but the owner's: his own page loads count nowhere, not even as refused beacons. */
function BeaconScript({ src }: { src: string }) {
  return usePageContext().owner ? null : <script type="module" src={src} />;
}

/**
 * The page's own rules, inlined so that the first round trip carries everything needed to paint
 * (allowed by a CSP hash; built per page module, see build/page-styles-plugin.ts). Without it the
 * document links the site's full stylesheets.
 */
export interface InlineStyleSheet {
  css: string;
}

/**
 * The counted experiment variant this page shows, for the view beacon (client/beacon.ts): its views
 * and booking clicks count for that variant. Absent on a forced preview and after the end.
 */
function ExperimentMark() {
  const { experiment } = usePageContext();
  return experiment?.counted ? <meta name={EXPERIMENT_META_NAME} content={seenValue(experiment)} /> : null;
}

export function Document({
  meta,
  assets,
  style,
  children,
}: {
  meta: DocumentMeta;
  assets: DocumentAssets;
  style?: InlineStyleSheet | null;
  children: ReactNode;
}) {
  const ogImage = new URL(meta.ogImage ?? "/images/og-default.png", meta.siteUrl).href;
  return (
    <html lang="en" dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{meta.title}</title>
        <meta name="description" content={meta.description} />
        <link rel="canonical" href={meta.canonicalUrl} />
        {meta.noindex ? <meta name="robots" content="noindex, nofollow" /> : null}
        <meta name="theme-color" content={neutral.dark} />
        <meta property="og:site_name" content={owner.name} />
        <meta property="og:type" content={meta.ogType ?? "website"} />
        <meta property="og:title" content={meta.title} />
        <meta property="og:description" content={meta.description} />
        <meta property="og:url" content={meta.canonicalUrl} />
        <meta property="og:image" content={ogImage} />
        <meta property="og:locale" content="en_US" />
        <meta name="twitter:card" content="summary_large_image" />
        <meta name="twitter:title" content={meta.title} />
        <meta name="twitter:description" content={meta.description} />
        <meta name="twitter:image" content={ogImage} />
        <link rel="icon" href="/favicon.ico" sizes="32x32" />
        <link rel="icon" href="/icon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        <link rel="manifest" href="/site.webmanifest" />
        <link rel="alternate" type="application/atom+xml" title={FEED_TITLE} href={new URL(FEED_PATH, meta.siteUrl).href} />
        <ExperimentMark />
        {style ? (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the page's own stylesheet, built from our vanilla-extract files at build time
          <style dangerouslySetInnerHTML={{ __html: style.css }} />
        ) : (
          assets.stylesheets.map((href) => <link key={href} rel="stylesheet" href={href} />)
        )}
        {assets.devScripts.map((src) => (
          <script key={src} type="module" src={src} />
        ))}
        {keyed(meta.structuredData ?? []).map(([key, data]) => (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD of our own route data, every "<" escaped so it cannot close the script
          <script key={key} type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }} />
        ))}
      </head>
      <body>
        {children}
        <AnalyticsScript src={assets.analyticsScript} />
        {assets.scripts.map((src) => (
          <script key={src} type="module" src={src} />
        ))}
        <BeaconScript src={assets.beaconScript} />
        <IslandScript src={assets.islandScript} />
      </body>
    </html>
  );
}
