/** WCAG 2 contrast maths, so colour choices can be checked rather than trusted (one copy, with the brand palette). */
export { contrastRatio, relativeLuminance } from "../styles/palette.ts";
