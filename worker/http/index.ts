/** What several modules read from a request, or from an outside answer, the same way, and the one shape of a JSON refusal. */
export { bodyFields, textField } from "./body-fields";
export { joinChunks, readCappedBody } from "./capped-body";
export { bodyKindOf, mediaTypeOf, type BodyKind } from "./media-type";
export { isAllowedOrigin, isOwnOrigin } from "./origin";
export { PROBLEM_JSON, refuse, storageUnavailable, wantsJson, type Refusal } from "./problem";
