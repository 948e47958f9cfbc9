import type { Signup, SignupMessage } from "./signup";

/** Puts a signup in the queue for a later delivery. False when even the queue refused it. */
export async function enqueueSignup(queue: Queue<unknown>, signup: Signup, delaySeconds: number): Promise<boolean> {
  const message: SignupMessage = { v: 1, signup };
  try {
    await queue.send(message, { contentType: "json", delaySeconds: Math.round(delaySeconds) });
    return true;
  } catch (error) {
    console.error("Could not queue a signup", signup.id, error);
    return false;
  }
}

/** Reads a queue message body back, refusing anything that is not a signup this code wrote. */
export function signupFromMessage(body: unknown): Signup | undefined {
  if (typeof body !== "object" || body === null) return undefined;
  const { v, signup } = body as Partial<SignupMessage>;
  if (v !== 1 || typeof signup !== "object" || signup === null) return undefined;
  if (typeof signup.id !== "string" || typeof signup.email !== "string" || typeof signup.receivedAt !== "string") return undefined;
  return signup;
}
