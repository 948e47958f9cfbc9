/**
 * The owner's addresses: everything under /internal, and the previewers, which kept their first
 * addresses outside it. The owner's door signs them in (worker/internal/door.ts); the page
 * document links no view beacon on them and the beacon's endpoint counts none of their views,
 * neither as a view nor as a refused beacon (docs/stats.md): his own page loads are not traffic.
 */
export const OWNER_PREFIX = "/internal";
export const PREVIEWER_PATH = "/newsletter-preview";
export const PREVIEWER_BACKUP_PATH = "/newsletter-preview-backup";

const PREVIEWERS: readonly string[] = [PREVIEWER_PATH, PREVIEWER_BACKUP_PATH];

export const isOwnerPath = (path: string): boolean => path === OWNER_PREFIX || path.startsWith(`${OWNER_PREFIX}/`) || PREVIEWERS.includes(path);
