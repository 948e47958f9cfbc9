/** What several modules read from a request, or from an outside answer, the same way. */
export { bodyFields, textField } from "./body-fields";
export { joinChunks, readCappedBody } from "./capped-body";
