import type { Config } from "../config.ts";
import { createAfricasTalkingMessenger } from "./africas-talking-messenger.ts";
import type { MessageLogger, Messenger } from "./messenger.ts";
import { createOutboxMessenger, getOutboxPath } from "./outbox-messenger.ts";
import { createSmtpMessenger, parseSmtpUrl } from "./smtp-messenger.ts";

export type MessengerConfig = Pick<Config, "DATA_DIR" | "PUBLIC_URL" | "SMTP_URL" | "AT_USERNAME" | "AT_API_KEY" | "isProduction">;

export interface CreateMessengerOptions {
  /** Tests point the SMS adapter at a local server. */
  africasTalkingBaseUrl?: string;
}

/**
 * The server's messenger (DESIGN.md adapters): e-mail by SMTP when SMTP_URL is set, SMS by
 * Africa's Talking when AT_USERNAME and AT_API_KEY are; whatever has no provider goes to the outbox.
 */
export function createMessenger(config: MessengerConfig, logger: MessageLogger, options: CreateMessengerOptions = {}): Messenger {
  let outbox: Messenger | undefined;
  const getOutbox = () => (outbox ??= createOutboxMessenger({ file: getOutboxPath(config.DATA_DIR), logger }));

  const defaultFrom = `no-reply@${new URL(config.PUBLIC_URL).hostname}`;
  const email = config.SMTP_URL ? createSmtpMessenger({ settings: parseSmtpUrl(config.SMTP_URL, defaultFrom), logger }) : getOutbox();
  const sms =
    config.AT_USERNAME && config.AT_API_KEY
      ? createAfricasTalkingMessenger({
          username: config.AT_USERNAME,
          apiKey: config.AT_API_KEY,
          logger,
          ...(options.africasTalkingBaseUrl ? { baseUrl: options.africasTalkingBaseUrl } : {}),
        })
      : getOutbox();

  if (config.isProduction && outbox) {
    // In production an outbox means customers never get their codes: say so once, loudly.
    logger.warn(
      { email: email === outbox ? "outbox" : "smtp", sms: sms === outbox ? "outbox" : "africas-talking" },
      "messages without a provider go to DATA_DIR/outbox.jsonl and reach nobody",
    );
  }

  return {
    send(message) {
      return message.channel === "sms" ? sms.send(message) : email.send(message);
    },
    async close() {
      await Promise.all([...new Set([email, sms])].map((messenger) => messenger.close()));
    },
  };
}
