import type { Message, Messenger } from "../messaging/messenger.ts";
import type { Metrics } from "./metrics.ts";

/**
 * The messenger with its outbox measured (ADR 050): the messages the server has accepted to
 * send and not yet handed to the SMS or e-mail provider (or the outbox file), how long the
 * oldest has waited, and each send's outcome. A provider that hangs shows as a growing age
 * before any customer says the code never came.
 */
export function createMeasuredMessenger(inner: Messenger, metrics: Metrics): Messenger {
  /** Start times of the sends in flight, in the order they began. */
  const pending = new Map<symbol, number>();
  metrics.watch("messages_pending", "Messages accepted and not yet handed to the provider or outbox file", () => pending.size);
  metrics.watch("messages_oldest_pending_seconds", "How long the oldest message not yet handed over has waited", () => {
    const oldest = pending.values().next();
    return oldest.done ? 0 : (performance.now() - oldest.value) / 1000;
  });
  return {
    async send(message: Message) {
      const id = Symbol("send");
      pending.set(id, performance.now());
      try {
        await inner.send(message);
        metrics.messagesSent.inc({ channel: message.channel, outcome: "sent" });
      } catch (error) {
        metrics.messagesSent.inc({ channel: message.channel, outcome: "failed" });
        throw error;
      } finally {
        pending.delete(id);
      }
    },
    close: () => inner.close(),
  };
}
