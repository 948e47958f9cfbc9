import { usePageContext } from "../../page-context";

/**
 * The analytics loader, inert (`type="text/plain"`) until the visitor agrees to analytics: the
 * consent library then turns it into a module script (`data-type`). Rendered only when a
 * measurement id is configured. It comes before the consent start-up, which looks for it.
 */
export function AnalyticsScript({ src }: { src: string }) {
  const measurementId = usePageContext().publicConfig.analyticsMeasurementId;
  if (!measurementId) return null;
  return <script type="text/plain" data-category="analytics" data-type="module" data-measurement-id={measurementId} src={src} />;
}
