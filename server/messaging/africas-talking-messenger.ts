import { MessageDeliveryError, assertValidMessage, maskAddress, type MessageLogger, type Messenger } from "./messenger.ts";

/** Africa's Talking's live and sandbox API hosts; the username "sandbox" selects the sandbox. */
export const AFRICAS_TALKING_LIVE_URL = "https://api.africastalking.com";
export const AFRICAS_TALKING_SANDBOX_URL = "https://api.sandbox.africastalking.com";

/** The API host for an Africa's Talking username. */
export function getAfricasTalkingBaseUrl(username: string): string {
  return username === "sandbox" ? AFRICAS_TALKING_SANDBOX_URL : AFRICAS_TALKING_LIVE_URL;
}

export interface AfricasTalkingOptions {
  username: string;
  apiKey: string;
  /** Defaults to the live or sandbox host by username; tests point it at a local server. */
  baseUrl?: string;
  /** A registered sender ID or short code; the account's default when absent. */
  senderId?: string;
  timeoutMs?: number;
  logger: MessageLogger;
  fetch?: typeof fetch;
}

interface SendResponse {
  SMSMessageData?: {
    Message?: string;
    Recipients?: Array<{ number?: string; status?: string; statusCode?: number; messageId?: string }>;
  };
}

// Africa's Talking's per-recipient codes: 100 Processed, 101 Sent, 102 Queued. Anything else
// (403 InvalidPhoneNumber, 405 InsufficientBalance, 406 UserInBlacklist ...) is a failure.
const ACCEPTED_STATUS_CODES = new Set([100, 101, 102]);

/** Sends SMS through Africa's Talking's messaging API (POST /version1/messaging, form-encoded). */
export function createAfricasTalkingMessenger(options: AfricasTalkingOptions): Messenger {
  const { username, apiKey, logger } = options;
  const endpoint = new URL("/version1/messaging", options.baseUrl ?? getAfricasTalkingBaseUrl(username)).toString();
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 15_000;

  return {
    async send(message) {
      assertValidMessage(message);
      if (message.channel !== "sms") throw new MessageDeliveryError("the Africa's Talking messenger sends SMS only");
      const body = new URLSearchParams({ username, to: message.to, message: message.text, bulkSMSMode: "1" });
      if (options.senderId) body.set("from", options.senderId);
      let response: Response;
      try {
        response = await doFetch(endpoint, {
          method: "POST",
          headers: { apiKey, Accept: "application/json", "Content-Type": "application/x-www-form-urlencoded" },
          body,
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        // The error names the host, never the key.
        throw new MessageDeliveryError(`Africa's Talking could not be reached: ${(error as Error).message}`, { cause: error });
      }
      const text = await response.text();
      if (response.status !== 201) {
        throw new MessageDeliveryError(`Africa's Talking answered ${response.status}: ${text.slice(0, 200)}`);
      }
      let data: SendResponse;
      try {
        data = JSON.parse(text) as SendResponse;
      } catch {
        throw new MessageDeliveryError("Africa's Talking answered with something other than JSON");
      }
      const recipient = data.SMSMessageData?.Recipients?.[0];
      if (recipient?.statusCode === undefined || !ACCEPTED_STATUS_CODES.has(recipient.statusCode)) {
        const reason = recipient?.status ?? data.SMSMessageData?.Message ?? "no recipient in the answer";
        throw new MessageDeliveryError(`Africa's Talking did not send the SMS: ${reason}`);
      }
      logger.info({ channel: "sms", to: maskAddress(message.to), messageId: recipient.messageId }, "SMS sent");
    },
    async close() {},
  };
}
