// The services of First Discount House and FDH Properties (one `services` screen serves both).
// The `?type=` values are spec §2's. Facts only from the spec: FDH Properties manages over 100
// tenancies. No rates, returns or fees.
import type { Bilingual, PageIcon } from "./types.ts";

export type DiscountServiceId = "repo" | "reverseRepo" | "educationFund" | "gratuityFund" | "retirementReserves";
export type PropertyServiceId = "management" | "advisory" | "development" | "valuations" | "projectManagement";

export interface Service<Id extends string = string> {
  id: Id;
  /** The `?type=` value of spec §2. */
  query: string;
  icon: PageIcon;
  title: Bilingual;
  summary: Bilingual;
  /** What the service includes, one line each. */
  points: Bilingual[];
  audience: Bilingual;
}

export const DISCOUNT_HOUSE_INTRO: Bilingual = {
  en: "First Discount House invests in Malawi's money market and government securities, and offers ways for institutions, employers and families to put money to work safely.",
  ny: "First Discount House imaika ndalama mu msika wa ndalama wa Malawi ndi mu zikalata za ngongole za boma, ndipo imapereka njira zoti mabungwe, olemba anthu ntchito ndi mabanja aike ndalama zawo motetezeka kuti zibale phindu.",
};

export const DISCOUNT_HOUSE_SERVICES: Service<DiscountServiceId>[] = [
  {
    id: "repo",
    query: "Repurchase Agreement (REPO)",
    icon: "treasury",
    title: { en: "Repurchase Agreement (REPO)", ny: "Repurchase Agreement (REPO)" },
    summary: {
      en: "A short-term investment secured by government securities. You buy securities from us and we agree to buy them back on a set date at a set price, so you know your return from the start.",
      ny: "Njira yoika ndalama kwa nthawi yochepa yotetezedwa ndi zikalata za ngongole za boma. Mumagula zikalatazo kwa ife ndipo timagwirizana kuti tidzazigulanso pa tsiku ndi pa mtengo womwe tagwirizana, kotero kuti mumadziwa phindu lanu kuyambira pachiyambi.",
    },
    points: [
      { en: "Backed by Government of Malawi securities", ny: "Yotetezedwa ndi zikalata za ngongole za Boma la Malawi" },
      { en: "Terms from a few days to several months", ny: "Nthawi yoyambira masiku ochepa mpaka miyezi ingapo" },
      { en: "The return is agreed before you invest", ny: "Phindu limagwirizanidwa musanaike ndalama" },
    ],
    audience: {
      en: "Companies, institutions and individuals with money they will not need for a short while.",
      ny: "Makampani, mabungwe ndi anthu omwe ali ndi ndalama zomwe sazifuna kwa kanthawi kochepa.",
    },
  },
  {
    id: "reverseRepo",
    query: "Reverse Repurchase Order (Reverse REPO)",
    icon: "exchange",
    title: { en: "Reverse Repurchase Order (Reverse REPO)", ny: "Reverse Repurchase Order (Reverse REPO)" },
    summary: {
      en: "Short-term funding against your securities. We buy eligible securities from you and you agree to buy them back on a set date at a set price, so you raise cash without selling your investments for good.",
      ny: "Ndalama za nthawi yochepa zotengera zikalata zanu za ngongole (securities). Timagula zikalata zoyenera kuchokera kwa inu ndipo mumavomereza kuzigulanso pa tsiku ndi pa mtengo womwe tagwirizana, kotero kuti mumapeza ndalama osagulitsiratu zomwe munaika.",
    },
    points: [
      {
        en: "Cash when you need it, secured by securities you hold",
        ny: "Ndalama pa nthawi yomwe mukuzifuna, zotetezedwa ndi zikalata zomwe muli nazo",
      },
      { en: "You keep your investment for the long term", ny: "Zomwe munaika zimakhalabe zanu kwa nthawi yaitali" },
      { en: "Clear terms agreed at the start", ny: "Mgwirizano womveka kuyambira pachiyambi" },
    ],
    audience: {
      en: "Banks, institutions and companies that hold government securities and need short-term cash.",
      ny: "Mabanki, mabungwe ndi makampani omwe ali ndi zikalata za ngongole za boma ndipo akufuna ndalama kwa nthawi yochepa.",
    },
  },
  {
    id: "educationFund",
    query: "Education Fund",
    icon: "education",
    title: { en: "Education Fund", ny: "Education Fund (Thumba la Maphunziro)" },
    summary: {
      en: "Save a little at a time towards your children's school and college fees. Your savings are invested in the money market and are there when the fees fall due.",
      ny: "Sungani pang'onopang'ono ndalama za sukulu ndi za koleji za ana anu. Ndalama zanu zimaikidwa mu msika wa ndalama ndipo zimakhalapo nthawi yolipira sukulu ikakwana.",
    },
    points: [
      { en: "Regular or one-off contributions", ny: "Mutha kuika ndalama nthawi ndi nthawi kapena kamodzi" },
      { en: "Money set aside for education only", ny: "Ndalama zosungidwa za maphunziro okha" },
      { en: "Statements that show how the fund is growing", ny: "Masitatimenti osonyeza momwe thumba lanu likukulira" },
    ],
    audience: {
      en: "Parents and guardians planning for school fees.",
      ny: "Makolo ndi osamalira ana omwe akukonzekera ndalama za sukulu.",
    },
  },
  {
    id: "gratuityFund",
    query: "Gratuity Fund",
    icon: "handshake",
    title: { en: "Gratuity Fund", ny: "Gratuity Fund (Thumba la Gratuity)" },
    summary: {
      en: "Employers set aside their staff's gratuity as it builds up, so the money is ready when a contract ends, instead of being found all at once.",
      ny: "Olemba anthu ntchito amasunga ndalama za gratuity za antchito awo pang'onopang'ono, kotero kuti ndalamazo zimakhala zokonzeka pangano la ntchito likatha, m'malo mozifunafuna nthawi imodzi.",
    },
    points: [
      { en: "Contributions invested until they are paid out", ny: "Ndalama zoikidwa zimabala phindu mpaka nthawi yozipereka" },
      { en: "Kept apart from the employer's working capital", ny: "Zimasungidwa padera ndi ndalama zoyendetsera bizinesi" },
      { en: "Reports for the employer's records", ny: "Malipoti a zolemba za olemba ntchito" },
    ],
    audience: {
      en: "Employers with staff on contracts that earn gratuity.",
      ny: "Olemba anthu ntchito omwe ali ndi antchito a pangano omwe amalandira gratuity.",
    },
  },
  {
    id: "retirementReserves",
    query: "Retirement Reserves Plan",
    icon: "retirement",
    title: { en: "Retirement Reserves Plan", ny: "Retirement Reserves Plan (Ndondomeko Yosungira ya Penshoni)" },
    summary: {
      en: "Build savings for the years after work, on top of any pension you have, with contributions that suit your income.",
      ny: "Sungani ndalama za zaka zomwe mudzapume pa ntchito, kuwonjezera pa penshoni iliyonse yomwe muli nayo, poika ndalama mogwirizana ndi zomwe mumapeza.",
    },
    points: [
      { en: "Contributions as often as suits you", ny: "Mumaika ndalama nthawi zomwe zikukuyenererani" },
      { en: "Savings invested for the long term", ny: "Ndalama zimaikidwa kwa nthawi yaitali" },
      { en: "For employees, the self-employed and business owners", ny: "Ya antchito, odzilemba okha ntchito ndi eni mabizinesi" },
    ],
    audience: { en: "Anyone planning for retirement.", ny: "Aliyense amene akukonzekera nthawi yopuma pa ntchito." },
  },
];

