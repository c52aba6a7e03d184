import { defineScreenMessages } from "#app/i18n/screen-messages.ts";

/**
 * A wait as a person says it: "2 minutes", "1 minute and 5 seconds", "40 seconds". Whole
 * seconds, at least one.
 */
function describeWait(
  totalSeconds: number,
  words: { minutes: (n: number) => string; seconds: (n: number) => string; and: string },
): string {
  const whole = Math.max(1, Math.ceil(totalSeconds));
  const minutes = Math.floor(whole / 60);
  const seconds = whole % 60;
  if (minutes === 0) return words.seconds(seconds);
  if (seconds === 0) return words.minutes(minutes);
  return `${words.minutes(minutes)} ${words.and} ${words.seconds(seconds)}`;
}

const en = {
  /** 429 `sign_in_delayed` (ADR 040): the wait comes from Retry-After. */
  signInDelayed: (seconds: number) =>
    `Too many wrong passwords for this account. Try again in ${describeWait(seconds, {
      minutes: (n) => (n === 1 ? "1 minute" : `${n} minutes`),
      seconds: (n) => (n === 1 ? "1 second" : `${n} seconds`),
      and: "and",
    })}.`,
};

/** The sign-in screen's words that depend on the visitor's language (the rest of the console is in English). */
export const signInMessages = defineScreenMessages(en, {
  signInDelayed: (seconds) =>
    `Mawu achinsinsi olakwika alembedwa kambirimbiri pa akaunti iyi. Yesaninso pakapita ${describeWait(seconds, {
      minutes: (n) => (n === 1 ? "mphindi imodzi" : `mphindi ${n}`),
      seconds: (n) => (n === 1 ? "sekondi imodzi" : `masekondi ${n}`),
      and: "ndi",
    })}.`,
});
