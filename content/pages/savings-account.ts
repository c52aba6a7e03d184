// The savings account's details (bankaccounts/savingsaccount). Figures only from spec §9:
// savings interest of 3.5% a year, up to 8% on savings and up to 5% on current accounts.
import type { Bilingual, CopySection } from "./types.ts";

export interface RateFact {
  /** Percent a year. */
  percent: number;
  /** Whether the figure is the most a range earns ("up to 8%"). */
  isUpTo: boolean;
  label: Bilingual;
}

/** Spec §9: savings interest 3.5% a year; up to 8% on savings and up to 5% on current accounts. */
export const SAVINGS_RATES: RateFact[] = [
  {
    percent: 3.5,
    isUpTo: false,
    label: { en: "interest a year on our savings account", ny: "chiwongola dzanja pa chaka pa akaunti yathu ya savings" },
  },
  { percent: 8, isUpTo: true, label: { en: "a year on our savings products", ny: "pa chaka pa akaunti zathu za savings" } },
  { percent: 5, isUpTo: true, label: { en: "a year on our current account products", ny: "pa chaka pa akaunti zathu za current" } },
];

export const SAVINGS_ACCOUNT = {
  intro: {
    en: "A savings account is the simple way to build a safety net, save for school fees or plan for something bigger. Your money stays safe with the bank and earns interest while you save.",
    ny: "Akaunti ya savings ndi njira yosavuta yosungira ndalama za pa tsiku lovuta, za sukulu kapena za chinthu chachikulu chomwe mukukonzekera. Ndalama zanu zimakhala zotetezeka ku banki ndipo zimapeza chiwongola dzanja pamene mukusunga.",
  } satisfies Bilingual,
  sections: [
    {
      heading: { en: "Why save with us", ny: "Chifukwa chiyani musunge nafe" },
      paragraphs: [],
      list: [
        { en: "Your savings earn interest of 3.5% a year", ny: "Ndalama zanu zimapeza chiwongola dzanja cha 3.5% pa chaka" },
        {
          en: "Deposit at any branch or at over 5,000 {P} Bank Pakhomo agents",
          ny: "Ikani ndalama ku nthambi iliyonse kapena kwa ma agent a {P} Bank Pakhomo oposa 5,000",
        },
        {
          en: "Check your balance and move money with {P} Mobile and OneClick",
          ny: "Onani ndalama zanu ndi kusamutsa ndalama ndi {P} Mobile ndi OneClick",
        },
        {
          en: "Your money is kept safe by a bank regulated by the Reserve Bank of Malawi",
          ny: "Ndalama zanu zimasungidwa motetezeka ndi banki yoyang'aniridwa ndi Reserve Bank of Malawi",
        },
      ],
    },
    {
      heading: { en: "How to open a savings account", ny: "Momwe mungatsegulire akaunti ya savings" },
      paragraphs: [
        {
          en: "Visit any branch with the following. Our staff will help you fill in the form and open your account.",
          ny: "Pitani ku nthambi iliyonse ndi zinthu izi. Ogwira ntchito athu adzakuthandizani kudzaza fomu ndi kutsegula akaunti yanu.",
        },
      ],
      list: [
        { en: "Your national ID or passport", ny: "Chiphaso chanu cha unzika kapena pasipoti" },
        {
          en: "Proof of where you live: a utility bill or a letter from your village head",
          ny: "Umboni wa komwe mumakhala: bilu ya madzi kapena ya magetsi, kapena kalata yochokera kwa mfumu ya m'mudzi mwanu",
        },
        { en: "A first deposit", ny: "Ndalama zoyambira kuika mu akaunti" },
      ],
    },
  ] satisfies CopySection[],
};
