import type { KycPurpose } from "#domain/kyc/kyc.ts";
import { codeMessages } from "#app/features/one-time-code/code-messages.ts";
import { kycPageMessages } from "./kyc-page-messages.ts";
import { defineScreenMessages } from "#app/i18n/screen-messages.ts";

// The KYC screen (spec §2 KYC tabs, panels; §8 messages): the downloads tab and the upload tab.
// The strings the spec quotes stay word for word in English; ny says the same in Chichewa.

const en = {
  ...codeMessages.en,
  ...kycPageMessages.en,

  // The details form (spec §3 KYC details form)
  uploadIntro:
    "Fill in your account details, attach the signed KYC form and the documents your type of account needs, then confirm with the code we send to your phone or e-mail.",
  requiredNote: "All fields are required.",
  detailsHeading: "Account details",
  accountNumber: "Account number",
  accountNumberHint: "6 to 20 digits, as on your statement or bank card.",
  accountName: "Account name",
  accountNameHint: "The name the account is held in.",
  phoneEmail: "Mobile number or e-mail address",
  phoneEmailHint: "A Malawian mobile number (like 0991 234 567) or an e-mail address. We send a 6-digit code to it.",
  phoneWillBe: (formatted: string) => `We will send the code by SMS to ${formatted}.`,
  accountType: "Account type",
  branch: "Branch",
  choose: "Choose…",
  documentsHeading: "Documents",
  documentsIntro: (max: number) =>
    `PDF, JPEG or PNG, up to 10 MB each and up to ${max} files per document. Large photos are made smaller on this phone or computer before they are sent.`,
  documentsNeedType: "Choose the account type first: the documents asked for depend on it.",
  chooseFile: "Choose files",
  takePhoto: "Take a photo",
  remove: (name: string) => `Remove ${name}`,
  preparing: "Making the photo smaller…",
  submit: "Submit",
  errorSummary: "Please correct the following",

  // Field errors
  errors: {
    accountNumberRequired: "Enter your account number.",
    accountNumberInvalid: "An account number has 6 to 20 digits. Enter digits only.",
    accountNameRequired: "Enter the name the account is held in.",
    accountNameInvalid: "Use letters, digits, spaces and . , ' & ( ) / - only, at least 2 characters with a letter.",
    accountNameTooLong: "The account name can be at most 150 characters.",
    phoneEmailRequired: "Enter your mobile number or e-mail address.",
    phoneEmailInvalid: "Enter a Malawian mobile number, like 0991 234 567, or an e-mail address, like name@example.com.",
    accountTypeRequired: "Choose your account type.",
    branchRequired: "Choose your branch.",
    documentMissing: (purpose: string) => `Attach the ${purpose}.`,
    tooManyFiles: (max: number) => `At most ${max} files for one document.`,
  },
  fileErrors: {
    empty: (name: string) => `${name} is empty.`,
    tooLarge: (name: string) => `${name} is larger than 10 MB. Scan it at a lower resolution or take a photo instead.`,
    notAllowedType: (name: string) => `${name} is not a PDF, JPEG or PNG file.`,
    unreadable: (name: string) => `${name} could not be read. Choose it again.`,
  },

  // Sending the code (the modal's own strings: one-time-code/code-messages.ts)
  offline: "You are offline. Nothing was sent and everything you entered is kept: submit again when you are back online.",
  sendingCode: "Sending your code…",

  // Uploading (spec §2 upload progress panel)
  progressHeading: "Sending your documents",
  uploading: (description: string, position: number, total: number) => `Uploading ${description} (${position} of ${total})`,
  progressLabel: "Upload progress",
  percentDone: (percent: number) => `${percent}% completed`,
  noUploads: "No uploads available",
  saving: "Saving your details…",

  // Confirm dialog, snackbars (spec §8)
  kycDetailsHeader: "Kyc Details",
  overrideMessage: "Your KYC forms have already been submitted. Do you want to override the current forms? ?",
  submitted: "Submitted successfully",
  updated: "Successfully updated your kyc details",
  doneNext: "We have your documents. Your branch will check them and tell you if anything is missing.",
  alreadySubmitted: "You have already submitted",
  branchNotFound: "That branch is no longer on our list. Reload the page and choose your branch again.",
  accountTypeNotFound: "That account type is no longer on our list. Reload the page and choose it again.",
  documentsMissing: "Some documents your account type needs are missing. Attach every document listed, then submit again.",
  documentNotUploaded: "Some documents did not reach us. Submit again to send them once more.",
  recordOfAnotherUser: "This record belongs to another phone number or e-mail address. Use the one you first submitted with.",
  accountNumberChanged: "An update keeps its account number. To send documents for another account, submit them for that account.",
  fileUnsafe: (name: string) => `${name} is password-protected or contains scripts. Print it to a new PDF, or scan it, and upload that.`,
  uploadRefused: (name: string) => `${name} could not be sent. Choose it again and submit again.`,
  tooManyPendingUploads: "Too many files are waiting. Submit the form, or wait an hour and try again.",

  /** Spec §3 document purposes as the visitor reads them. */
  purposes: {
    "KYC Update Form - Personal/Individual Business Accounts": "KYC Update Form - Personal/Individual Business Accounts",
    "National ID/Passport": "National ID/Passport",
    "Letter from Employer": "Letter from Employer",
    Payslip: "Payslip",
    "Sketch Map": "Sketch Map",
    Signature: "Signature",
    "Registration Certificate": "Registration Certificate",
    "Identity of Director(Signatories)": "Identity of Director(Signatories)",
    "Proof of Residence": "Proof of Residence",
    "KYC Update Form - SME Accounts": "KYC Update Form - SME Accounts",
    "Certificate of Incorporation": "Certificate of Incorporation",
    "Memorandum of Articles of Association": "Memorandum of Articles of Association",
    "List of Directors": "List of Directors",
    "KYC Update Form - Corporate Accounts": "KYC Update Form - Corporate Accounts",
  } satisfies Record<KycPurpose, string> as Record<KycPurpose, string>,
  accountTypes: {
    "Individual Account": "Individual Account",
    "Sole Proprietorship": "Sole Proprietorship",
    SME: "SME",
    "Corporate Account": "Corporate Account",
  } as Record<string, string>,
};

