import type { Language } from "#domain/language.ts";
import { isEmailAddress } from "#domain/one-time-code.ts";

/** How a message travels: a text message to a phone or an e-mail. */
export type MessageChannel = "sms" | "email";

/** One message to one person: a one-time code or a KYC confirmation. */
export interface Message {
  channel: MessageChannel;
  /** E.164 phone number (`+265991234567`) for sms, an e-mail address for email. */
  to: string;
  /** The e-mail subject; an SMS has none and ignores it. */
  subject: string;
  text: string;
  lang: Language;
}

/** Sends messages; adapters: outbox file, SMTP, Africa's Talking (ADR 021). */
export interface Messenger {
  send(message: Message): Promise<void>;
  /** Lets go of connections at shutdown. */
  close(): Promise<void>;
}

/** The slice of the server's (pino) logger the adapters use. */
export interface MessageLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/** A message that cannot be sent as it is: the caller's mistake, not the provider's. */
export class InvalidMessageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "InvalidMessageError";
  }
}

/** A provider that refused or failed to take a message. */
export class MessageDeliveryError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = "MessageDeliveryError";
  }
}

// Seven 160-character parts: more is never a one-time code or a confirmation, and each part is paid for.
const MAX_SMS_LENGTH = 1_120;
const MAX_EMAIL_LENGTH = 20_000;
const E164_PATTERN = /^\+[1-9]\d{7,14}$/;

/** Refuses a message no adapter should send (bad address, header injection, oversized text). */
export function assertValidMessage(message: Message): void {
  if (message.channel === "sms") {
    if (!E164_PATTERN.test(message.to)) throw new InvalidMessageError("an SMS goes to a phone number in E.164 form");
    if (message.text.length > MAX_SMS_LENGTH) throw new InvalidMessageError(`an SMS holds at most ${MAX_SMS_LENGTH} characters`);
  } else if (message.channel === "email") {
    if (!isEmailAddress(message.to)) throw new InvalidMessageError("an e-mail goes to one plain e-mail address");
    if (message.text.length > MAX_EMAIL_LENGTH) throw new InvalidMessageError(`an e-mail holds at most ${MAX_EMAIL_LENGTH} characters`);
  } else {
    throw new InvalidMessageError(`unknown channel ${JSON.stringify((message as { channel: unknown }).channel)}`);
  }
  // A line break in a subject would start a new mail header.
  if (/[\r\n]/.test(message.subject) || message.subject.length > 200) {
    throw new InvalidMessageError("a subject is one line of at most 200 characters");
  }
  if (message.text.trim() === "") throw new InvalidMessageError("a message has text");
}

/**
 * An address fit for a log line: enough to tell messages apart, not enough to identify the
 * customer (`+26599****567`, `c***@fdh.co.mw`). Logs travel further than the outbox does.
 */
export function maskAddress(address: string): string {
  const at = address.lastIndexOf("@");
  if (at > 0) return `${address[0]}***${address.slice(at)}`;
  if (address.length <= 9) return "***";
  return `${address.slice(0, 6)}${"*".repeat(address.length - 9)}${address.slice(-3)}`;
}
