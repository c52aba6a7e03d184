import { appendFile, mkdir } from "node:fs/promises";
import path from "node:path";
import { assertValidMessage, maskAddress, type MessageLogger, type Messenger } from "./messenger.ts";

/** One line of `DATA_DIR/outbox.jsonl` (DESIGN.md: channel, to, subject, text, created_at; lang added). */
export interface OutboxEntry {
  channel: "sms" | "email";
  to: string;
  subject: string;
  text: string;
  lang: string;
  created_at: string;
}

/** The outbox file of a data directory. */
export function getOutboxPath(dataDir: string): string {
  return path.join(dataDir, "outbox.jsonl");
}

/**
 * The messenger used when no provider is configured: each message becomes one JSON line of
 * the outbox file (where the end-to-end tests read codes, as a person reads an SMS) and one
 * log line. The log line masks the address and leaves out the text: the text carries codes.
 */
export function createOutboxMessenger(options: { file: string; logger: MessageLogger; now?: () => Date }): Messenger {
  const { file, logger } = options;
  const now = options.now ?? (() => new Date());
  let ready: Promise<unknown> | undefined;
  // Messages from this process are written one after another, in the order they were sent.
  let queue: Promise<unknown> = Promise.resolve();

  return {
    async send(message) {
      assertValidMessage(message);
      const entry: OutboxEntry = {
        channel: message.channel,
        to: message.to,
        subject: message.subject,
        text: message.text,
        lang: message.lang,
        created_at: now().toISOString(),
      };
      // One line, one write with O_APPEND: the kernel places it whole at the end of the file even
      // when several server processes share DATA_DIR, so lines never interleave. 0600: codes inside.
      const line = `${JSON.stringify(entry)}\n`;
      ready ??= mkdir(path.dirname(file), { recursive: true, mode: 0o700 }).catch((error: unknown) => {
        ready = undefined;
        throw error;
      });
      const write = queue.then(async () => {
        await ready;
        await appendFile(file, line, { flag: "a", mode: 0o600 });
      });
      queue = write.catch(() => {});
      await write;
      logger.info({ channel: message.channel, to: maskAddress(message.to), subject: message.subject }, "message written to the outbox");
    },
    async close() {
      await queue;
    },
  };
}
