declare module "virtual:client-manifest" {
  const manifest: Record<string, { file: string; css?: string[]; imports?: string[]; dynamicImports?: string[] }> | null;
  export default manifest;
}

/** Identifies the build; part of the page cache key. */
declare const __BUILD_ID__: string;

declare module "virtual:page-styles" {
  const data: import("../build/page-css").PageCssData | null;
  export default data;
}
