// The bank's accounts (spec §3 bank account card: title, description, image, animation
// classes). Figures only from spec §9: savings interest of 3.5% a year, up to 8% on savings
// and up to 5% on current accounts.
import type { Bilingual, PageIcon } from "./types.ts";

/** Spec §2 "Query parameter type": the `?type=` values, spelled as the spec spells them. */
export const ALL_ACCOUNTS = "All Accounts";

export type AccountId = "savings" | "current" | "fixedDeposit" | "diaspora";

export interface AccountCard {
  id: AccountId;
  /** The `?type=` value that shows this card ("Fixed Deposite Account": the spec's spelling). */
  query: string;
  title: Bilingual;
  description: Bilingual;
  /** What the account gives its holder, one line each. */
  features: Bilingual[];
  image: PageIcon;
  /** Entrance animation (app/features/pages/pages.css), off when motion is reduced. */
  animation: string;
}

export const ACCOUNT_CARDS: AccountCard[] = [
  {
    id: "savings",
    query: "Savings Account",
    title: { en: "Savings Account", ny: "Akaunti Yosungira Ndalama (Savings)" },
    description: {
      en: "Put money aside and watch it grow. Our savings account earns interest of 3.5% a year, and our savings range earns up to 8%.",
      ny: "Sungani ndalama ndipo zione zikukula. Akaunti yathu ya savings imapeza chiwongola dzanja cha 3.5% pa chaka, ndipo akaunti zina za savings zimapeza mpaka 8%.",
    },
    features: [
      { en: "Interest of 3.5% a year on your savings", ny: "Chiwongola dzanja cha 3.5% pa chaka pa ndalama zanu" },
      {
        en: "Deposit at any branch or {P} Bank Pakhomo agent",
        ny: "Ikani ndalama ku nthambi iliyonse kapena kwa agent wa {P} Bank Pakhomo",
      },
      { en: "Follow your balance on {P} Mobile and OneClick", ny: "Onani ndalama zanu pa {P} Mobile ndi OneClick" },
    ],
    image: "savings",
    animation: "card-in card-in--up",
  },
  {
    id: "current",
    query: "Current Account",
    title: { en: "Current Account", ny: "Current Account" },
    description: {
      en: "For everyday money: receive your salary or business takings, pay bills and suppliers, and pay by card. Current account products earn up to 5%.",
      ny: "Ya ndalama za tsiku ndi tsiku: landirani malipiro kapena ndalama za bizinesi yanu, lipirani mabilu ndi ogulitsa katundu, ndipo lipirani ndi khadi. Akaunti zina za current zimapeza mpaka 5%.",
    },
    features: [
      {
        en: "A debit card for ATMs, shops and online payments",
        ny: "Khadi la debit logwiritsa ntchito pa ATM, m'mashopu ndi polipira pa intaneti",
      },
      { en: "Payments by {P} Mobile, OneClick and cheque", ny: "Kulipira kudzera pa {P} Mobile, OneClick ndi cheque" },
      { en: "For individuals, sole traders and companies", ny: "Ya anthu, eni mabizinesi a munthu mmodzi ndi makampani" },
    ],
    image: "current",
    animation: "card-in card-in--up card-in--2",
  },
  {
    id: "fixedDeposit",
    query: "Fixed Deposite Account",
    title: { en: "Fixed Deposit Account", ny: "Akaunti ya Fixed Deposit" },
    description: {
      en: "Set aside a sum you will not need for a while, for a term you choose, at a rate agreed on the day you deposit.",
      ny: "Ikani ndalama zomwe simuzifuna pakadali pano kwa nthawi yomwe mwasankha, pa chiwongola dzanja chomwe mwagwirizana nafe patsiku lomwe mwaika ndalamazo.",
    },
    features: [
      { en: "You choose the term", ny: "Inu ndi amene mumasankha nthawi" },
      { en: "The rate is fixed for the whole term", ny: "Chiwongola dzanja sichisintha mpaka nthawiyo itatha" },
      {
        en: "Today's fixed deposit rates are on the rates and tariffs page",
        ny: "Mitengo ya lero ya Fixed Deposit ili pa tsamba la mitengo ndi zolipiritsa",
      },
    ],
    image: "fixedDeposit",
    animation: "card-in card-in--up card-in--3",
  },
  {
    id: "diaspora",
    query: "Diaspora Account",
    title: { en: "Diaspora Account", ny: "Akaunti ya Diaspora" },
    description: {
      en: "For Malawians living abroad: save and invest at home, support your family and follow your money from wherever you are.",
      ny: "Ya a Malawi okhala kunja: sungani ndi kuika ndalama kumudzi, thandizani banja lanu ndipo onani ndalama zanu kulikonse komwe muli.",
    },
    features: [
      {
        en: "Open it with your passport and proof of your address abroad",
        ny: "Mumaitsegula ndi pasipoti yanu komanso umboni wa adilesi yanu yakunja",
      },
      { en: "Follow it on {P} Mobile and OneClick internet banking", ny: "Iyang'anireni pa {P} Mobile ndi pa OneClick internet banking" },
      { en: "The opening form is on the documents page", ny: "Fomu yotsegulira ili pa tsamba la zikalata" },
    ],
    image: "diaspora",
    animation: "card-in card-in--up card-in--4",
  },
];
