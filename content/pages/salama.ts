// Salama banking: banking run on Islamic banking principles. The spec marks this screen
// "query type" without listing its values, so these are ours:
//   ?type=Salama Accounts   the Salama current and savings accounts
//   ?type=Salama Financing  Salama financing for homes, vehicles, equipment and trade
// No type (or an unknown one) shows both. No rates, profit shares or fees are stated.
import type { Bilingual, PageIcon } from "./types.ts";

export type SalamaId = "accounts" | "financing";

export interface SalamaProduct {
  name: Bilingual;
  description: Bilingual;
  icon: PageIcon;
}

export interface SalamaGroup {
  id: SalamaId;
  /** The `?type=` value. */
  query: string;
  intro: Bilingual;
  products: SalamaProduct[];
}

export const SALAMA_INTRO: Bilingual[] = [
  {
    en: "Salama banking offers accounts and financing run on Islamic banking principles: no interest (riba) is charged or paid, money is used only for lawful (halal) purposes, and the bank and the customer share in real trade and its results.",
    ny: "Salama banking imapereka akaunti ndi ndalama zongongola zoyendetsedwa motsatira mfundo za banki ya Chisilamu: palibe chiwongola dzanja (riba) chomwe chimalipiritsidwa kapena kulipidwa, ndalama zimagwiritsidwa ntchito pa zinthu zololedwa (halal) zokha, ndipo banki ndi kasitomala amagawana nawo mu malonda enieni ndi zotsatira zake.",
  },
  {
    en: "Salama is open to everyone who wants banking on these principles, Muslim or not. Salama funds are kept apart from the bank's other business.",
    ny: "Salama ndi ya aliyense amene akufuna ntchito za banki zotsatira mfundo zimenezi, kaya ndi Msilamu kapena ayi. Ndalama za Salama zimasungidwa padera ndi ntchito zina za banki.",
  },
];

export const SALAMA_GROUPS: SalamaGroup[] = [
  {
    id: "accounts",
    query: "Salama Accounts",
    intro: {
      en: "Accounts that keep your money safe and, for savings, share the profit it earns instead of paying interest.",
      ny: "Akaunti zomwe zimasunga ndalama zanu motetezeka, ndipo pa savings, zimagawana phindu lomwe ndalamazo zapeza m'malo molipira chiwongola dzanja.",
    },
    products: [
      {
        name: { en: "Salama Current Account", ny: "Salama Current Account" },
        description: {
          en: "For everyday payments. Your money is held in safekeeping (wadiah) and is there whenever you need it.",
          ny: "Ya malipiro a tsiku ndi tsiku. Ndalama zanu zimasungidwa mosamala (wadiah) ndipo zimakhalapo nthawi iliyonse yomwe mukuzifuna.",
        },
        icon: "current",
      },
      {
        name: { en: "Salama Savings Account", ny: "Salama Savings Account" },
        description: {
          en: "Your savings are invested in lawful business and you receive an agreed share of the profit (mudarabah).",
          ny: "Ndalama zanu zimaikidwa mu bizinesi yololedwa ndipo mumalandira gawo la phindu lomwe tagwirizana (mudarabah).",
        },
        icon: "savings",
      },
    ],
  },
  {
    id: "financing",
    query: "Salama Financing",
    intro: {
      en: "Financing in which the bank buys or leases the asset you need and sells or rents it to you at a price agreed at the start.",
      ny: "Thandizo la ndalama momwe banki imagula kapena kubwereka katundu yemwe mukumufuna ndi kukugulitsani kapena kukubwereketsani pa mtengo womwe mwagwirizana poyambirira.",
    },
    products: [
      {
        name: { en: "Asset and vehicle financing", ny: "Thandizo logulira katundu ndi galimoto" },
        description: {
          en: "The bank buys the vehicle or equipment and sells it to you at an agreed price, paid in instalments (murabaha).",
          ny: "Banki imagula galimoto kapena zipangizo ndi kukugulitsani pa mtengo womwe mwagwirizana, womwe mumalipira pang'onopang'ono (murabaha).",
        },
        icon: "sme",
      },
      {
        name: { en: "Home financing", ny: "Thandizo logulira nyumba" },
        description: {
          en: "The bank owns the home and leases it to you; your payments buy it from the bank over the agreed term (ijarah).",
          ny: "Banki ndi mwini nyumba ndipo imakubwereketsani; malipiro anu amagula nyumbayo kuchokera ku banki pa nthawi yomwe mwagwirizana (ijarah).",
        },
        icon: "building",
      },
      {
        name: { en: "Trade financing", ny: "Thandizo la malonda" },
        description: {
          en: "Stock and goods for your business bought by the bank and sold on to you at an agreed mark-up.",
          ny: "Katundu wa bizinesi yanu amagulidwa ndi banki ndi kugulitsidwa kwa inu pa phindu lomwe mwagwirizana.",
        },
        icon: "trade",
      },
    ],
  },
];
