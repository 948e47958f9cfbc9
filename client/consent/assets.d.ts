/** Vendor URLs of vanilla-cookieconsent, from build/consent-assets-plugin.ts. */
declare module "virtual:cookieconsent-assets" {
  export const script: string;
  export const stylesheet: string;
}
