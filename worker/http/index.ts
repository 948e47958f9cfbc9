/** What several modules read from a request, or from an outside answer, the same way, and the one shape of a JSON refusal. */
export { readBody, validBody, type BodyRead } from "./body";
export { bodyFields, textField } from "./body-fields";
export { joinChunks, readCappedBody } from "./capped-body";
export { bodyKindOf, FORM_TYPE, JSON_TYPE, mediaTypeOf, SCRIPT_OR_FORM, type BodyKind } from "./media-type";
export { isAllowedOrigin, isOwnOrigin } from "./origin";
export { PROBLEM_JSON, refuse, storageUnavailable, wantsJson, type Refusal } from "./problem";
