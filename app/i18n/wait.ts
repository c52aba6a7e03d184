import type { Language } from "#domain/language.ts";

interface WaitWords {
  hours: (n: number) => string;
  minutes: (n: number) => string;
  seconds: (n: number) => string;
  and: string;
}

const WORDS: Record<Language, WaitWords> = {
  en: {
    hours: (n) => (n === 1 ? "1 hour" : `${n} hours`),
    minutes: (n) => (n === 1 ? "1 minute" : `${n} minutes`),
    seconds: (n) => (n === 1 ? "1 second" : `${n} seconds`),
    and: "and",
  },
  ny: {
    hours: (n) => (n === 1 ? "ola limodzi" : `maola ${n}`),
    minutes: (n) => (n === 1 ? "mphindi imodzi" : `mphindi ${n}`),
    seconds: (n) => (n === 1 ? "sekondi imodzi" : `masekondi ${n}`),
    and: "ndi",
  },
};

/**
 * A wait as a person says it, from a Retry-After in seconds: "40 seconds", "1 minute and 5
 * seconds", "12 minutes", "2 hours and 30 minutes", "24 hours". Never shorter than the wait: a
 * long one is rounded up to its larger unit, so nobody comes back too early and is refused again.
 */
export function describeWait(totalSeconds: number, lang: Language): string {
  const words = WORDS[lang];
  const whole = Math.max(1, Math.ceil(totalSeconds));
  const pair = (big: number, bigWord: (n: number) => string, small: number, smallWord: (n: number) => string) =>
    small === 0 ? bigWord(big) : `${bigWord(big)} ${words.and} ${smallWord(small)}`;
  if (whole < 60) return words.seconds(whole);
  if (whole < 10 * 60) return pair(Math.floor(whole / 60), words.minutes, whole % 60, words.seconds);
  const minutes = Math.ceil(whole / 60);
  if (minutes < 60) return words.minutes(minutes);
  if (minutes < 10 * 60) return pair(Math.floor(minutes / 60), words.hours, minutes % 60, words.minutes);
  return words.hours(Math.ceil(minutes / 60));
}
