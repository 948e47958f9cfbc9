/**
 * The face of src/signup/, the signup: its form's fields, paths, alerts and error codes, and the email
 * address check. The worker enters the module here (test/unit/module-boundaries.test.ts); the site's
 * own files import the inner file they need, so a browser bundle carries no more than that.
 */
export {
  ADDRESS_ERROR_CODES,
  API_ERROR_STATUS,
  API_MAX_BODY_BYTES,
  type ApiErrorCode,
  SIGNUP_ALERT_PREFIX,
  SIGNUP_ALERTS,
  SIGNUP_ERROR_PARAM,
  SIGNUP_FORM_IDS,
  type SignupAlert,
  type SignupAlertDetails,
  signupFields,
  SUBSCRIBE_PATH,
  TURNSTILE_ACTION,
  TURNSTILE_FORM_ISLANDS,
} from "./contract.ts";
export { DELIVERY_PROBLEM_CODES, storedReasonOf, type DeliveryProblem, type StoredReason } from "./delivery-problem.ts";
export { checkEmail } from "./email-address.ts";
