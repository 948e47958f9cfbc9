/**
 * The illustrated portrait (public/images/portrait.svg, `owner.portrait`), drawn here so its
 * accent parts (the sun behind the head, the play badge, the chart card) take the palette's
 * roles: a new accent redraws it with `npm run assets`, and `npm run assets -- --check` fails
 * when the committed file is stale. The drawing's own colours (skin, hair, clothes, the backdrop)
 * are named in `PORTRAIT_OWN_COLOURS`; test/unit/scripts/portrait-roles.test.ts fails on any
 * other colour, and on an own colour saturated enough to pass for an accent.
 */
import type { AccentRoles } from "../../src/styles/accent-roles.ts";
import { brand, neutral } from "../../src/styles/palette.ts";

/** The drawing's colours that are not the accent's: they stay whatever the accent is. */
export const PORTRAIT_OWN_COLOURS = {
  backdropLow: "#efe4d6",
  backdropDots: "#d9c7b3",
  jacket: "#23232b",
  jacketShadow: "#111117",
  shirt: "#fafaf9",
  lapel: "#2e2e38",
  skin: "#d4926a",
  skinShade: "#c98559",
  neck: "#b9774f",
  neckShade: "#a4663f",
  hair: "#231814",
  hairLight: "#4a3228",
  lips: "#7a3b22",
} as const;

const own = PORTRAIT_OWN_COLOURS;
const WHITE = "#fff";

/** The portrait in the accent roles `roles` (the palette's by default). */
export function portraitSvg(roles: Readonly<AccentRoles> = brand): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 600" width="480" height="600" role="img" aria-labelledby="t"><title id="t">Illustrated portrait of Jordan Reyes</title>
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${neutral.warm}"/><stop offset="1" stop-color="${own.backdropLow}"/></linearGradient>
<linearGradient id="sun" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${roles.accentFillBrightHover}"/><stop offset="1" stop-color="${roles.accent}"/></linearGradient>
<linearGradient id="jacket" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${own.jacket}"/><stop offset="1" stop-color="${own.jacketShadow}"/></linearGradient>
<pattern id="dots" width="18" height="18" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="2" fill="${own.backdropDots}"/></pattern>
<clipPath id="frame"><rect width="480" height="600" rx="28"/></clipPath>
</defs>
<g clip-path="url(#frame)">
<rect width="480" height="600" fill="url(#bg)"/>
<rect x="24" y="36" width="160" height="160" fill="url(#dots)"/>
<circle cx="262" cy="282" r="178" fill="url(#sun)"/>
<circle cx="262" cy="282" r="178" fill="none" stroke="${WHITE}" stroke-opacity=".35" stroke-width="2" stroke-dasharray="2 10"/>
<!-- shoulders and jacket -->
<path d="M58 600c6-92 58-142 132-160l50 36 50-36c74 18 126 68 132 160z" fill="url(#jacket)"/>
<path d="M190 440l50 36 50-36 10 6-26 154h-68l-26-154z" fill="${own.shirt}"/>
<path d="M190 440l-22 14 44 70 28-48zM290 440l22 14-44 70-28-48z" fill="${own.lapel}"/>
<!-- neck -->
<path d="M214 366h52v66c0 14-12 24-26 24s-26-10-26-24z" fill="${own.neck}"/>
<path d="M214 392c16 10 36 10 52 0v-18h-52z" fill="${own.neckShade}"/>
<!-- head -->
<ellipse cx="162" cy="296" rx="16" ry="24" fill="${own.skinShade}"/>
<ellipse cx="318" cy="296" rx="16" ry="24" fill="${own.skinShade}"/>
<path d="M240 174c58 0 88 40 88 102 0 62-30 100-58 112-18 8-42 8-60 0-28-12-58-50-58-112 0-62 30-102 88-102z" fill="${own.skin}"/>
<!-- hair -->
<path d="M152 284c-14-80 24-134 94-136 62-2 100 34 90 112-2 10-4 18-8 24-2-22-10-42-24-54-36 10-86 4-116-18-18 18-30 42-36 72z" fill="${own.hair}"/>
<path d="M178 196c30-34 96-42 140-10-40-14-92-10-140 10z" fill="${own.hairLight}"/>
<path d="M192 360c14 20 30 28 48 28s34-8 48-28c-6 26-24 42-48 42s-42-16-48-42z" fill="${own.hair}" opacity=".18"/>
<!-- brows, eyes, smile -->
<path d="M196 262c10-6 24-6 34 0M250 262c10-6 24-6 34 0" stroke="${own.hair}" stroke-width="6" stroke-linecap="round" fill="none"/>
<circle cx="213" cy="288" r="5.5" fill="${own.hair}"/><circle cx="267" cy="288" r="5.5" fill="${own.hair}"/>
<path d="M240 296c-4 14-6 22 4 24" stroke="${own.neckShade}" stroke-width="4" stroke-linecap="round" fill="none"/>
<path d="M216 340c14 12 34 12 48 0" stroke="${own.lips}" stroke-width="5" stroke-linecap="round" fill="none"/>
<!-- play badge -->
<g transform="translate(356 412)"><circle r="46" fill="${WHITE}"/><circle r="46" fill="none" stroke="${own.jacketShadow}" stroke-opacity=".08" stroke-width="2"/><path d="M-12-18 20 0-12 18z" fill="${roles.accent}"/></g>
<!-- mini chart card -->
<g transform="translate(40 372)"><rect width="118" height="86" rx="14" fill="${WHITE}"/><path d="M18 64l22-16 18 8 24-26 18-10" stroke="${roles.accentStrong}" stroke-width="5" fill="none" stroke-linecap="round" stroke-linejoin="round"/><circle cx="100" cy="20" r="6" fill="${roles.accent}"/></g>
</g>
</svg>
`;
}