export const PROPERTIES_INTRO: Bilingual = {
  en: "{P} Properties looks after property from the first plan to the day-to-day running of a building. Today we manage over 100 tenancies.",
  ny: "{P} Properties imasamalira nyumba ndi malo kuyambira pa pulani yoyamba mpaka kuyendetsa nyumba tsiku ndi tsiku. Lero tikuyang'anira mapangano a lendi (tenancies) oposa 100.",
};

export const PROPERTY_SERVICES: Service<PropertyServiceId>[] = [
  {
    id: "management",
    query: "Property Management",
    icon: "key",
    title: { en: "Property Management", ny: "Kuyang'anira Nyumba ndi Malo (Property Management)" },
    summary: {
      en: "We run your property for you: finding tenants, collecting rent, arranging repairs and reporting to you. We manage over 100 tenancies in offices, shops and homes.",
      ny: "Timakuyendetserani nyumba zanu: kupeza obwereka, kutolera lendi, kukonza zowonongeka ndi kukupatsani malipoti. Timayang'anira mapangano a lendi oposa 100 a maofesi, mashopu ndi nyumba zogona.",
    },
    points: [
      { en: "Tenant selection and lease agreements", ny: "Kusankha obwereka ndi mapangano a lendi" },
      { en: "Rent collection and regular statements", ny: "Kutolera lendi ndi masitatimenti a nthawi ndi nthawi" },
      { en: "Maintenance and repairs", ny: "Kukonza ndi kusamalira nyumba" },
    ],
    audience: { en: "Owners of homes, offices and shops.", ny: "Eni nyumba zogona, maofesi ndi mashopu." },
  },
  {
    id: "advisory",
    query: "Property Advisory",
    icon: "advice",
    title: { en: "Property Advisory", ny: "Malangizo pa Nyumba ndi Malo (Property Advisory)" },
    summary: {
      en: "Independent advice before you buy, sell, lease or build, so that your decisions rest on sound facts about the property and the market.",
      ny: "Malangizo osakondera musanagule, kugulitsa, kubwereketsa kapena kumanga, kuti zisankho zanu zikhazikike pa zoona zenizeni za nyumbayo ndi za msika.",
    },
    points: [
      { en: "Advice on buying, selling and leasing", ny: "Malangizo pa kugula, kugulitsa ndi kubwereketsa" },
      { en: "Feasibility studies for new developments", ny: "Kafukufuku woona ngati ntchito yomanga yatsopano ingatheke" },
      { en: "Advice on the best use of land and buildings", ny: "Malangizo a momwe mungagwiritsire bwino ntchito malo ndi nyumba" },
    ],
    audience: { en: "Owners, investors, companies and institutions.", ny: "Eni nyumba, oika ndalama, makampani ndi mabungwe." },
  },
  {
    id: "development",
    query: "Property Development",
    icon: "building",
    title: { en: "Property Development", ny: "Kumanga Nyumba ndi Kukonza Malo (Property Development)" },
    summary: {
      en: "We develop property from an empty plot or an old building to a finished home, office or shop that is ready to let.",
      ny: "Timamanga kuyambira pa malo opanda kanthu kapena nyumba yakale mpaka nyumba yogona, ofesi kapena shopu yomalizidwa yokonzeka kubwereketsa.",
    },
    points: [
      { en: "Site, design and approvals", ny: "Malo, mapulani ndi zilolezo" },
      { en: "Building for the {P} group and for partners", ny: "Kumangira gulu la {P} ndi anzathu omwe timagwira nawo ntchito" },
      { en: "Letting the finished property", ny: "Kubwereketsa nyumba ikamalizidwa" },
    ],
    audience: { en: "Landowners and investors who want to build.", ny: "Eni malo ndi oika ndalama omwe akufuna kumanga." },
  },
  {
    id: "valuations",
    query: "Property Valuations",
    icon: "valuation",
    title: { en: "Property Valuations", ny: "Kuyesa Mtengo wa Nyumba ndi Malo (Property Valuations)" },
    summary: {
      en: "Written valuations of land and buildings by qualified valuers, for sales, loans, insurance and financial reports.",
      ny: "Malipoti olembedwa a mtengo wa malo ndi nyumba opangidwa ndi akatswiri oyesa mtengo, a ntchito zogulitsa, za ngongole, za inshuwaransi ndi za malipoti a zachuma.",
    },
    points: [
      { en: "Valuations for buying and selling", ny: "Kuyesa mtengo pogula ndi pogulitsa" },
      { en: "Valuations for mortgages and loan security", ny: "Kuyesa mtengo wa ngongole za nyumba ndi wa chikole" },
      { en: "Valuations for insurance and company accounts", ny: "Kuyesa mtengo wa inshuwaransi ndi wa malipoti a makampani" },
    ],
    audience: {
      en: "Owners, buyers, lenders, insurers and companies.",
      ny: "Eni nyumba, ogula, obwereketsa ngongole, makampani a inshuwaransi ndi makampani ena.",
    },
  },
  {
    id: "projectManagement",
    query: "Project Management",
    icon: "clipboard",
    title: { en: "Project Management", ny: "Kuyang'anira Ntchito Zomanga (Project Management)" },
    summary: {
      en: "We manage building works on your behalf, so that your project is finished on time, within budget and to the agreed standard.",
      ny: "Timakuyang'anirani ntchito zomanga m'malo mwanu, kuti pulojekiti yanu ithe pa nthawi yake, mogwirizana ndi bajeti ndi mulingo womwe munagwirizana.",
    },
    points: [
      { en: "Budgets, schedules and contractor selection", ny: "Bajeti, ndondomeko ya nthawi ndi kusankha makontrakitala" },
      { en: "Site supervision and quality checks", ny: "Kuyang'anira malo omangira ndi kuona ubwino wa ntchito" },
      { en: "Regular progress reports to the owner", ny: "Malipoti a nthawi ndi nthawi kwa mwini pulojekiti" },
    ],
    audience: {
      en: "Anyone building or renovating a home, office or commercial building.",
      ny: "Aliyense amene akumanga kapena kukonzanso nyumba yogona, ofesi kapena nyumba ya malonda.",
    },
  },
];
