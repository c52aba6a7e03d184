import { defineScreenMessages } from "#app/i18n/screen-messages.ts";

// The strings around the pages and blocks an editor writes (ADR 071); the text itself is content.
export const sitePageMessages = defineScreenMessages(
  {
    notYet: "This page is being updated. Please contact us for help in the meantime.",
    contact: "Contact us",
    complain: "Make a complaint",
    followComplaint: "Follow a complaint with your reference",
    escalation: "Complaint not resolved? See where to take it next",
    fraud: "Fraud awareness: the bank never asks for your PIN",
    more: "More help",
  },
  {
    notYet: "Tsamba ili likukonzedwa. Pakadali pano, lumikizanani nafe kuti tikuthandizeni.",
    contact: "Lumikizanani nafe",
    complain: "Perekani dandaulo",
    followComplaint: "Tsatirani dandaulo ndi nambala yanu",
    escalation: "Dandaulo lanu silinathe? Onani komwe mungalitengere",
    fraud: "Chenjerani ndi chinyengo: banki sidzakufunsani PIN yanu",
    more: "Thandizo lina",
  },
);
