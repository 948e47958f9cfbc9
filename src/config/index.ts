/**
 * The face of src/config/: the site's settings that are no words (the owner's clock). The worker
 * enters the module here (test/unit/module-boundaries.test.ts); src/content carries them for the pages.
 */
export { OWNER_CLOCK } from "./owner-clock.ts";
