import type {
  AccountOptionId,
  ApplicationDocumentPurpose,
  ApplicationField,
  ApplicationFieldErrorCode,
  ApplicationFieldSection,
  ApplicationStatus,
} from "#domain/account-opening/application-rules.ts";
import { defineScreenMessages } from "#app/i18n/screen-messages.ts";

// The account-opening screen (ADR 031). Product names stay as the bank writes them in both
// languages (First Save Savings Account); the rest is said in Chichewa as Malawian banks say it.

type Choices<K extends string> = Record<K, string>;

const en = {
  tabsLabel: "Account opening",
  openTab: "Open an account",
  statusTab: "Check an application",
  intro:
    "Open an account from your phone in five short steps. Keep your national ID card at hand. What you enter is kept on our server, so you can come back to it on this phone.",
  stepOf: (step: number, total: number, name: string) => `Step ${step} of ${total}: ${name}`,
  steps: {
    choose: "Choose your account",
    verify: "Confirm your phone or e-mail",
    details: "Your details",
    documents: "Your documents",
    review: "Check and submit",
  },
  back: "Back",
  continue: "Continue",
  saving: "Saving…",
  autosaveFailing: "What you type is not being saved right now: check your connection. It stays on this screen, and we keep trying.",
  needsJs: "This form needs JavaScript. If it is switched off, visit any FDH Bank branch to open an account.",

  // Step 1
  chooseLegend: "Which account would you like?",
  personal: "Personal",
  business: "Business",
  options: {
    personal_first_save: {
      name: "Personal main account with First Save Savings Account",
      summary: "An everyday account for your money, with a First Save Savings Account beside it that earns interest.",
    },
    first_save_tier1: {
      name: "First Save Savings Account, tier 1",
      summary: "Opened on the spot with your national ID and one photo; your branch confirms it. Lower limits until you give the rest.",
    },
    personal_current: { name: "Personal Current Account", summary: "A cheque and card account for everyday payments." },
    business_current: { name: "Business Current Account", summary: "For a registered business or sole trader." },
  } satisfies Record<AccountOptionId, { name: string; summary: string }>,
  recommended: "Most chosen",
  needs: "You will need:",
  needsPersonal:
    "Your national ID card, a selfie holding it, a proof of where you live (a utility bill or a letter from your chief) and your signature.",
  needsTier1: "Your national ID card and a photo of its front. No proof of residence, payslip or signature.",
  tier1Limits: (maxBalance: string, dailyLimit: string) =>
    `Limits: a balance of up to ${maxBalance}, and up to ${dailyLimit} paid out a day. Give the rest of your details and documents later to lift them.`,
  needsBusiness:
    "The owner's national ID card, a selfie holding it, proof of residence, signature, and the business registration certificate.",
  draftKept: (days: number) =>
    `An unfinished application is kept for ${days} days after your last change. After that we delete it, with its documents.`,

  // Step 2
  verifyIntro: "We send a 6-digit code to your Malawian mobile number or your e-mail address. Your application is kept under it.",
  resumeIntro: "Welcome back. Confirm your phone or e-mail again to carry on with your application.",
  heldDraft: (holder: string) =>
    `This phone keeps an application started with ${holder}. It belongs to that number, not to the one you just confirmed.`,
  continueHeld: (holder: string) => `Continue it: confirm ${holder}`,
  startNewWith: (who: string) => `Start a new application with ${who}`,
  heldDraftIntro: (holder: string) => `Confirm ${holder} with a code to carry on with its application.`,
  phoneEmail: "Mobile number or e-mail address",
  phoneEmailHint: "Like 0991 234 567 or name@example.com.",
  keyboardForEmail: "Type an e-mail address instead",
  keyboardForPhone: "Type a phone number instead",
  sendCode: "Send me a code",
  sendingCode: "Sending your code…",
  phoneEmailRequired: "Enter your mobile number or e-mail address.",
  phoneEmailInvalid: "Enter a Malawian mobile number, like 0991 234 567, or an e-mail address, like name@example.com.",

  // Step 3
  sections: {
    personal: "About you",
    address: "Where you live and work",
    risk: "Questions every bank asks",
    branch: "Your branch",
  } satisfies Choices<ApplicationFieldSection>,
  riskIntro: "The law asks banks to know how an account will be used. Your answers are kept private.",
  optional: "(optional)",
  choose: "Choose…",
  fields: {
    first_name: "First name",
    middle_name: "Middle name",
    surname: "Surname",
    date_of_birth: "Date of birth",
    gender: "Gender",
    national_id: "National ID number",
    district: "District",
    address: "Physical address",
    occupation: "Occupation",
    employer: "Employer",
    business_name: "Business name",
    source_of_funds: "Where your money comes from",
    monthly_income: "Monthly income (kwacha)",
    politically_exposed: "Do you or a close relative hold a senior public office (a politically exposed person)?",
    account_purpose: "What the account is for",
    expected_deposits: "How much you expect to deposit each month",
    branch_id: "Branch",
  } satisfies Choices<ApplicationField>,
  hints: {
    date_of_birth: "For example 14 05 1990. You must be 18 or over.",
    national_id: "The 8 letters and numbers on your Malawi national ID card.",
    address: "Area, street or village, and house number.",
    employer: 'Write "Self-employed" if you work for yourself.',
    monthly_income: "Commas are fine, like 350,000.",
    branch_id: "We tell this branch about your application.",
  } as Partial<Choices<ApplicationField>>,
  dateParts: { day: "Day", month: "Month", year: "Year" },
  genders: { female: "Female", male: "Male" },
  sources: {
    salary: "Salary",
    business: "Business",
    farming: "Farming",
    remittances: "Money from family",
    pension: "Pension",
    other: "Other",
  },
  purposes: {
    savings: "Saving",
    salary: "Receiving a salary",
    business: "Business payments",
    school_fees: "School fees",
    remittances: "Receiving money from abroad",
    other: "Other",
  },
  deposits: {
    below_200k: "Less than K200,000",
    "200k_to_500k": "K200,000 to K500,000",
    "500k_to_5m": "K500,000 to K5,000,000",
    above_5m: "More than K5,000,000",
  },
  yesNo: { no: "No", yes: "Yes" },
  errorSummary: "Please correct these:",
  errors: {
    required: "Fill this in.",
    requiredChoice: "Choose one.",
    tooLong: "This is too long.",
    invalidName: "Use letters only (a hyphen, apostrophe or space is fine).",
    invalidDate: "Enter a real date of birth.",
    underage: "You must be 18 or over to open your own account.",
    invalidNationalId: "A Malawi national ID number has 8 letters and numbers, like AB12CD34.",
    invalidChoice: "Choose one of the options.",
    invalidIncome: "Enter an amount in kwacha, using digits (commas are fine).",
  } satisfies Choices<ApplicationFieldErrorCode | "requiredChoice">,

  // Step 4
  documentsIntro:
    "PDF, JPEG or PNG, up to 10 MB each. On a phone you can take the photo straight away; large photos are made smaller before they are sent.",
  documents: {
    national_id_front: "National ID: front",
    national_id_back: "National ID: back",
    selfie_with_id: "A selfie holding your ID",
    proof_of_residence: "Proof of residence",
    signature: "Your signature on white paper",
    business_registration: "Business registration certificate",
  } satisfies Choices<ApplicationDocumentPurpose>,
  chooseFile: "Choose a file",
  takePhoto: "Take a photo",
  replace: "Replace",
  uploading: "Sending…",
  uploaded: (name: string, size: string) => `Received: ${name} (${size})`,
  documentMissing: "Add this document.",
  fileProblem: {
    empty: "This file is empty.",
    tooLarge: "This file is larger than 10 MB. Take a photo instead, or scan at a lower resolution.",
    notAllowedType: "This is not a PDF, JPEG or PNG file.",
    unreadable: "This file could not be read. Choose it again.",
  },

  // Step 5
  reviewIntro: "Check your details. You can still change anything before you submit.",
  edit: "Change",
  account: "Account",
  submit: "Submit my application",
  submitting: "Submitting…",

  // Done
  doneHeading: "Application received",
  referenceLabel: "Your reference number",
  doneText: (channel: "sms" | "email"): string =>
    channel === "sms"
      ? "We have sent it to your phone by SMS. Keep it: you need it to check on your application."
      : "We have sent it to you by e-mail. Keep it: you need it to check on your application.",
  doneNext: "Your branch will look at your application and contact you. It usually takes two working days.",
  checkStatus: "Check an application",
  startAnother: "Start a new application",

  // Withdraw (a draft only: a submitted application stays with the bank, ADR 031)
  withdraw: "Withdraw application",
  withdrawHeader: "Withdraw your application?",
  withdrawMessage: (account: string, documents: number): string =>
    documents === 0
      ? `Your application for the ${account} will be deleted, with everything you entered. This cannot be undone.`
      : documents === 1
        ? `Your application for the ${account} and the document you sent will be deleted. This cannot be undone.`
        : `Your application for the ${account} and the ${documents} documents you sent will be deleted. This cannot be undone.`,
  withdrawConfirm: "Withdraw",
  withdrawnHeading: "Application withdrawn",
  withdrawnText: "Your application and the documents you sent have been deleted. We keep nothing of it.",
  withdrawnNext: "You can start a new application whenever you like.",

  // Status
  statusIntro:
    "Enter your reference number and the phone number or e-mail address you applied with. We send you a code to confirm it is you.",
  reference: "Reference number",
  referenceHint: "Like AO-7K3M-9Q2X.",
  referenceInvalid: "A reference number looks like AO-7K3M-9Q2X.",
  checkButton: "Check the status",
  sessionIntro: (who: string, minutes: number) =>
    `You confirmed ${who} a moment ago: no new code is needed for the next ${minutes === 1 ? "minute" : `${minutes} minutes`}. Enter the reference number.`,
  useAnotherNumber: "Use another phone number or e-mail",
  statusHeading: (reference: string) => `Application ${reference}`,
  statuses: {
    draft: "Not yet submitted",
    received: "Received: waiting for the branch",
    in_review: "In review at the branch",
    returned: "Returned to you",
    approved: "Approved: your branch will contact you",
  } satisfies Choices<ApplicationStatus>,
  returnReason: (reason: string) => `Reason: ${reason}`,
  returnedNext:
    "Correct what is asked in this same application and send it again: it keeps its reference number. Your branch can also help.",
  fixReturned: "Correct it and send it again",
  upgradeNext:
    "Your First Save tier-1 account is open. Upgrade it to the full account to lift its limits: what you already gave is kept, and we ask only for what is missing.",
  upgrade: "Upgrade to the full account",
  upgradeSent: (reference: string) => `Your upgrade was already sent, under ${reference}. Check it with that reference.`,
  upgradeNotice:
    "You are upgrading your First Save tier-1 account to the full account. What you gave for it is already here: add only what is missing.",
  orStartAnother: "Or start a new application",
  returnedNotice: (reference: string) =>
    `Application ${reference} was returned to you. Correct what is asked, then send it again from the last step: it keeps the same reference number.`,
  resubmit: "Send my corrected application",
  notFound: "No application has this reference number for this phone number or e-mail address.",

  // Failures
  sessionExpired: "Your confirmation has expired. Confirm your phone or e-mail again; nothing you entered is lost.",
  notEditable: "This application has already been submitted.",
  incomplete: "Some details or documents are still missing.",
  network: "The connection failed. Check it and try again; what you entered is kept.",
  unknownError: "Something went wrong on our side. Please try again in a few minutes.",
};

