/** POST /api/inquiry: the speaker inquiry form's endpoint (origin, body, validation, limit, intake, answers). */
export { inquiryHandlers } from "./endpoint";
export { inquiryLimits } from "./limits";
