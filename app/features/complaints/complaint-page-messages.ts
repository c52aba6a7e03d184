import { defineScreenMessages } from "#app/i18n/screen-messages.ts";

// The complaints page's own strings; the form's (complaint-messages.ts) travel with the form.
export const complaintPageMessages = defineScreenMessages(
  {
    statusLink: "Already made a complaint? Follow it with your reference.",
    complainLink: "Make a new complaint",
    escalationLink: "Not resolved? Where to take your complaint next",
    fraudLink: "Fraud: how to protect yourself and report it",
  },
  {
    statusLink: "Munapereka kale madandaulo? Atsatireni ndi nambala yanu yolozera.",
    complainLink: "Perekani madandaulo atsopano",
    escalationLink: "Silinathe? Komwe mungatengere dandaulo lanu",
    fraudLink: "Chinyengo: mmene mungadzitetezere ndi kudziwitsa banki",
  },
);
