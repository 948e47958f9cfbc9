import type { Signup, SignupMessage } from "./signup";

/** Puts a signup message in the queue. False when even the queue refused it. */
export async function enqueueSignup(queue: Queue<unknown>, message: SignupMessage, delaySeconds: number): Promise<boolean> {
  try {
    await queue.send(message, { contentType: "json", delaySeconds: Math.max(0, Math.min(43_200, Math.ceil(delaySeconds))) });
    return true;
  } catch (error) {
    console.error("[signup alert] QUEUE_UNAVAILABLE: could not queue signup", message.signup.id, error);
    return false;
  }
}

/** Reads a queue message body back, refusing anything that is not a signup this code wrote. */
export function signupMessageOf(body: unknown): SignupMessage | undefined {
  if (typeof body !== "object" || body === null) return undefined;
  const { v, signup, attempts, lastError } = body as Partial<SignupMessage>;
  if (v !== 1 || typeof signup !== "object" || signup === null) return undefined;
  if (typeof signup.id !== "string" || typeof signup.email !== "string" || typeof signup.receivedAt !== "string") return undefined;
  const message: SignupMessage = { v: 1, signup: signup as Signup, attempts: Number.isInteger(attempts) && attempts! >= 0 ? attempts! : 0 };
  if (typeof lastError === "string") message.lastError = lastError;
  return message;
}
