import { MENU_NAMES_NY } from "#domain/navigation-names.ny.ts";
import type { Messages } from "./en.ts";

/**
 * Chichewa UI strings, typed by the English keys so a missing translation fails the type
 * check. Product names and legal terms stay as Malawian banks keep them (KYC, POS, REPO).
 */
export const ny: Messages = {
  skipToContent: "Pitani ku nkhani yaikulu",
  siteTabs: "Makampani a gulu",
  mainMenu: "Mndandanda waukulu",
  openMenu: "Tsegulani mndandanda",
  closeMenu: "Tsekani mndandanda",
  moreMenu: "Zina",
  moreIn: (category) => `Zina za ${category}`,
  language: "Chiyankhulo",
  chooseLanguage: "Sankhani chiyankhulo",
  currentLanguage: "chiyankhulo chomwe mukugwiritsa ntchito",
  loading: "Tikutsegula…",
  pageLoading: "Tikutsegula tsamba",
  footer: {
    companies: "Makampani athu",
    postalBox: "P.O. Box",
    followUs: "Titsatireni",
    getTheApp: "Tengani pulogalamu ya pa foni",
    android: "Itengeni pa Google Play",
    ios: "Itengeni pa App Store",
    quickLinks: "Maulalo ofunikira",
    rights: (year, group) => `© ${year} ${group}. Ufulu wonse ndi wotetezedwa.`,
    regulated: "{P} Bank plc imayang'aniridwa ndi Reserve Bank of Malawi.",
  },
  notFound: {
    title: "404 Page",
    heading: "Sitinapeze tsamba limeneli",
    body: "Mwina adiresi yalembedwa molakwika, kapena tsambalo lasamutsidwa. Maulalo awa angakuthandizeni:",
    home: "Pitani ku tsamba loyamba",
  },
  error: {
    title: "Pachitika vuto",
    body: "Sitinathe kuonetsa tsambali. Chonde yesaninso pakapita kanthawi.",
    reload: "Tsegulaninso tsambali",
  },
  preview: {
    label: "Chiwonetsero",
    body: "Izi sizinaikidwebe pa webusayiti: anthu ena sakuziona.",
  },
  search: {
    open: "Sakani",
    label: "Sakani pa webusayiti",
    close: "Tsekani kusaka",
    placeholder: "Ngongole, maakaunti, nthambi…",
    hint: "Lembani zilembo zochepa, sankhani ndi makiyi a mivi ndipo dinani Enter kuti mutsegule.",
    results: (count) => (count === 0 ? "Palibe zotsatira" : count === 1 ? "Zotsatira 1" : `Zotsatira ${count}`),
    noResults: "Sitinapeze kalikonse. Yesani mawu ena.",
    loading: "Tikutsegula kusaka…",
    snackbar: "Chatsopano: sakani pa webusayiti yonse",
    snackbarClose: "Tsekani uthengawu",
  },
  panels: {
    types: { Success: "Zatheka", Information: "Uthenga", Error: "Vuto", Warning: "Chenjezo" },
    close: "Tsekani",
    confirmQuestion: "Kodi mukutsimikiza kuti mukufuna kupitiriza?",
    proceed: "Pitirizani",
    cancel: "Lekani",
    update: "Sinthani",
  },
  live: {
    offline: "Simuli pa intaneti. Mukuona masamba ndi nkhani zosungidwa pa foni yanu; zisintha mukadzalumikizananso ndi intaneti.",
    lowStorage:
      "Malo osungira zinthu pa foni yanuyi atsala pang'ono kutha, choncho masamba sangasungidwe kuti muwerenge popanda intaneti. Chotsani zina kuti mupeze malo.",
  },
  screens: {
    home: { title: "Tsamba Loyamba", description: (site) => `${site}: ntchito, nkhani ndi momwe mungatipezere.` },
    loan: {
      title: "Chowerengera Ngongole",
      description: (site) => `Werengani ndalama zobweza pamwezi pa ngongole ndi chowerengera cha ${site}.`,
    },
    blog: { title: "Nkhani", description: (site) => `Nkhani ndi zilengezo zaposachedwa zochokera ku ${site}.` },
    blogView: { title: "Nkhani Yonse", description: (site) => `Nkhani yochokera ku ${site}.` },
    cares: { title: "Kuthandiza Anthu", description: (site) => `Momwe ${site} imathandizira madera a m'Malawi monse.` },
    shareholding: { title: "Umwini wa Magawo", description: (site) => `Eni ake a ${site}: omwe ali ndi magawo ndi kuchuluka kwake.` },
    contact: { title: "Lumikizanani Nafe", description: (site) => `Maadiresi, manambala a foni ndi ma imelo a ${site}.` },
    branches: { title: "Nthambi ndi ma ATM", description: (site) => `Pezani nthambi ndi ma ATM a ${site} m'Malawi monse.` },
    team: { title: "Akuluakulu a Kampani", description: (site) => `Akuluakulu omwe amayendetsa ${site}.` },
    board: { title: "Bungwe la Oyang'anira", description: (site) => `Bungwe la oyang'anira la ${site}.` },
    investorRelations: {
      title: "Zokhudza Oika Ndalama",
      description: (site) => `Malipoti a zachuma, malipoti apachaka ndi zidziwitso za ${site}.`,
    },
    aboutus: { title: "Za Ife", description: (site) => `Ndife yani: mbiri, masomphenya ndi mfundo za ${site}.` },
    bankaccounts: {
      title: "Maakaunti a Banki",
      description: (site) => `Maakaunti osungira ndalama, a current, a fixed deposit ndi a diaspora ku ${site}.`,
    },
    savingsaccount: {
      title: "Akaunti Yosungira Ndalama",
      description: (site) => `Sungani ndalama ndi ${site} ndipo mupeze chiwongola dzanja.`,
    },
    bankproducts: {
      title: "Ntchito za Banki",
      description: (site) => `Ntchito za banki za anthu, mabizinesi, pa foni ndi zoika ndalama ku ${site}.`,
    },
    cib: {
      title: "Banki ya Makampani ndi Mabungwe",
      description: (site) => `Ntchito za banki za makampani, mabungwe ndi boma kuchokera ku ${site}.`,
    },
    salama: { title: "Salama Banking", description: (site) => `Salama banking ya ${site}: banki yotsatira mfundo za Chisilamu.` },
    fdhmobile: { title: "{P} Mobile", description: (site) => `Gwiritsani ntchito banki pa foni yanu ndi pulogalamu ya ${site}.` },
    fdhbankpakhomo: {
      title: "{P} Bank Pakhomo",
      description: (site) => `Ntchito za banki pafupi ndi kwanu kudzera mwa ma agent a ${site}.`,
    },
    wallet525: { title: "Wallet 525", description: (site) => `Wallet 525: chikwama cha ndalama pa foni cha ${site}.` },
    ufulu525: { title: "Ufulu 525", description: (site) => `Ufulu 525: banki pa foni iliyonse ndi ${site}.` },
    oneclick: { title: "OneClick", description: (site) => `OneClick: banki pa intaneti ya ${site}.` },
    posmachines: { title: "Makina a POS", description: (site) => `Landirani malipiro a makhadi m'sitolo yanu ndi makina a POS a ${site}.` },
    cards: { title: "Makhadi", description: (site) => `Makhadi a debit a gold, platinum ndi standard ochokera ku ${site}.` },
    amayiatakateloan: {
      title: "Ngongole ya Amayi Atakate",
      description: (site) => `Ngongole ya Amayi Atakate ya amayi ochita bizinesi, yochokera ku ${site}.`,
    },
    personalAndbusinessbanking: { title: "Ngongole", description: (site) => `Ngongole za anthu ndi za mabizinesi zochokera ku ${site}.` },
    exchangeRates: {
      title: "Mitengo ndi Zolipiritsa",
      description: (site) => `Mitengo ya ndalama zakunja ya lero, mitengo ya banki ndi zolipiritsa ku ${site}.`,
    },
    documents: { title: "Zikalata", description: (site) => `Mbiri ya kampani, timabuku ndi zikalata zotsegulira akaunti za ${site}.` },
    kyc: { title: "Zikalata za KYC", description: (site) => `Tsitsani mafomu a KYC ndipo tumizani zikalata zanu za KYC ku ${site}.` },
    faqs: {
      title: "Mafunso Ofunsidwa Kawirikawiri",
      description: (site) => `Mayankho a mafunso omwe anthu amafunsa kawirikawiri okhudza ${site}.`,
    },
    services: { title: "Ntchito Zathu", description: (site) => `Ntchito zomwe ${site} imapereka.` },
    locations: { title: "Malo Athu", description: (site) => `Komwe mungapeze ${site} ndi anzathu otumiza ndalama.` },
    tariffs: { title: "Mitengo ndi Zolipiritsa", description: (site) => `Mitengo ya ndalama zakunja ndi zolipiritsa ku ${site}.` },
    openaccount: {
      title: "Tsegulani Akaunti",
      description: (site) =>
        `Tsegulani akaunti ya ${site} pa foni yanu: sankhani akaunti, tsimikizirani nambala yanu, lembani zambiri zanu ndi kuika zikalata.`,
    },
    complaints: { title: "Madandaulo", description: (site) => `Madandaulo ku ${site}.` },
    fraud: {
      title: "Chenjerani ndi Chinyengo",
      description: (site) => `${site} sidzakufunsani PIN: chinyengo chofala, ndi mmene mungachidziwitsire.`,
    },
    complaintEscalation: {
      title: "Kukweza Dandaulo",
      description: (site) => `Dandaulo limene ${site} sinathetse: kuunikanso, kenako Reserve Bank.`,
    },
  },
  menu: MENU_NAMES_NY,
};
