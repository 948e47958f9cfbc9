// The worker's face of the palette: the colours it draws with itself (a video thumbnail's placeholder).
export { neutral } from "./palette.ts";
