import { defineScreenMessages } from "#app/i18n/screen-messages.ts";
import { describeWait } from "#app/i18n/wait.ts";

// The one-time-code round (spec §2 one-time-code modal, §8 messages) the KYC screen and account
// opening share. The strings the spec quotes stay word for word in English; ny says the same in Chichewa.

const en = {
  waitBeforeCode: (seconds: number) => `Too many codes were asked for. Please wait ${describeWait(seconds, "en")}, then submit again.`,
  codeTimeout: "Sending the code took too long. Check your connection and submit again.",
  otpHeading: "Enter the code",
  otpPrompt: "Enter the code sent to your mobile number or e-mail address.",
  otpLabel: "Verification code",
  otpPlaceholder: "Enter OTP",
  proceed: "Proceed",
  cancel: "Cancel",
  waitSeconds: (seconds: number) => `You must wait ${seconds} seconds before requesting another code.`,
  resendCode: "Resend code",
  reEnter: "Re-Enter PhoneNo/Email",
  codeResent: "A new code has been sent.",
  verifying: "Checking the code…",
  wrongCode: "You have entered an invalid verification code",
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
  waitBeforeCode: (seconds) => `Mwapempha manambala ochuluka. Chonde dikirani ${describeWait(seconds, "ny")}, kenako tumizaninso.`,
  codeTimeout: "Kutumiza nambalayo kwatenga nthawi yaitali. Onani intaneti yanu ndipo tumizaninso.",
  otpHeading: "Lembani nambala yotsimikizira",
  otpPrompt: "Lembani nambala yomwe yatumizidwa ku nambala ya foni kapena imelo yanu.",
  otpLabel: "Nambala yotsimikizira",
  otpPlaceholder: "Lembani OTP",
  proceed: "Pitirizani",
  cancel: "Lekani",
  waitSeconds: (seconds) => `Muyenera kudikira masekondi ${seconds} musanapemphe nambala ina.`,
  resendCode: "Tumizaninso nambala",
  reEnter: "Lembaninso nambala ya foni kapena imelo",
  codeResent: "Nambala yatsopano yatumizidwa.",
  verifying: "Tikuona nambalayo…",
  wrongCode: "Mwalemba nambala yotsimikizira yolakwika",
  newCodeNeeded: "Simunaloledwe, pemphani OTP yatsopano",
  tooManyWrongCodes: "Mwalemba manambala olakwika kambirimbiri. Pemphani nambala yatsopano.",
  sessionExpired: "Nthawi ya chitsimikizo chanu yatha. Tumizaninso kuti mulandire nambala yatsopano.",
  dailyLimit: "Mwalemba manambala olakwika kambirimbiri lero pa nambala kapena adilesi iyi. Yesaninso mawa.",
  invalidUsername: "Lembani nambala ya foni ya m'manja ya ku Malawi (monga 0991 234 567) kapena adilesi ya imelo.",
  tooManyRequests: "Mwayesa kambirimbiri. Chonde dikirani mphindi zochepa, kenako yesaninso.",
  rejected: "Zina mwa zomwe mwalemba sizinalandiridwe. Onani fomuyo ndipo yesaninso.",
  network: "Intaneti yalephera. Onani intaneti yanu ndipo yesaninso; zonse zomwe mwalemba zasungidwa.",
  unknownError: "Pachitika vuto kumbali yathu. Chonde yesaninso pakapita mphindi zochepa.",
});
