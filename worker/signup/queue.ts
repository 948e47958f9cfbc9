import type { SignupMessage } from "../store";
import { signupAlert } from "./alerts";

/** Queues accept a delay of at most 12 hours. */
const MAX_DELAY_SECONDS = 43_200;

/** Puts a signup message in the queue. False when even the queue refused it. */
export async function enqueueSignup(queue: Queue<unknown>, message: SignupMessage, delaySeconds: number): Promise<boolean> {
  try {
    await queue.send(message, { contentType: "json", delaySeconds: Math.max(0, Math.min(MAX_DELAY_SECONDS, Math.ceil(delaySeconds))) });
    return true;
  } catch (error) {
    signupAlert("QUEUE_UNAVAILABLE", `could not queue signup ${message.signup.id}: ${String(error)}`, { signup: message.signup.id, queue: "signups" });
    return false;
  }
}
