// Corporate and institutional banking (cib). Services in words: no rates, limits or fees.
import type { Bilingual, PageIcon } from "./types.ts";

export interface CibService {
  icon: PageIcon;
  title: Bilingual;
  description: Bilingual;
  items: Bilingual[];
}

export const CIB = {
  intro: [
    {
      en: "Corporate and Institutional Banking serves large companies, public bodies, non-governmental organisations, financial institutions and the Government of Malawi. Each client has a relationship manager who knows their business and brings in the bank's specialists when needed.",
      ny: "Gawo la Corporate and Institutional Banking limatumikira makampani akuluakulu, mabungwe a boma, mabungwe omwe si a boma (NGO), mabungwe a zachuma ndi Boma la Malawi. Kasitomala aliyense ali ndi relationship manager yemwe amadziwa bwino bizinesi yake ndipo amabweretsa akatswiri a banki pakafunika.",
    },
  ] satisfies Bilingual[],
  services: [
    {
      icon: "cash",
      title: { en: "Transactional banking", ny: "Transactional banking" },
      description: {
        en: "Accounts and payment services for the daily running of an organisation.",
        ny: "Akaunti ndi njira zolipirira zoyendetsera bungwe tsiku ndi tsiku.",
      },
      items: [
        {
          en: "Current and call accounts in kwacha and foreign currency",
          ny: "Akaunti za current ndi call mu kwacha ndi mu ndalama zakunja",
        },
        {
          en: "Bulk salary and supplier payments through OneClick",
          ny: "Kulipira malipiro a antchito ambiri ndi ogulitsa katundu kudzera pa OneClick",
        },
        { en: "Collection of payments from customers", ny: "Kulandira malipiro kuchokera kwa makasitomala" },
      ],
    },
    {
      icon: "sme",
      title: { en: "Lending", ny: "Ngongole" },
      description: {
        en: "Finance arranged around the client's cash flow and plans.",
        ny: "Ngongole yokonzedwa motsatira momwe ndalama za kasitomala zimayendera ndi mapulani ake.",
      },
      items: [
        { en: "Working capital finance and overdrafts", ny: "Ngongole za working capital ndi overdraft" },
        { en: "Asset financing for vehicles and equipment", ny: "Ngongole zogulira magalimoto ndi zipangizo (asset financing)" },
        {
          en: "Term loans and structured finance for larger projects",
          ny: "Ngongole za nthawi yaitali ndi structured finance za mapulojekiti akuluakulu",
        },
      ],
    },
    {
      icon: "trade",
      title: { en: "Trade finance", ny: "Trade finance" },
      description: {
        en: "Support for importers and exporters from order to payment.",
        ny: "Thandizo kwa ogula katundu kunja ndi ogulitsa kunja kuyambira pa oda mpaka kulipira.",
      },
      items: [
        { en: "Import and export letters of credit", ny: "Letters of credit za katundu wochokera ndi wopita kunja" },
        { en: "Bank guarantees and contract bonds", ny: "Zitsimikizo za banki ndi contract bonds" },
        { en: "Documentary collections", ny: "Documentary collections" },
      ],
    },
    {
      icon: "treasury",
      title: { en: "Treasury and markets", ny: "Treasury ndi misika" },
      description: {
        en: "Foreign exchange and investments handled by the bank's treasury dealers.",
        ny: "Kusinthana ndalama zakunja ndi kuika ndalama, zochitidwa ndi ogwira ntchito a treasury a banki.",
      },
      items: [
        { en: "Foreign exchange for trade and payments abroad", ny: "Kusinthana ndalama zakunja za malonda ndi zolipirira kunja" },
        { en: "Fixed and call deposits", ny: "Fixed deposit ndi call deposit" },
        { en: "Government of Malawi treasury bills and bonds", ny: "Treasury bills ndi bonds za Boma la Malawi" },
      ],
    },
  ] satisfies CibService[],
  contact: {
    en: "To talk to a relationship manager, call or write to the bank (see the contact page) or ask at any branch to be put in touch.",
    ny: "Kuti mulankhule ndi relationship manager, imbirani kapena lemberani banki (onani tsamba la kulumikizana nafe), kapena funsani ku nthambi iliyonse kuti akulumikizeni.",
  } satisfies Bilingual,
};
