/** A GA4 measurement id ("G-XXXXXXX"); anything else leaves analytics off, so a typo never ships. */
const MEASUREMENT_ID = /^G-[A-Z0-9]{4,20}$/;

export function analyticsMeasurementId(value: string | undefined): string | undefined {
  const id = value?.trim().toUpperCase();
  return id && MEASUREMENT_ID.test(id) ? id : undefined;
}
