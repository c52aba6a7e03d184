// Who each group company is, what it does, and its vision, mission and values. `{P}` is the
// group's short name (ADR 003). Figures only from the spec: the bank's listing date, the
// agent network of over 5,000, and FDH Properties' 2017 start and over 100 tenancies.
import type { SiteId } from "#domain/site.ts";
import { BANK_LISTING_DATE } from "./shareholding.ts";
import type { Bilingual, Fact } from "./types.ts";

export interface AboutCopy {
  image: { src: string; alt: Bilingual };
  /** Who the company is. */
  intro: Bilingual[];
  /** What it does, one line each. */
  whatWeDo: Bilingual[];
  facts: Fact[];
  vision: Bilingual;
  mission: Bilingual;
}

export interface CompanyValue {
  name: Bilingual;
  text: Bilingual;
}

/** The values the whole group shares. */
export const GROUP_VALUES: CompanyValue[] = [
  {
    name: { en: "Integrity", ny: "Kukhulupirika" },
    text: {
      en: "We are honest and open, and we do what we say.",
      ny: "Timanena zoona, timachita zinthu poyera, ndipo timakwaniritsa zomwe tinalonjeza.",
    },
  },
  {
    name: { en: "Customer first", ny: "Kasitomala choyamba" },
    text: {
      en: "We listen, serve with respect and keep our service simple.",
      ny: "Timamvetsera, timatumikira mwaulemu ndipo timapanga ntchito zathu kukhala zosavuta.",
    },
  },
  {
    name: { en: "Teamwork", ny: "Kugwira ntchito limodzi" },
    text: {
      en: "We work as one group, across our companies and with our communities.",
      ny: "Timagwira ntchito ngati gulu limodzi, pakati pa makampani athu komanso ndi madera athu.",
    },
  },
  {
    name: { en: "Innovation", ny: "Luso latsopano" },
    text: {
      en: "We find better, simpler ways to bring financial services to every Malawian.",
      ny: "Timafufuza njira zabwino ndi zosavuta zobweretsera ntchito za zachuma kwa Amalawi onse.",
    },
  },
  {
    name: { en: "Excellence", ny: "Kuchita bwino kwambiri" },
    text: {
      en: "We aim for work done right the first time, every time.",
      ny: "Timayesetsa kuchita ntchito moyenera kuyambira pachiyambi, nthawi zonse.",
    },
  },
];

export interface Subsidiary {
  site: Exclude<SiteId, "holding">;
  summary: Bilingual;
}

/** The holding company's four subsidiaries, for its about page. */
export const SUBSIDIARIES: Subsidiary[] = [
  {
    site: "bank",
    summary: {
      en: "Retail, business, corporate and digital banking through branches, agents, FDH Mobile and internet banking; listed on the Malawi Stock Exchange.",
      ny: "Ntchito za banki kwa anthu, mabizinesi, makampani ndi pa foni kudzera m'nthambi, ma agent, FDH Mobile ndi internet banking; ili pa Malawi Stock Exchange.",
    },
  },
  {
    site: "moneyBureau",
    summary: {
      en: "Foreign currency exchange and international money transfers.",
      ny: "Kusinthana ndalama zakunja ndi kutumiza kapena kulandira ndalama kuchokera kunja.",
    },
  },
  {
    site: "discountHouse",
    summary: {
      en: "Money market and investment services: REPO and Reverse REPO deals, education, gratuity and retirement funds.",
      ny: "Ntchito za msika wa ndalama ndi zoika ndalama: REPO ndi Reverse REPO, komanso matumba a maphunziro, gratuity ndi penshoni.",
    },
  },
  {
    site: "properties",
    summary: {
      en: "Property management, advisory, development, valuations and project management.",
      ny: "Kuyang'anira nyumba ndi malo, malangizo, kumanga, kuyesa mtengo wa nyumba ndi malo, ndi kuyang'anira ntchito zomanga.",
    },
  },
];

const image = (name: string, alt: Bilingual) => ({ src: `/content/images/${name}.svg`, alt });

