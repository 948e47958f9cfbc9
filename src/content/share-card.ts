import { SHARE_CARD_HEIGHT, SHARE_CARD_MAX_BYTES, SHARE_CARD_WIDTH } from "../publishing/share-card-contract";

/** Why the worker refused a share card (422), in the owner's words. */
export const shareCardProblems = {
  notPng: "The share card is not a PNG image (its first bytes are not PNG's signature). Publish again from the previewer, which draws it.",
  wrongSize: `The share card must be ${SHARE_CARD_WIDTH} x ${SHARE_CARD_HEIGHT} pixels; this one is {width} x {height}.`,
  tooLarge: `The share card is over ${SHARE_CARD_MAX_BYTES / 1000} KB ({size} KB).`,
  notBase64: "The share card is not base64 text of a PNG image.",
} as const;
