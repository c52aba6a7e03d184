import { defineScreenMessages } from "#app/i18n/screen-messages.ts";

const en = {
  heading: "Share this article",
  on: (network: string) => `Share on ${network}`,
  opensWindow: "(opens a new window)",
};

export const shareMessages = defineScreenMessages(en, {
  heading: "Gawanani nkhaniyi",
  on: (network) => `Gawanani pa ${network}`,
  opensWindow: "(imatsegula zenera latsopano)",
});
