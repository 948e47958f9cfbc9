/**
 * The one definition of a speaker inquiry, read by the form island before it sends and by the
 * worker (POST /api/inquiry) before it stores: the browser never accepts what the server refuses.
 */
export * from "./fields.ts";
export * from "./validate.ts";
