// The bank's debit cards: standard, gold and platinum (spec §2). Features in words only: the
// spec gives no fees or limits, so the copy states none.
import type { Bilingual } from "./types.ts";

export type CardId = "standard" | "gold" | "platinum";

export interface DebitCard {
  id: CardId;
  name: Bilingual;
  description: Bilingual;
  features: Bilingual[];
}

export const CARDS_INTRO: Bilingual = {
  en: "Every {P} Bank debit card draws on your own account: you spend your money, not borrowed money. Choose the card that suits the way you bank; your branch will tell you which cards your account can carry.",
  ny: "Khadi lililonse la debit la {P} Bank limagwiritsa ntchito ndalama za mu akaunti yanu: mumagwiritsa ntchito ndalama zanu, osati za ngongole. Sankhani khadi loyenera momwe mumachitira za banki; nthambi yanu idzakuuzani makhadi omwe akaunti yanu ingakhale nawo.",
};

/** What every card does. */
export const CARD_BASICS: Bilingual[] = [
  { en: "Cash from {P} Bank ATMs across Malawi", ny: "Kutulutsa ndalama pa ma ATM a {P} Bank m'dziko lonse la Malawi" },
  { en: "Payments in shops at point-of-sale (POS) machines", ny: "Kulipira m'mashopu pa makina a POS" },
  { en: "Online payments, once enabled on your card", ny: "Kulipira pa intaneti, khadi lanu likayatsidwa kutero" },
  { en: "Chip and PIN protection", ny: "Chitetezo cha chip ndi PIN" },
  {
    en: "Block the card at once on {P} Mobile or through the contact centre",
    ny: "Kutseka khadi nthawi yomweyo pa {P} Mobile kapena kudzera ku contact centre",
  },
];

export const DEBIT_CARDS: DebitCard[] = [
  {
    id: "standard",
    name: { en: "Standard debit card", ny: "Khadi la debit la Standard" },
    description: {
      en: "The everyday card for cash and shopping.",
      ny: "Khadi la tsiku ndi tsiku lotulutsira ndalama ndi kugulira zinthu.",
    },
    features: [
      { en: "Issued with personal savings and current accounts", ny: "Limaperekedwa ndi akaunti za savings ndi current za anthu" },
      { en: "Everything every card does, listed above", ny: "Zonse zomwe khadi lililonse limachita, zolembedwa pamwambapa" },
    ],
  },
  {
    id: "gold",
    name: { en: "Gold debit card", ny: "Khadi la debit la Gold" },
    description: {
      en: "For customers who spend and travel more, with higher spending and withdrawal limits than the standard card.",
      ny: "La makasitomala omwe amagwiritsa ntchito ndalama zambiri ndi kuyenda kwambiri, lokhala ndi malire okwera ogwiritsira ntchito ndi otulutsira ndalama kuposa khadi la Standard.",
    },
    features: [
      { en: "Higher daily limits than the standard card", ny: "Malire a tsiku ndi tsiku okwera kuposa khadi la Standard" },
      { en: "Suited to payments when travelling abroad", ny: "Loyenera kulipira mukamayenda kunja" },
    ],
  },
  {
    id: "platinum",
    name: { en: "Platinum debit card", ny: "Khadi la debit la Platinum" },
    description: {
      en: "Our premium debit card, for customers with the highest spending needs, with the highest limits of our cards.",
      ny: "Khadi lathu lapamwamba la debit, la makasitomala omwe amafunika kugwiritsa ntchito ndalama zambiri kwambiri, lokhala ndi malire apamwamba kuposa makhadi athu onse.",
    },
    features: [
      { en: "The highest limits of our debit cards", ny: "Malire apamwamba kwambiri pa makhadi athu a debit" },
      { en: "Suited to larger purchases at home and abroad", ny: "Loyenera kugula zinthu zodula m'dziko muno ndi kunja" },
    ],
  },
];

export const CARDS_HOW_TO: Bilingual[] = [
  {
    en: "Ask for a card when you open your account, or at any branch later.",
    ny: "Funsani khadi potsegula akaunti yanu, kapena ku nthambi iliyonse pambuyo pake.",
  },
  {
    en: "Collect it at your branch with your ID and set your PIN.",
    ny: "Litengeni ku nthambi yanu ndi chiphaso chanu ndipo khazikitsani PIN yanu.",
  },
  { en: "Never share your PIN or write it on the card.", ny: "Musauze aliyense PIN yanu ndipo musailembe pa khadi." },
];
