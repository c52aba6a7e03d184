import { describe, expect, it } from "vitest";
import { getSecondsLeft } from "#domain/one-time-code.ts";
import { failOtp, openOtp, resendOtp, startOtpCall } from "./otp-state.ts";

describe("the one-time-code modal's state (spec §2, §4)", () => {
  it("opens with a 60 second wait for the username the code went to", () => {
    const state = openOtp("+265991234567", 0);
    expect(state).toMatchObject({ username: "+265991234567", isBusy: false });
    expect(getSecondsLeft(state.countdown, 0)).toBe(60);
  });

  it("clears the last message while a call runs, and shows the reason when it fails", () => {
    const failed = failOtp(startOtpCall(openOtp("a@example.mw", 0)), "Wrong code");
    expect(failed).toMatchObject({ isBusy: false, error: "Wrong code" });
    expect(startOtpCall(failed)).toMatchObject({ isBusy: true, error: undefined, notice: undefined });
  });

  it("waits 60 seconds longer after each resend, and says a new code was sent", () => {
    const resent = resendOtp(startOtpCall(openOtp("a@example.mw", 0)), 60_000, "A new code has been sent.");
    expect(resent.notice).toBe("A new code has been sent.");
    expect(getSecondsLeft(resent.countdown, 60_000)).toBe(120);
  });
});
