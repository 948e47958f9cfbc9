/** What several modules read from a request, or from an outside answer, the same way. */
export { bodyFields, textField } from "./body-fields";
export { readCappedBody } from "./capped-body";
