import { isIP } from "node:net";
import type { Transporter } from "nodemailer";
import type SMTPTransport from "nodemailer/lib/smtp-transport/index.js";
import { MessageDeliveryError, assertValidMessage, maskAddress, type MessageLogger, type Messenger } from "./messenger.ts";

/** What SMTP_URL says: `smtp[s]://user:password@host:port?from=no-reply%40fdh.co.mw`. */
export interface SmtpSettings {
  host: string;
  port: number;
  /** smtps: TLS from the first byte (usually port 465). */
  secure: boolean;
  /** smtp: STARTTLS is required, except to a relay on this machine (ADR 021). */
  requireTLS: boolean;
  auth?: { user: string; pass: string };
  from: string;
}

function isLoopback(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, "");
  if (bare === "localhost" || bare === "::1") return true;
  return isIP(bare) === 4 && bare.startsWith("127.");
}

/**
 * Reads SMTP_URL. Only `from` is read from the query: TLS and certificate checks are not
 * switches an environment variable can turn off. `defaultFrom` serves when the URL has none.
 */
export function parseSmtpUrl(smtpUrl: string, defaultFrom: string): SmtpSettings {
  const url = new URL(smtpUrl);
  if (url.protocol !== "smtp:" && url.protocol !== "smtps:") throw new Error("SMTP_URL must start with smtp:// or smtps://");
  const secure = url.protocol === "smtps:";
  const host = url.hostname;
  const user = decodeURIComponent(url.username);
  return {
    host,
    port: url.port === "" ? (secure ? 465 : 587) : Number(url.port),
    secure,
    requireTLS: !secure && !isLoopback(host),
    ...(user === "" ? {} : { auth: { user, pass: decodeURIComponent(url.password) } }),
    from: url.searchParams.get("from") ?? defaultFrom,
  };
}

/** Sends e-mail through an SMTP server (nodemailer); SMS is not its channel. */
export function createSmtpMessenger(options: { settings: SmtpSettings; logger: MessageLogger }): Messenger {
  const { settings, logger } = options;
  // nodemailer is loaded with the first message, not with the server (ADR 035).
  let transport: Transporter<SMTPTransport.SentMessageInfo> | undefined;
  const getTransport = async () =>
    (transport ??= (await import("nodemailer")).default.createTransport({
      host: settings.host,
      port: settings.port,
      secure: settings.secure,
      requireTLS: settings.requireTLS,
      ...(settings.auth ? { auth: settings.auth } : {}),
      // A code that arrives minutes late is useless, and a hung server must not hold requests.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    }));

  return {
    async send(message) {
      assertValidMessage(message);
      if (message.channel !== "email") throw new MessageDeliveryError("the SMTP messenger sends e-mail only");
      const sender = await getTransport();
      let info;
      try {
        info = await sender.sendMail({
          from: settings.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          headers: { "Content-Language": message.lang },
        });
      } catch (error) {
        throw new MessageDeliveryError(`the SMTP server did not take the e-mail: ${(error as Error).message}`, { cause: error });
      }
      if (info.rejected.length > 0 || info.accepted.length === 0) {
        throw new MessageDeliveryError("the SMTP server refused the recipient");
      }
      logger.info({ channel: "email", to: maskAddress(message.to), messageId: info.messageId }, "e-mail sent");
    },
    async close() {
      transport?.close();
    },
  };
}
