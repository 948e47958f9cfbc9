import { SIGNUP_ALERT_PREFIX, type SignupAlert } from "../../src/signup/contract";

/** A line the owner's log alerts are set on: `[signup alert] NAME: what happened. What to do.` */
export function signupAlert(name: SignupAlert, text: string): void {
  console.error(`${SIGNUP_ALERT_PREFIX} ${name}: ${text}`);
}
