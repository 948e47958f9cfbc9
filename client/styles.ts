// Every stylesheet of the site, so the client manifest lists one CSS file that pages link,
// including pages without islands. vanilla-extract gives identical class names in the worker's
// build, so server markup and this CSS match.
import.meta.glob("../src/**/*.css.ts", { eager: true });
