// The six digital banking screens (one route module serves them all). Facts only from the
// spec: over 5,000 agents (§9), the app's store listings (§2), and a USSD code for mobile
// banking whose value the spec does not give, so the copy never states one.
import type { Bilingual, PageIcon } from "./types.ts";

export type DigitalScreen = "fdhmobile" | "fdhbankpakhomo" | "wallet525" | "ufulu525" | "oneclick" | "posmachines";

export interface DigitalService {
  icon: PageIcon;
  /** What it is. */
  about: Bilingual[];
  features: Bilingual[];
  /** How to get it, in order. */
  steps: Bilingual[];
  /** Who it is for. */
  audience: Bilingual;
}

export const DIGITAL_SERVICES: Record<DigitalScreen, DigitalService> = {
  fdhmobile: {
    icon: "phone",
    about: [
      {
        en: "{P} Mobile is the bank's app for Android phones and iPhones. It puts your accounts in your pocket: check balances, move money and pay bills at any hour, without queuing at a branch.",
        ny: "{P} Mobile ndi pulogalamu ya banki ya pa mafoni a Android ndi a iPhone. Imakuthandizani kukhala ndi akaunti zanu m'thumba: kuona ndalama zanu, kusamutsa ndalama ndi kulipira mabilu nthawi iliyonse, osaima pa mzere ku nthambi.",
      },
      {
        en: "No smartphone? Mobile banking also works by USSD on any phone: ask at any branch or agent for the code and how to register.",
        ny: "Mulibe foni ya smartphone? Banki ya pa foni imagwiranso ntchito kudzera pa USSD pa foni iliyonse: funsani ku nthambi iliyonse kapena kwa agent kuti akupatseni code ndi njira yolembetsera.",
      },
    ],
    features: [
      { en: "Balances and statements of all your accounts", ny: "Kuona ndalama ndi masitatimenti a akaunti zanu zonse" },
      { en: "Transfers to your own and other people's accounts", ny: "Kusamutsa ndalama ku akaunti zanu ndi za anthu ena" },
      { en: "Bill payments and airtime", ny: "Kulipira mabilu ndi kugula airtime" },
      { en: "Send money to mobile wallets, including Wallet 525", ny: "Kutumiza ndalama ku ma wallet a pa foni, kuphatikizapo Wallet 525" },
      { en: "Block your card at once if it is lost", ny: "Kutseka khadi lanu nthawi yomweyo likasowa" },
    ],
    steps: [
      { en: "Download {P} Mobile from Google Play or the App Store.", ny: "Tsitsani {P} Mobile ku Google Play kapena ku App Store." },
      {
        en: "Register with your account number and the phone number you gave the bank.",
        ny: "Lembetsani pogwiritsa ntchito nambala ya akaunti yanu ndi nambala ya foni yomwe munapereka ku banki.",
      },
      {
        en: "Set your PIN and keep it to yourself. The bank will never ask you for it.",
        ny: "Khazikitsani PIN yanu ndipo ikhale chinsinsi chanu. Banki sidzakufunsani PIN yanu.",
      },
    ],
    audience: { en: "Every {P} Bank customer with a phone.", ny: "Kasitomala aliyense wa {P} Bank yemwe ali ndi foni." },
  },
  fdhbankpakhomo: {
    icon: "agent",
    about: [
      {
        en: "{P} Bank Pakhomo is our agent banking service. Shops and businesses in towns and villages across Malawi serve as bank agents, so you can bank close to home instead of travelling to a branch.",
        ny: "{P} Bank Pakhomo ndi ntchito yathu ya agent banking. Mashopu ndi mabizinesi a m'matauni ndi m'midzi m'dziko lonse la Malawi amagwira ntchito ngati ma agent a banki, kotero kuti mutha kuchita za banki pafupi ndi kwanu osayenda mtunda wautali kupita ku nthambi.",
      },
      {
        en: "There are over 5,000 {P} Bank Pakhomo agents across the country.",
        ny: "M'dziko lonse muli ma agent a {P} Bank Pakhomo oposa 5,000.",
      },
    ],
    features: [
      { en: "Cash deposits and withdrawals", ny: "Kuika ndi kutulutsa ndalama" },
      { en: "Balance enquiries", ny: "Kuona ndalama zomwe zili mu akaunti" },
      { en: "Bill payments", ny: "Kulipira mabilu" },
      { en: "Account opening", ny: "Kutsegula akaunti" },
    ],
    steps: [
      {
        en: "Look for the {P} Bank Pakhomo sign at a shop near you.",
        ny: "Yang'anani chizindikiro cha {P} Bank Pakhomo pa shopu yapafupi ndi inu.",
      },
      { en: "Bring your card or account number and your ID.", ny: "Tengani khadi lanu kapena nambala ya akaunti yanu ndi chiphaso chanu." },
      {
        en: "Keep the receipt the agent gives you for every transaction.",
        ny: "Sungani risiti yomwe agent akupatsani pa chilichonse chomwe mwachita.",
      },
    ],
    audience: {
      en: "Customers who live or work far from a branch, and shop owners who want to become agents.",
      ny: "Makasitomala okhala kapena ogwira ntchito kutali ndi nthambi, ndi eni mashopu omwe akufuna kukhala ma agent.",
    },
  },
  wallet525: {
    icon: "wallet",
    about: [
      {
        en: "Wallet 525 is the bank's mobile wallet: money kept on your phone number that you can send, receive and spend without a bank account.",
        ny: "Wallet 525 ndi wallet ya pa foni ya banki: ndalama zosungidwa pa nambala ya foni yanu zomwe mutha kutumiza, kulandira ndi kugwiritsa ntchito popanda akaunti ya banki.",
      },
    ],
    features: [
      { en: "Send money to any phone number", ny: "Kutumiza ndalama ku nambala iliyonse ya foni" },
      {
        en: "Receive money from {P} Bank accounts and other wallets",
        ny: "Kulandira ndalama kuchokera ku akaunti za {P} Bank ndi ma wallet ena",
      },
      { en: "Pay bills and buy airtime", ny: "Kulipira mabilu ndi kugula airtime" },
      { en: "Cash in and cash out at {P} Bank Pakhomo agents", ny: "Kuika ndi kutulutsa ndalama kwa ma agent a {P} Bank Pakhomo" },
    ],
    steps: [
      { en: "Visit a branch or an agent with your national ID.", ny: "Pitani ku nthambi kapena kwa agent ndi chiphaso chanu cha unzika." },
      { en: "Register your phone number for Wallet 525.", ny: "Lembetsani nambala ya foni yanu ku Wallet 525." },
      {
        en: "Set a secret PIN and start using your wallet.",
        ny: "Khazikitsani PIN yachinsinsi ndipo yambani kugwiritsa ntchito wallet yanu.",
      },
    ],
    audience: {
      en: "Anyone with a phone, whether or not they have a bank account.",
      ny: "Aliyense yemwe ali ndi foni, kaya ali ndi akaunti ya banki kapena ayi.",
    },
  },
  ufulu525: {
    icon: "freedom",
    about: [
      {
        en: "Ufulu 525 is a simple account you open and run from your phone, on any phone, without filling in forms at a branch. Ufulu means freedom: the freedom to bank wherever you are.",
        ny: "Ufulu 525 ndi akaunti yosavuta yomwe mumatsegula ndi kuyendetsa pa foni yanu, foni iliyonse, osadzaza mafomu ku nthambi. Dzina lake limatanthauza ufulu wochita za banki kulikonse komwe muli.",
      },
    ],
    features: [
      { en: "Open the account from your phone", ny: "Kutsegula akaunti pa foni yanu" },
      { en: "Works on any phone, not only smartphones", ny: "Imagwira ntchito pa foni iliyonse, osati ma smartphone okha" },
      { en: "Save, send and receive money", ny: "Kusunga, kutumiza ndi kulandira ndalama" },
      { en: "Deposit and withdraw at {P} Bank Pakhomo agents", ny: "Kuika ndi kutulutsa ndalama kwa ma agent a {P} Bank Pakhomo" },
    ],
    steps: [
      {
        en: "Ask at any branch or agent for the Ufulu 525 code.",
        ny: "Funsani ku nthambi iliyonse kapena kwa agent kuti akupatseni code ya Ufulu 525.",
      },
      {
        en: "Follow the steps on your phone with your national ID number.",
        ny: "Tsatirani njira zomwe zikubwera pa foni yanu ndi nambala ya chiphaso chanu cha unzika.",
      },
      { en: "Make a first deposit at an agent and start saving.", ny: "Ikani ndalama zoyambira kwa agent ndipo yambani kusunga." },
    ],
    audience: {
      en: "People opening their first bank account, and anyone who wants to bank without visiting a branch.",
      ny: "Anthu otsegula akaunti ya banki koyamba, ndi aliyense amene akufuna kuchita za banki osapita ku nthambi.",
    },
  },
  oneclick: {
    icon: "laptop",
    about: [
      {
        en: "OneClick is the bank's internet banking service. Individuals and businesses use it on a computer or a phone's browser to see their accounts and make payments safely.",
        ny: "OneClick ndi ntchito ya banki ya internet banking. Anthu ndi mabizinesi amaigwiritsa ntchito pa kompyuta kapena pa browser ya foni kuti aone akaunti zawo ndi kulipira motetezeka.",
      },
    ],
    features: [
      { en: "Balances, statements and transaction history", ny: "Kuona ndalama, masitatimenti ndi mbiri ya zomwe mwachita" },
      {
        en: "Transfers within the bank and to other banks in Malawi",
        ny: "Kusamutsa ndalama mu banki yomweyi ndi ku mabanki ena a m'Malawi",
      },
      { en: "Salary and supplier payments for businesses", ny: "Kulipira malipiro a antchito ndi ogulitsa katundu kwa mabizinesi" },
      { en: "Approval by more than one person for business payments", ny: "Kuvomereza malipiro a bizinesi ndi anthu oposa mmodzi" },
    ],
    steps: [
      { en: "Fill in the OneClick application form at your branch.", ny: "Dzazani fomu yofunsira OneClick ku nthambi yanu." },
      { en: "Receive your user name and first password.", ny: "Landirani dzina lolowera (user name) ndi password yoyamba." },
      { en: "Sign in, change your password and start banking.", ny: "Lowani, sinthani password yanu ndipo yambani kuchita za banki." },
    ],
    audience: { en: "Individuals, businesses and institutions.", ny: "Anthu, mabizinesi ndi mabungwe." },
  },
  posmachines: {
    icon: "pos",
    about: [
      {
        en: "Our point-of-sale (POS) machines let shops, restaurants, hotels, filling stations and other businesses take card payments. Your customers pay by card; the money goes into your {P} Bank account.",
        ny: "Makina athu a POS amathandiza mashopu, malesitilanti, mahotela, malo ogulitsa mafuta ndi mabizinesi ena kulandira malipiro a makhadi. Makasitomala anu amalipira ndi khadi; ndalamazo zimalowa mu akaunti yanu ya {P} Bank.",
      },
    ],
    features: [
      { en: "Take payments by debit and credit card", ny: "Kulandira malipiro a makhadi a debit ndi a credit" },
      { en: "Less cash kept on your premises", ny: "Ndalama zochepa zosungidwa pa malo a bizinesi yanu" },
      { en: "Payments paid into your {P} Bank account", ny: "Malipiro amalowa mu akaunti yanu ya {P} Bank" },
      { en: "A printed receipt for every sale", ny: "Risiti yosindikizidwa pa malonda aliwonse" },
    ],
    steps: [
      {
        en: "Open a {P} Bank business current account, if you do not have one.",
        ny: "Tsegulani akaunti ya bizinesi ya current ku {P} Bank, ngati mulibe.",
      },
      {
        en: "Apply for a POS machine at your branch with your business registration documents.",
        ny: "Funsirani makina a POS ku nthambi yanu ndi zikalata zolembetsera bizinesi yanu.",
      },
      {
        en: "Our staff install the machine and show you and your team how to use it.",
        ny: "Ogwira ntchito athu adzaika makinawo ndi kuphunzitsa inu ndi antchito anu momwe mungawagwiritsire ntchito.",
      },
    ],
    audience: {
      en: "Businesses of every size that sell to the public.",
      ny: "Mabizinesi ang'ono ndi akuluakulu omwe amagulitsa kwa anthu.",
    },
  },
};
