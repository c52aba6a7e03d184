// The bank's FAQs (content/faqs.json: question, answer, topic, each in both languages), typed
// for the faqs screen.
import faqs from "../faqs.json" with { type: "json" };
import type { Bilingual } from "./types.ts";

export interface Faq {
  question: Bilingual;
  answer: Bilingual;
  topic: Bilingual;
}

export const FAQS: Faq[] = faqs;