export type KycMessages = typeof en;

export const kycMessages = defineScreenMessages(en, {
  ...codeMessages.ny,
  ...kycPageMessages.ny,

  uploadIntro:
    "Lembani zambiri za akaunti yanu, ikani fomu ya KYC yosainidwa ndi zikalata zomwe mtundu wa akaunti yanu ukufuna, kenako tsimikizirani ndi nambala yomwe tikutumizireni pa foni kapena pa imelo.",
  requiredNote: "Malo onse akuyenera kulembedwa.",
  detailsHeading: "Zambiri za akaunti",
  accountNumber: "Nambala ya akaunti",
  accountNumberHint: "Manambala 6 mpaka 20, monga ali pa sitetimenti kapena pa khadi lanu la banki.",
  accountName: "Dzina la akaunti",
  accountNameHint: "Dzina limene akauntiyo ili nalo.",
  phoneEmail: "Nambala ya foni kapena adilesi ya imelo",
  phoneEmailHint: "Nambala ya foni ya m'Malawi (monga 0991 234 567) kapena adilesi ya imelo. Tikutumizirani nambala ya manambala 6.",
  phoneWillBe: (formatted) => `Tikutumizirani nambalayo pa SMS ku ${formatted}.`,
  accountType: "Mtundu wa akaunti",
  branch: "Nthambi",
  choose: "Sankhani…",
  documentsHeading: "Zikalata",
  documentsIntro: (max) =>
    `PDF, JPEG kapena PNG, yosapitirira 10 MB iliyonse, ndipo mafayilo osapitirira ${max} pa chikalata chilichonse. Zithunzi zazikulu zimachepetsedwa pa foni kapena kompyuta yanu zisanatumizidwe.`,
  documentsNeedType: "Sankhani kaye mtundu wa akaunti: zikalata zofunikira zimadalira mtunduwo.",
  chooseFile: "Sankhani mafayilo",
  takePhoto: "Jambulani chithunzi",
  remove: (name) => `Chotsani ${name}`,
  preparing: "Tikuchepetsa chithunzi…",
  submit: "Tumizani",
  errorSummary: "Chonde konzani izi",

  errors: {
    accountNumberRequired: "Lembani nambala ya akaunti yanu.",
    accountNumberInvalid: "Nambala ya akaunti ili ndi manambala 6 mpaka 20. Lembani manambala okha.",
    accountNameRequired: "Lembani dzina limene akauntiyo ili nalo.",
    accountNameInvalid:
      "Gwiritsani ntchito zilembo, manambala, mipata ndi . , ' & ( ) / - okha; osachepera zilembo ziwiri, ndipo payenera kukhala chilembo.",
    accountNameTooLong: "Dzina la akaunti lisapitirire zilembo 150.",
    phoneEmailRequired: "Lembani nambala ya foni kapena adilesi ya imelo.",
    phoneEmailInvalid: "Lembani nambala ya foni ya m'Malawi, monga 0991 234 567, kapena adilesi ya imelo, monga dzina@example.com.",
    accountTypeRequired: "Sankhani mtundu wa akaunti yanu.",
    branchRequired: "Sankhani nthambi yanu.",
    documentMissing: (purpose) => `Ikani ${purpose}.`,
    tooManyFiles: (max) => `Mafayilo osapitirira ${max} pa chikalata chimodzi.`,
  },
  fileErrors: {
    empty: (name) => `${name} mulibe kanthu.`,
    tooLarge: (name) => `${name} ndi yaikulu kuposa 10 MB. Sikanani mocheperako kapena jambulani chithunzi m'malo mwake.`,
    notAllowedType: (name) => `${name} si fayilo ya PDF, JPEG kapena PNG.`,
    unreadable: (name) => `${name} sinawerengedwe. Isankhenso.`,
  },

  offline:
    "Simuli pa intaneti. Palibe chomwe chatumizidwa ndipo zonse zomwe mwalemba zasungidwa: tumizaninso mukadzalumikizananso ndi intaneti.",
  sendingCode: "Tikutumiza nambala yanu…",

  progressHeading: "Tikutumiza zikalata zanu",
  uploading: (description, position, total) => `Tikutumiza ${description} (${position} mwa ${total})`,
  progressLabel: "Momwe kutumiza kukuyendera",
  percentDone: (percent) => `${percent}% yatha`,
  noUploads: "Palibe zotumiza",
  saving: "Tikusunga zambiri zanu…",

  kycDetailsHeader: "Zambiri za KYC",
  overrideMessage: "Mafomu anu a KYC anatumizidwa kale. Kodi mukufuna kusintha mafomu omwe alipowo?",
  submitted: "Zatumizidwa bwino",
  updated: "Zambiri zanu za KYC zasinthidwa bwino",
  doneNext: "Talandira zikalata zanu. Nthambi yanu idzaziunika ndipo idzakudziwitsani ngati pali chimene chikusowa.",
  alreadySubmitted: "Munatumiza kale",
  branchNotFound: "Nthambi imeneyo sili pa mndandanda wathu. Tsegulaninso tsambali ndipo sankhaninso nthambi yanu.",
  accountTypeNotFound: "Mtundu wa akaunti umenewo sulinso pa mndandanda wathu. Tsegulaninso tsambali ndipo musankhenso.",
  documentsMissing: "Zikalata zina zomwe akaunti yanu ikufuna zikusowa. Ikani zikalata zonse zomwe zalembedwa, kenako tumizaninso.",
  documentNotUploaded: "Zikalata zina sizinatifike. Tumizaninso kuti zipitenso.",
  recordOfAnotherUser: "Zambirizi ndi za nambala ya foni kapena imelo ina. Gwiritsani ntchito imene munatumizira poyamba.",
  accountNumberChanged: "Posintha, nambala ya akaunti siisintha. Kuti mutumize zikalata za akaunti ina, zitumizeni za akaunti imeneyo.",
  fileUnsafe: (name) =>
    `${name} ili ndi mawu achinsinsi kapena ma script. Isindikizeni ngati PDF yatsopano, kapena isikaneni, ndipo mutumize imeneyo.`,
  uploadRefused: (name) => `${name} sinatumizidwe. Isankhenso ndipo tumizaninso.`,
  tooManyPendingUploads: "Mafayilo ambiri akudikira. Tumizani fomuyo, kapena dikirani ola limodzi ndipo yesaninso.",

  purposes: {
    "KYC Update Form - Personal/Individual Business Accounts": "Fomu ya KYC ya Akaunti za Munthu Payekha/Bizinesi ya Munthu Payekha",
    "National ID/Passport": "Chiphaso cha Unzika (National ID) kapena Pasipoti",
    "Letter from Employer": "Kalata yochokera kwa olemba ntchito",
    Payslip: "Payslip (chikalata cha malipiro)",
    "Sketch Map": "Mapu ojambula a kumene mumakhala",
    Signature: "Siginecha",
    "Registration Certificate": "Satifiketi ya kalembetsedwe (Registration Certificate)",
    "Identity of Director(Signatories)": "Chiphaso cha Director (osainira)",
    "Proof of Residence": "Umboni wa kumene mumakhala",
    "KYC Update Form - SME Accounts": "Fomu ya KYC ya Akaunti za SME",
    "Certificate of Incorporation": "Certificate of Incorporation",
    "Memorandum of Articles of Association": "Memorandum of Articles of Association",
    "List of Directors": "Mndandanda wa ma Director",
    "KYC Update Form - Corporate Accounts": "Fomu ya KYC ya Akaunti za Makampani (Corporate)",
  },
  accountTypes: {
    "Individual Account": "Akaunti ya Munthu Payekha",
    "Sole Proprietorship": "Bizinesi ya Munthu Payekha (Sole Proprietorship)",
    SME: "SME (Bizinesi Yaing'ono ndi Yapakatikati)",
    "Corporate Account": "Akaunti ya Kampani (Corporate)",
  },
});
