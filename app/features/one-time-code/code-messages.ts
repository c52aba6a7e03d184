import { defineScreenMessages } from "#app/i18n/screen-messages.ts";
import { describeWait } from "#app/i18n/wait.ts";

// The one-time-code round (spec §2 one-time-code modal, §8 messages) the KYC screen and account
// opening share. The strings the spec quotes stay word for word in English; ny says the same in Chichewa.

const en = {
  waitBeforeCode: (seconds: number) => `Too many codes were asked for. Please wait ${describeWait(seconds, "en")}, then submit again.`,
  codeTimeout: "Sending the code took too long. Check your connection and submit again.",
  otpHeading: "Enter the code",
  otpPrompt: "Enter the code sent to your mobile number or e-mail address.",
  otpPromptTo: (destination: string) => `Enter the code we sent to ${destination}.`,
  otpLabel: "Verification code",
  otpPlaceholder: "Enter OTP",
  proceed: "Proceed",
  cancel: "Cancel",
  // Past a minute and a half a count of seconds is hard to take in: whole minutes, rounded up.
  waitSeconds: (seconds: number) =>
    seconds > 90
      ? `You must wait ${Math.ceil(seconds / 60)} minutes before requesting another code.`
      : `You must wait ${seconds} seconds before requesting another code.`,
  resendCode: "Resend code",
  reEnter: "Re-Enter PhoneNo/Email",
  codeResent: "A new code has been sent.",
  verifying: "Checking the code…",
  wrongCode: "You have entered an invalid verification code",
  /** The spec's sentence, then how many more codes may be tried (ADR 060). */
  wrongCodeTriesLeft: (tries: number) =>
    `You have entered an invalid verification code. ${tries === 1 ? "1 try left" : `${tries} tries left`}.`,
  newCodeNeeded: "Unauthorized, get a new OTP",
  tooManyWrongCodes: "Too many wrong codes. Ask for a new code.",
  sessionExpired: "Your verification has expired. Submit again to get a new code.",
  dailyLimit: "Too many wrong codes today for this number or address. Try again tomorrow.",
  invalidUsername: "Enter a Malawian mobile number (like 0991 234 567) or an e-mail address.",
  tooManyRequests: "Too many attempts. Please wait a few minutes, then try again.",
  rejected: "Some details were not accepted. Check the form and try again.",
  network: "The connection failed. Check your connection and try again; everything you entered is kept.",
  unknownError: "Something went wrong on our side. Please try again in a few minutes.",
};

export type CodeMessages = typeof en;

export const codeMessages = defineScreenMessages(en, {
  waitBeforeCode: (seconds) => `Mwapempha makhodi ochuluka. Chonde dikirani ${describeWait(seconds, "ny")}, kenako tumizaninso.`,
  codeTimeout: "Kutumiza khodiyo kwatenga nthawi yaitali. Onani intaneti yanu ndipo tumizaninso.",
  otpHeading: "Lembani khodi yotsimikizira",
  otpPrompt: "Lembani khodi yomwe yatumizidwa ku foni kapena imelo yanu.",
  otpPromptTo: (destination) => `Lembani khodi yomwe takutumizirani ku ${destination}.`,
  otpLabel: "Khodi yotsimikizira",
  otpPlaceholder: "Lembani khodi",
  proceed: "Pitirizani",
  cancel: "Lekani",
  waitSeconds: (seconds) =>
    seconds > 90
      ? `Dikirani mphindi ${Math.ceil(seconds / 60)} musanapemphe khodi ina.`
      : `Muyenera kudikira masekondi ${seconds} musanapemphe khodi ina.`,
  resendCode: "Tumizaninso khodi",
  reEnter: "Lembaninso nambala ya foni kapena imelo",
  codeResent: "Khodi yatsopano yatumizidwa.",
  verifying: "Tikuona khodiyo…",
  wrongCode: "Mwalemba khodi yotsimikizira yolakwika",
  wrongCodeTriesLeft: (tries) =>
    `Mwalemba khodi yotsimikizira yolakwika. ${tries === 1 ? "Mwatsala ndi mwayi umodzi wokha" : `Mwatsala ndi mwayi ${tries}`}.`,
  newCodeNeeded: "Simunaloledwe, pemphani khodi yatsopano",
  tooManyWrongCodes: "Mwalemba makhodi olakwika kambirimbiri. Pemphani khodi yatsopano.",
  sessionExpired: "Nthawi ya chitsimikizo chanu yatha. Tumizaninso kuti mulandire khodi yatsopano.",
  dailyLimit: "Mwalemba makhodi olakwika kambirimbiri lero pa nambala kapena adilesi iyi. Yesaninso mawa.",
  invalidUsername: "Lembani nambala ya foni ya m'manja ya ku Malawi (monga 0991 234 567) kapena adilesi ya imelo.",
  tooManyRequests: "Mwayesa kambirimbiri. Chonde dikirani mphindi zochepa, kenako yesaninso.",
  rejected: "Zina mwa zomwe mwalemba sizinalandiridwe. Onani fomuyo ndipo yesaninso.",
  network: "Intaneti yalephera. Onani intaneti yanu ndipo yesaninso; zonse zomwe mwalemba zasungidwa.",
  unknownError: "Pachitika vuto kumbali yathu. Chonde yesaninso pakapita mphindi zochepa.",
});
