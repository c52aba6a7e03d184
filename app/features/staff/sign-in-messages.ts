import { defineScreenMessages } from "#app/i18n/screen-messages.ts";
import { describeWait } from "#app/i18n/wait.ts";

const en = {
  /** 429 `sign_in_delayed` (ADR 040): the wait comes from Retry-After. */
  signInDelayed: (seconds: number) => `Too many wrong passwords for this account. Try again in ${describeWait(seconds, "en")}.`,
};

/** The sign-in screen's words that depend on the visitor's language (the rest of the console is in English). */
export const signInMessages = defineScreenMessages(en, {
  signInDelayed: (seconds) =>
    `Mawu achinsinsi olakwika alembedwa kambirimbiri pa akaunti iyi. Yesaninso pakapita ${describeWait(seconds, "ny")}.`,
});
