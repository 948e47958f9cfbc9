export function loadRoutes(): Promise<{ path: string; noindex: boolean; internal: boolean }[]>;
export function loadFeedPath(): Promise<string>;