export type AccountOpeningMessages = typeof en;

export const accountOpeningMessages = defineScreenMessages(en, {
  tabsLabel: "Kutsegula akaunti",
  openTab: "Tsegulani akaunti",
  statusTab: "Onani pempho lanu",
  intro:
    "Tsegulani akaunti pa foni yanu m'magawo asanu afupiafupi. Khalani ndi chiphaso chanu cha unzika pafupi. Zomwe mwalemba zimasungidwa pa seva yathu, kotero mutha kubwererako pa foni yomweyi.",
  stepOf: (step, total, name) => `Gawo ${step} mwa ${total}: ${name}`,
  steps: {
    choose: "Sankhani akaunti",
    verify: "Tsimikizirani foni kapena imelo",
    details: "Zambiri za inu",
    documents: "Zikalata zanu",
    review: "Onetsetsani ndi kutumiza",
  },
  back: "Bwererani",
  continue: "Pitirizani",
  saving: "Tikusunga…",
  autosaveFailing: "Zomwe mukulemba sizikusungidwa pakali pano: onani intaneti yanu. Zikhalabe pa tsambali, ndipo tikuyesabe kuzisunga.",
  needsJs: "Fomuyi imafuna JavaScript. Ngati yazimitsidwa, pitani ku nthambi iliyonse ya FDH Bank kuti mutsegule akaunti.",

  chooseLegend: "Kodi mukufuna akaunti yanji?",
  personal: "Yanu nokha",
  business: "Ya bizinesi",
  options: {
    personal_first_save: {
      name: "Akaunti yaikulu ya munthu payekha ndi First Save Savings Account",
      summary: "Akaunti ya tsiku ndi tsiku ya ndalama zanu, pamodzi ndi First Save Savings Account yomwe imapereka chiwongola dzanja.",
    },
    first_save_tier1: {
      name: "First Save Savings Account, tier 1",
      summary:
        "Imatsegulidwa nthawi yomweyo ndi chiphaso chanu cha unzika ndi chithunzi chimodzi; nthambi yanu imaitsimikiza. Malire ake ndi ochepa mpaka mutapereka zotsalazo.",
    },
    personal_current: { name: "Personal Current Account", summary: "Akaunti ya cheki ndi khadi yolipirira zinthu za tsiku ndi tsiku." },
    business_current: { name: "Business Current Account", summary: "Ya bizinesi yolembetsedwa kapena ya munthu wochita malonda payekha." },
  },
  recommended: "Yosankhidwa kwambiri",
  needs: "Mudzafunika:",
  needsPersonal:
    "Chiphaso chanu cha unzika, chithunzi chanu mutanyamula chiphasocho, umboni wa kumene mumakhala (bilu ya madzi kapena magetsi, kapena kalata ya mfumu) ndi siginecha yanu.",
  needsTier1:
    "Chiphaso chanu cha unzika ndi chithunzi cha kutsogolo kwake. Palibe umboni wa kumene mumakhala, pepala la malipiro kapena siginecha.",
  tier1Limits: (maxBalance, dailyLimit) =>
    `Malire: ndalama zosaposa ${maxBalance} mu akaunti, ndipo zosaposa ${dailyLimit} zotuluka pa tsiku. Perekani zotsala za zambiri ndi zikalata zanu pambuyo pake kuti malirewa achoke.`,
  needsBusiness:
    "Chiphaso cha unzika cha mwini bizinesi, chithunzi chake atanyamula chiphasocho, umboni wa kumene amakhala, siginecha, ndi satifiketi ya kalembetsedwe ka bizinesi.",
  draftKept: (days) =>
    `Pempho losamalizidwa timalisunga kwa masiku ${days} kuchokera pamene mwalisintha komaliza. Kenako timalichotsa pamodzi ndi zikalata zake.`,

  verifyIntro:
    "Tikutumizirani khodi ya zilembo 6 pa foni yanu ya m'Malawi kapena pa imelo yanu. Pempho lanu limasungidwa pansi pa foni kapena imelo imeneyo.",
  resumeIntro: "Takulandiraninso. Tsimikiziraninso foni kapena imelo yanu kuti mupitirize pempho lanu.",
  heldDraft: (holder) =>
    `Foni iyi ili ndi pempho lomwe linayambidwa ndi ${holder}. Pempholo ndi la nambala imeneyo, osati imene mwatsimikizira pano.`,
  continueHeld: (holder) => `Pitirizani nalo: tsimikizirani ${holder}`,
  startNewWith: (who) => `Yambani pempho latsopano ndi ${who}`,
  heldDraftIntro: (holder) => `Tsimikizirani ${holder} ndi khodi kuti mupitirize pempho lake.`,
  phoneEmail: "Nambala ya foni kapena adilesi ya imelo",
  phoneEmailHint: "Monga 0991 234 567 kapena dzina@example.com.",
  keyboardForEmail: "Lembani imelo m'malo mwake",
  keyboardForPhone: "Lembani nambala ya foni m'malo mwake",
  sendCode: "Nditumizireni khodi",
  sendingCode: "Tikutumiza nambala yanu…",
  phoneEmailRequired: "Lembani nambala ya foni kapena adilesi ya imelo.",
  phoneEmailInvalid: "Lembani nambala ya foni ya m'Malawi, monga 0991 234 567, kapena adilesi ya imelo, monga dzina@example.com.",

  sections: {
    personal: "Za inu",
    address: "Kumene mumakhala ndi kugwira ntchito",
    risk: "Mafunso omwe banki iliyonse imafunsa",
    branch: "Nthambi yanu",
  },
  riskIntro: "Lamulo limafuna kuti mabanki adziwe m'mene akaunti idzagwiritsidwire ntchito. Mayankho anu amasungidwa mwachinsinsi.",
  optional: "(ngati mukufuna)",
  choose: "Sankhani…",
  fields: {
    first_name: "Dzina loyamba",
    middle_name: "Dzina lapakati",
    surname: "Dzina la banja",
    date_of_birth: "Tsiku lobadwa",
    gender: "Mwamuna kapena mkazi",
    national_id: "Nambala ya chiphaso cha unzika",
    district: "Boma",
    address: "Adilesi ya kumene mumakhala",
    occupation: "Ntchito yanu",
    employer: "Olemba ntchito",
    business_name: "Dzina la bizinesi",
    source_of_funds: "Kumene ndalama zanu zimachokera",
    monthly_income: "Ndalama zomwe mumapeza pa mwezi (kwacha)",
    politically_exposed: "Kodi inu kapena wachibale wanu wapafupi ali ndi udindo waukulu m'boma?",
    account_purpose: "Cholinga cha akauntiyi",
    expected_deposits: "Ndalama zomwe mukuyembekezera kuika pa mwezi",
    branch_id: "Nthambi",
  },
  hints: {
    date_of_birth: "Mwachitsanzo 14 05 1990. Muyenera kukhala ndi zaka 18 kapena kupitirira.",
    national_id: "Zilembo ndi manambala 8 omwe ali pa chiphaso chanu cha unzika.",
    address: "Dera, msewu kapena mudzi, ndi nambala ya nyumba.",
    employer: 'Lembani "Ndimadzilemba ntchito" ngati mumagwira ntchito yanu.',
    monthly_income: "Mutha kulemba ndi makoma, monga 350,000.",
    branch_id: "Tidzadziwitsa nthambiyi za pempho lanu.",
  },
  dateParts: { day: "Tsiku", month: "Mwezi", year: "Chaka" },
  genders: { female: "Mkazi", male: "Mwamuna" },
  sources: {
    salary: "Malipiro a ntchito",
    business: "Bizinesi",
    farming: "Ulimi",
    remittances: "Ndalama zochokera kwa abale",
    pension: "Penshoni",
    other: "Zina",
  },
  purposes: {
    savings: "Kusunga ndalama",
    salary: "Kulandira malipiro",
    business: "Malipiro a bizinesi",
    school_fees: "Fizi ya sukulu",
    remittances: "Kulandira ndalama zochokera kunja",
    other: "Zina",
  },
  deposits: {
    below_200k: "Zosakwana K200,000",
    "200k_to_500k": "K200,000 mpaka K500,000",
    "500k_to_5m": "K500,000 mpaka K5,000,000",
    above_5m: "Zoposa K5,000,000",
  },
  yesNo: { no: "Ayi", yes: "Inde" },
  errorSummary: "Chonde konzani izi:",
  errors: {
    required: "Lembani apa.",
    requiredChoice: "Sankhani chimodzi.",
    tooLong: "Mwalemba motalika kwambiri.",
    invalidName: "Gwiritsani ntchito zilembo zokha (kachingwe, apositirofi kapena mpata ndi zololedwa).",
    invalidDate: "Lembani tsiku lanu lobadwa lenileni.",
    underage: "Muyenera kukhala ndi zaka 18 kapena kupitirira kuti mutsegule akaunti yanu.",
    invalidNationalId: "Nambala ya chiphaso cha unzika ili ndi zilembo ndi manambala 8, monga AB12CD34.",
    invalidChoice: "Sankhani chimodzi mwa zomwe zaperekedwa.",
    invalidIncome: "Lembani ndalama mu kwacha pogwiritsa ntchito manambala (makoma ndi ololedwa).",
  },

  documentsIntro:
    "PDF, JPEG kapena PNG, yosapitirira 10 MB iliyonse. Pa foni mutha kujambula chithunzi nthawi yomweyo; zithunzi zazikulu zimachepetsedwa zisanatumizidwe.",
  documents: {
    national_id_front: "Chiphaso cha unzika: kutsogolo",
    national_id_back: "Chiphaso cha unzika: kumbuyo",
    selfie_with_id: "Chithunzi chanu mutanyamula chiphaso",
    proof_of_residence: "Umboni wa kumene mumakhala",
    signature: "Siginecha yanu pa pepala loyera",
    business_registration: "Satifiketi ya kalembetsedwe ka bizinesi",
  },
  chooseFile: "Sankhani fayilo",
  takePhoto: "Jambulani chithunzi",
  replace: "Sinthani",
  uploading: "Tikutumiza…",
  uploaded: (name, size) => `Talandira: ${name} (${size})`,
  documentMissing: "Ikani chikalatachi.",
  fileProblem: {
    empty: "Fayiloyi mulibe kanthu.",
    tooLarge: "Fayiloyi ndi yaikulu kuposa 10 MB. Jambulani chithunzi m'malo mwake, kapena sikanani mocheperako.",
    notAllowedType: "Iyi si fayilo ya PDF, JPEG kapena PNG.",
    unreadable: "Fayiloyi sinawerengedwe. Isankhenso.",
  },

  reviewIntro: "Onetsetsani zambiri zanu. Mukhozabe kusintha chilichonse musanatumize.",
  edit: "Sinthani",
  account: "Akaunti",
  submit: "Tumizani pempho langa",
  submitting: "Tikutumiza…",

  doneHeading: "Pempho lanu lalandiridwa",
  referenceLabel: "Nambala ya pempho lanu",
  doneText: (channel) =>
    channel === "sms"
      ? "Takutumizirani nambalayi pa SMS. Isungeni: mudzaifuna kuti muone momwe pempho lanu likuyendera."
      : "Takutumizirani nambalayi pa imelo. Isungeni: mudzaifuna kuti muone momwe pempho lanu likuyendera.",
  doneNext: "Nthambi yanu idzaona pempho lanu ndi kulumikizana nanu. Nthawi zambiri zimatenga masiku awiri ogwira ntchito.",
  checkStatus: "Onani pempho lanu",
  startAnother: "Yambani pempho latsopano",

  withdraw: "Chotsani pempho",
  withdrawHeader: "Mukufuna kuchotsa pempho lanu?",
  withdrawMessage: (account, documents) =>
    documents === 0
      ? `Pempho lanu la ${account} lidzachotsedwa, pamodzi ndi zonse zomwe mwalemba. Simungathe kulibwezeretsa.`
      : documents === 1
        ? `Pempho lanu la ${account} ndi chikalata chimodzi chomwe mwatumiza zidzachotsedwa. Simungathe kuzibwezeretsa.`
        : `Pempho lanu la ${account} ndi zikalata ${documents} zomwe mwatumiza zidzachotsedwa. Simungathe kuzibwezeretsa.`,
  withdrawConfirm: "Chotsani",
  withdrawnHeading: "Pempho lanu lachotsedwa",
  withdrawnText: "Pempho lanu ndi zikalata zomwe munatumiza zachotsedwa. Sitisunga chilichonse cha pempholi.",
  withdrawnNext: "Mutha kuyamba pempho latsopano nthawi iliyonse yomwe mukufuna.",

  statusIntro:
    "Lembani nambala ya pempho lanu ndi nambala ya foni kapena imelo yomwe munagwiritsa ntchito. Tikutumizirani khodi yotsimikizira kuti ndinu.",
  reference: "Nambala ya pempho",
  referenceHint: "Monga AO-7K3M-9Q2X.",
  referenceInvalid: "Nambala ya pempho imaoneka monga AO-7K3M-9Q2X.",
  checkButton: "Onani momwe likuyendera",
  sessionIntro: (who, minutes) =>
    `Mwatsimikizira ${who} posachedwapa, choncho simukufunika khodi yatsopano kwa ${minutes === 1 ? "mphindi imodzi" : `mphindi ${minutes}`}. Lembani nambala ya pempho.`,
  useAnotherNumber: "Gwiritsani ntchito foni kapena imelo ina",
  statusHeading: (reference) => `Pempho ${reference}`,
  statuses: {
    draft: "Silinatumizidwe",
    received: "Lalandiridwa: likudikira nthambi",
    in_review: "Nthambi ikuliunika",
    returned: "Labwezedwa kwa inu",
    approved: "Lavomerezedwa: nthambi yanu ikulumikizanani",
  },
  returnReason: (reason) => `Chifukwa: ${reason}`,
  returnedNext:
    "Konzani zomwe zafunsidwa m'pempho lomwe lino ndipo mulitumizenso: lidzasunga nambala yake yomweyo. Nthambi yanu ingakuthandizeninso.",
  fixReturned: "Konzani ndipo mulitumizenso",
  upgradeNext:
    "Akaunti yanu ya First Save tier 1 yatsegulidwa. Ikwezeni kukhala akaunti yathunthu kuti malire ake achoke: zomwe munapereka kale zimasungidwa, ndipo timangofunsa zomwe zikusowa.",
  upgrade: "Kwezani kukhala akaunti yathunthu",
  upgradeSent: (reference) =>
    `Pempho lanu lokweza akaunti linatumizidwa kale, ndi nambala ${reference}. Onani momwe likuyendera ndi nambala imeneyo.`,
  upgradeNotice:
    "Mukukweza akaunti yanu ya First Save tier 1 kukhala akaunti yathunthu. Zomwe munapereka kale zilipo kale: onjezerani zokhazo zomwe zikusowa.",
  orStartAnother: "Kapena yambani pempho latsopano",
  returnedNotice: (reference) =>
    `Pempho ${reference} labwezedwa kwa inu. Konzani zomwe zafunsidwa, kenako mulitumizenso pa gawo lomaliza: lidzasunga nambala yomweyo.`,
  resubmit: "Tumizani pempho lokonzedwa",
  notFound: "Palibe pempho lokhala ndi nambalayi pa nambala ya foni kapena imelo iyi.",

  sessionExpired: "Nthawi ya chitsimikizo chanu yatha. Tsimikiziraninso foni kapena imelo yanu; palibe chomwe mwalemba chatayika.",
  notEditable: "Pempho ili linatumizidwa kale.",
  incomplete: "Zambiri kapena zikalata zina zikusowabe.",
  network: "Intaneti yalephera. Onani intaneti yanu ndipo yesaninso; zomwe mwalemba zasungidwa.",
  unknownError: "Pachitika vuto kumbali yathu. Chonde yesaninso pakapita mphindi zochepa.",
});
