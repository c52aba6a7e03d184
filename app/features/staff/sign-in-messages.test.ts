import { describe, expect, it } from "vitest";
import { signInMessages } from "./sign-in-messages.ts";

describe("the sign-in delay sentence", () => {
  it("says the wait in minutes and seconds as a person reads them, in English", () => {
    const say = signInMessages.en.signInDelayed;
    expect(say(120)).toBe("Too many wrong passwords for this account. Try again in 2 minutes.");
    expect(say(1)).toBe("Too many wrong passwords for this account. Try again in 1 second.");
    expect(say(40)).toBe("Too many wrong passwords for this account. Try again in 40 seconds.");
    expect(say(60)).toBe("Too many wrong passwords for this account. Try again in 1 minute.");
    expect(say(65)).toBe("Too many wrong passwords for this account. Try again in 1 minute and 5 seconds.");
    expect(say(300)).toBe("Too many wrong passwords for this account. Try again in 5 minutes.");
  });

  it("says it in Chichewa", () => {
    const say = signInMessages.ny.signInDelayed;
    expect(say(120)).toBe("Mawu achinsinsi olakwika alembedwa kambirimbiri pa akaunti iyi. Yesaninso pakapita mphindi 2.");
    expect(say(1)).toBe("Mawu achinsinsi olakwika alembedwa kambirimbiri pa akaunti iyi. Yesaninso pakapita sekondi imodzi.");
    expect(say(61)).toBe(
      "Mawu achinsinsi olakwika alembedwa kambirimbiri pa akaunti iyi. Yesaninso pakapita mphindi imodzi ndi sekondi imodzi.",
    );
    expect(say(130)).toBe("Mawu achinsinsi olakwika alembedwa kambirimbiri pa akaunti iyi. Yesaninso pakapita mphindi 2 ndi masekondi 10.");
  });
});
