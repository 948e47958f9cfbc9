/** What several modules read from a request the same way. */
export { bodyFields, textField } from "./body-fields";
