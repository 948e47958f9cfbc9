import type { OwnerEmail } from "./owner-email";

/** Sends the owner's email: through Email Routing's `send_email` binding, or the local stand-in. */
export interface OwnerMailer {
  send(email: OwnerEmail): Promise<void>;
  /** Whether a message leaves for an inbox (Email Routing), or is only recorded here (development): what the owner is told. */
  readonly delivers: boolean;
}

/** Production: the `OWNER_EMAIL` binding (its destination_address is the owner's verified address). */
export function bindingMailer(binding: SendEmail): OwnerMailer {
  return {
    delivers: true,
    async send(email) {
      // Loaded when first used: the module stays importable outside workerd (unit tests, scripts).
      const { EmailMessage } = await import("cloudflare:email");
      await binding.send(new EmailMessage(email.from, email.to, email.raw));
    },
  };
}

/**
 * The stand-in used when ENVIRONMENT=development (`npm start`, the tests): records each message in
 * this isolate (tests read `devOutbox.sent`) and prints it to the dev console, and sends nothing.
 * `failNext` makes the next sends fail, as a refused send would; `failAfterDeliveryNext` makes
 * them fail after the message was recorded (delivered), as a send whose answer was lost would.
 */
export const devOutbox: { sent: OwnerEmail[]; failNext: number; failAfterDeliveryNext: number } = { sent: [], failNext: 0, failAfterDeliveryNext: 0 };

export const recordingMailer: OwnerMailer = {
  delivers: false,
  async send(email) {
    if (devOutbox.failNext > 0) {
      devOutbox.failNext--;
      throw new Error("send_email stand-in: failing as asked (devOutbox.failNext)");
    }
    devOutbox.sent.push(email);
    if (devOutbox.failAfterDeliveryNext > 0) {
      devOutbox.failAfterDeliveryNext--;
      throw new Error("send_email stand-in: delivered, then failing as asked (devOutbox.failAfterDeliveryNext)");
    }
    console.info(
      `[inquiries] email to the owner (development: recorded, not sent)\nFrom: ${email.from}\nTo: ${email.to}\nSubject: ${email.subject}\n\n${email.text}`,
    );
  },
};