export const ABOUT: Record<SiteId, AboutCopy> = {
  holding: {
    image: image("about-holding", {
      en: "Illustration of an office building in front of green hills",
      ny: "Chithunzi cha nyumba ya maofesi kutsogolo kwa mapiri obiriwira",
    }),
    intro: [
      {
        en: "{P} Financial Holdings Limited is a Malawian financial services group. As the holding company, it owns and guides the group's four companies, sets the group's strategy and standards of governance, and makes sure each company serves its customers well.",
        ny: "{P} Financial Holdings Limited ndi gulu la makampani a zachuma la ku Malawi. Monga kampani yaikulu, ndi mwini wa makampani anayi a gululi, imakonza ndondomeko ndi malamulo oyendetsera gulu lonse, ndipo imaonetsetsa kuti kampani iliyonse ikutumikira bwino makasitomala ake.",
      },
      {
        en: "Together the group's companies offer banking, currency exchange and money transfers, money market investments and property services to individuals, businesses, institutions and government across Malawi.",
        ny: "Pamodzi, makampani a gululi amapereka ntchito za banki, kusinthana ndalama zakunja ndi kutumiza ndalama, kuika ndalama pa msika wa ndalama, ndi ntchito za nyumba ndi malo kwa anthu, mabizinesi, mabungwe ndi boma m'dziko lonse la Malawi.",
      },
    ],
    whatWeDo: [
      { en: "Owns and oversees the group's four subsidiaries", ny: "Ndi mwini ndi woyang'anira makampani anayi a gululi" },
      {
        en: "Sets the group's strategy, risk and governance standards",
        ny: "Imakonza ndondomeko, kasamalidwe ka ziopsezo ndi malamulo oyendetsera gulu",
      },
      {
        en: "Supports communities through {P} Cares, the group's social programme",
        ny: "Imathandiza madera kudzera mu {P} Cares, ndondomeko ya gulu yothandiza anthu",
      },
    ],
    facts: [
      { value: { en: "4", ny: "4" }, label: { en: "subsidiaries", ny: "makampani omwe ili nawo (subsidiaries)" } },
      {
        date: BANK_LISTING_DATE,
        label: { en: "{P} Bank plc listed on the Malawi Stock Exchange", ny: "{P} Bank plc inalowa pa Malawi Stock Exchange" },
      },
    ],
    vision: {
      en: "To be Malawi's leading home-grown financial services group.",
      ny: "Kukhala gulu lotsogola la makampani a zachuma lobadwira m'Malawi momwe muno.",
    },
    mission: {
      en: "To bring simple, reliable financial services within reach of every Malawian, and to grow lasting value for our customers, shareholders, staff and communities.",
      ny: "Kubweretsa ntchito za zachuma zosavuta ndi zodalirika pafupi ndi Mmalawi aliyense, ndi kukulitsa phindu lokhalitsa kwa makasitomala, eni magawo, ogwira ntchito ndi madera athu.",
    },
  },
  bank: {
    image: image("about-bank", {
      en: "Illustration of a bank card, coins and a mobile phone",
      ny: "Chithunzi cha khadi la banki, ndalama zachitsulo ndi foni ya m'manja",
    }),
    intro: [
      {
        en: "{P} Bank plc is a Malawian commercial bank serving individuals, small and large businesses, institutions and government. It is a public company listed on the Malawi Stock Exchange and part of the {P} Financial Holdings group.",
        ny: "{P} Bank plc ndi banki ya malonda ya ku Malawi yomwe imatumikira anthu, mabizinesi ang'ono ndi akuluakulu, mabungwe ndi boma. Ndi kampani ya public yomwe ili pa Malawi Stock Exchange, ndipo ndi imodzi mwa makampani a gulu la {P} Financial Holdings.",
      },
      {
        en: "Customers bank with us at our branches and ATMs, through over 5,000 {P} Bank Pakhomo agents, and on their phones and computers with {P} Mobile and OneClick.",
        ny: "Makasitomala amachita za banki nafe ku nthambi ndi ku ma ATM athu, kudzera mwa ma agent a {P} Bank Pakhomo oposa 5,000, komanso pa mafoni ndi makompyuta awo ndi {P} Mobile ndi OneClick.",
      },
    ],
    whatWeDo: [
      {
        en: "Savings, current, fixed deposit and diaspora accounts",
        ny: "Akaunti za savings, current, Fixed Deposit ndi za a Malawi okhala kunja (Diaspora)",
      },
      {
        en: "Personal, business and SME loans, including Amayi Atakate",
        ny: "Ngongole za anthu, mabizinesi ndi ma SME, kuphatikizapo Amayi Atakate",
      },
      {
        en: "Corporate and institutional banking, trade finance and treasury",
        ny: "Ntchito za banki kwa makampani ndi mabungwe, trade finance ndi treasury",
      },
      {
        en: "Digital banking: {P} Mobile, Wallet 525, Ufulu 525, OneClick and POS",
        ny: "Banki pa foni ndi intaneti: {P} Mobile, Wallet 525, Ufulu 525, OneClick ndi POS",
      },
      { en: "Salama banking, run on Islamic banking principles", ny: "Salama banking, yotsatira mfundo za banki ya Chisilamu" },
    ],
    facts: [
      { date: BANK_LISTING_DATE, label: { en: "listed on the Malawi Stock Exchange", ny: "inalowa pa Malawi Stock Exchange" } },
      { value: { en: "Over 5,000", ny: "Oposa 5,000" }, label: { en: "agents across Malawi", ny: "ma agent m'dziko lonse" } },
    ],
    vision: {
      en: "To be the bank of choice for every Malawian, wherever they live and work.",
      ny: "Kukhala banki yosankhidwa ndi Mmalawi aliyense, kulikonse komwe akukhala ndi kugwira ntchito.",
    },
    mission: {
      en: "To offer banking that is simple, safe and close to our customers, and to help households and businesses grow.",
      ny: "Kupereka ntchito za banki zosavuta, zotetezeka ndi zopezeka pafupi ndi makasitomala athu, ndi kuthandiza mabanja ndi mabizinesi kupita patsogolo.",
    },
  },
  moneyBureau: {
    image: image("about-money-bureau", {
      en: "Illustration of a globe with arrows for currency exchange",
      ny: "Chithunzi cha dziko lapansi ndi mivi yosonyeza kusinthana ndalama",
    }),
    intro: [
      {
        en: "{P} Money Bureau Limited buys and sells foreign currency and pays out and sends international money transfers. It is part of the {P} Financial Holdings group.",
        ny: "{P} Money Bureau Limited imagula ndi kugulitsa ndalama zakunja, komanso imalipira ndi kutumiza ndalama zochokera kapena zopita kunja. Ndi imodzi mwa makampani a gulu la {P} Financial Holdings.",
      },
      {
        en: "Travellers, students, families receiving money from relatives abroad and businesses that pay suppliers outside Malawi use our bureaus, including those at the international airports.",
        ny: "Apaulendo, ophunzira, mabanja omwe amalandira ndalama kuchokera kwa achibale awo akunja, ndi mabizinesi omwe amalipira ogulitsa akunja amagwiritsa ntchito ma bureau athu, kuphatikizapo omwe ali ku ma bwalo a ndege a mayiko.",
      },
    ],
    whatWeDo: [
      {
        en: "Buying and selling of major foreign currencies at posted rates",
        ny: "Kugula ndi kugulitsa ndalama zakunja zodziwika pa mitengo yolengezedwa",
      },
      {
        en: "Receiving and sending money through international transfer partners",
        ny: "Kulandira ndi kutumiza ndalama kudzera mwa anzathu otumiza ndalama padziko lonse",
      },
      {
        en: "Foreign currency for travel, study and medical treatment abroad",
        ny: "Ndalama zakunja zapaulendo, za maphunziro ndi za chithandizo cha mankhwala kunja",
      },
    ],
    facts: [
      { value: { en: "7", ny: "7" }, label: { en: "international money transfer partners", ny: "anzathu otumiza ndalama padziko lonse" } },
    ],
    vision: {
      en: "To be the most trusted place in Malawi to exchange and transfer money.",
      ny: "Kukhala malo odalirika kwambiri m'Malawi osinthana ndi kutumiza ndalama.",
    },
    mission: {
      en: "To give fair, clear rates and quick, safe transfers, with friendly service at every bureau.",
      ny: "Kupereka mitengo yachilungamo ndi yomveka, kutumiza ndalama mwachangu ndi motetezeka, ndi kutumikira mwaubwenzi ku bureau iliyonse.",
    },
  },
  discountHouse: {
    image: image("about-discount-house", {
      en: "Illustration of rising bars and a calendar",
      ny: "Chithunzi cha mizere yokwera ndi kalendala",
    }),
    intro: [
      {
        en: "First Discount House Limited is a money market and investment company. It trades in government and other securities, and helps institutions, employers and families invest their money safely for the short and long term. It is part of the {P} Financial Holdings group.",
        ny: "First Discount House Limited ndi kampani ya msika wa ndalama ndi yoika ndalama. Imachita malonda a zikalata za ngongole za boma ndi zina (securities), ndipo imathandiza mabungwe, olemba anthu ntchito ndi mabanja kuika ndalama zawo motetezeka kwa nthawi yochepa kapena yaitali. Ndi imodzi mwa makampani a gulu la {P} Financial Holdings.",
      },
    ],
    whatWeDo: [
      { en: "Repurchase agreements (REPO) and reverse repurchase agreements (Reverse REPO)", ny: "Mapangano a REPO ndi Reverse REPO" },
      { en: "The Education Fund, for school and college fees", ny: "Education Fund, thumba losungira ndalama za sukulu ndi za koleji" },
      {
        en: "The Gratuity Fund, for employers' gratuity obligations",
        ny: "Gratuity Fund, thumba la olemba ntchito losungira ndalama za gratuity",
      },
      {
        en: "The Retirement Reserves Plan, for saving towards retirement",
        ny: "Retirement Reserves Plan, ndondomeko yosungira ndalama za nthawi yopuma pa ntchito",
      },
    ],
    facts: [{ value: { en: "5", ny: "5" }, label: { en: "investment services", ny: "ntchito zoika ndalama" } }],
    vision: {
      en: "To be Malawi's first choice for money market and investment services.",
      ny: "Kukhala kampani yoyamba kusankhidwa m'Malawi pa ntchito za msika wa ndalama ndi zoika ndalama.",
    },
    mission: {
      en: "To keep our clients' money safe, working and within reach, with clear advice and honest dealing.",
      ny: "Kusunga ndalama za makasitomala athu motetezeka, kuzipangitsa kuti zibale phindu ndi kupezeka nthawi yomwe akuzifuna, ndi malangizo omveka komanso kuchita zinthu mokhulupirika.",
    },
  },
  properties: {
    image: image("about-properties", {
      en: "Illustration of a house and an office block",
      ny: "Chithunzi cha nyumba yogona ndi nyumba ya maofesi",
    }),
    intro: [
      {
        en: "{P} Properties Limited was established in 2017 to manage and develop property for the {P} group and for other owners. Today it manages over 100 tenancies in offices, shops and homes.",
        ny: "{P} Properties Limited inakhazikitsidwa mu 2017 kuti iziyang'anira ndi kukonza nyumba ndi malo a gulu la {P} komanso a eni ena. Lero ikuyang'anira mapangano a lendi (tenancies) oposa 100 a maofesi, mashopu ndi nyumba zogona.",
      },
      {
        en: "Owners, tenants, investors and lenders come to us for property management, advice, development, valuations and project management. It is part of the {P} Financial Holdings group.",
        ny: "Eni nyumba, obwereka, oika ndalama ndi obwereketsa ngongole amabwera kwa ife kuti tiwayang'anire nyumba, tiwapatse malangizo, tiwamangire, tiwayesere mtengo wa nyumba ndi malo, ndi kuwayang'anira ntchito zomanga. Ndi imodzi mwa makampani a gulu la {P} Financial Holdings.",
      },
    ],
    whatWeDo: [
      { en: "Property management: rent, tenants and upkeep", ny: "Kuyang'anira nyumba ndi malo: lendi, obwereka ndi kukonza" },
      { en: "Property advisory for owners and investors", ny: "Malangizo pa nyumba ndi malo kwa eni ndi oika ndalama" },
      { en: "Property development, from plan to finished building", ny: "Kumanga nyumba, kuyambira pa pulani mpaka nyumba itatha" },
      { en: "Property valuations", ny: "Kuyesa mtengo wa nyumba ndi malo" },
      { en: "Project management of building works", ny: "Kuyang'anira ntchito zomanga" },
    ],
    facts: [
      { value: { en: "2017", ny: "2017" }, label: { en: "year established", ny: "chaka chomwe inakhazikitsidwa" } },
      { value: { en: "Over 100", ny: "Oposa 100" }, label: { en: "tenancies managed", ny: "mapangano a lendi omwe timayang'anira" } },
    ],
    vision: {
      en: "To be Malawi's most trusted partner for property.",
      ny: "Kukhala bwenzi lodalirika kwambiri m'Malawi pa nkhani za nyumba ndi malo.",
    },
    mission: {
      en: "To care for our clients' property as if it were our own, and to build spaces where people live and businesses grow.",
      ny: "Kusamalira nyumba ndi malo a makasitomala athu ngati kuti ndi athu, ndi kumanga malo omwe anthu amakhala ndipo mabizinesi amakula.",
    },
  },
};
