export function readRoutes(): { path: string; internal: boolean }[];
