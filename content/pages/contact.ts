// How to reach each group company. The postal addresses are the shell's address entries
// (app/features/shell/company-addresses.ts); these are the rest of the contact card.
// Phone numbers and e-mail addresses are sample content, like those in content/collections
// (content/README.md: contact details are illustrative): replace them before going live.
import type { SiteId } from "#domain/site.ts";
import type { Bilingual } from "./types.ts";

export interface ContactCopy {
  /** E.164, written for reading by formatPhoneNumber. */
  phone: string;
  email: string;
  /** Office hours of the company's main office. */
  hours: Bilingual;
  /** Where else to find the company (branches, bureaus), or how the office receives visitors. */
  visit: Bilingual;
  /** How to complain, and where to go if the answer does not satisfy. */
  complaints: Bilingual;
  complaintsEmail: string;
}

const WEEKDAY_OFFICE_HOURS: Bilingual = {
  en: "Monday to Friday: 8:00 am to 4:30 pm. Closed on Saturdays, Sundays and public holidays.",
  ny: "Lolemba mpaka Lachisanu: 8 koloko m'mawa mpaka 4:30 masana. Timatseka Loweruka, Lamlungu ndi pa masiku a tchuthi.",
};

export const CONTACT: Record<SiteId, ContactCopy> = {
  holding: {
    phone: "+265111820100",
    email: "contact@fdh.co.mw",
    hours: WEEKDAY_OFFICE_HOURS,
    visit: {
      en: "For banking, visit any {P} Bank branch: the branch locator lists every branch and ATM with its hours.",
      ny: "Pa nkhani za banki, pitani ku nthambi iliyonse ya {P} Bank: mndandanda wa nthambi uli ndi nthambi ndi ATM iliyonse ndi nthawi zake zotsegulira.",
    },
    complaints: {
      en: "Tell us if something has gone wrong. Write or call, and we will acknowledge your complaint and keep you informed until it is resolved. Complaints about a particular company are passed to that company at once.",
      ny: "Tiuzeni ngati chinachake sichinayende bwino. Tilembereni kapena tiimbireni foni, ndipo tidzakudziwitsani kuti talandira dandaulo lanu ndi kukufotokozerani momwe zikuyendera mpaka litathetsedwa. Madandaulo okhudza kampani inayake timawatumiza ku kampaniyo nthawi yomweyo.",
    },
    complaintsEmail: "complaints@fdh.co.mw",
  },
  bank: {
    phone: "+265111820200",
    email: "service@fdh.co.mw",
    hours: {
      en: "Branches: Monday to Friday 8:00 am to 3:00 pm, Saturday 8:30 am to 11:30 am. The branch locator gives the hours of each branch; ATMs in the locator marked 24 hours are open every day.",
      ny: "Nthambi: Lolemba mpaka Lachisanu 8 koloko m'mawa mpaka 3 koloko masana, Loweruka 8:30 mpaka 11:30 m'mawa. Mndandanda wa nthambi uli ndi nthawi za nthambi iliyonse; ma ATM olembedwa kuti maola 24 amatsegula tsiku lililonse.",
    },
    visit: {
      en: "Find your nearest branch, ATM or agency in the branch locator, or bank through any of our over 5,000 {P} Bank Pakhomo agents.",
      ny: "Pezani nthambi, ATM kapena agency yomwe ili pafupi nanu mu mndandanda wa nthambi, kapena chitani za banki kudzera mwa ma agent athu a {P} Bank Pakhomo oposa 5,000.",
    },
    complaints: {
      en: "Speak to the branch manager, call the contact centre or write to us. We acknowledge every complaint and keep you informed until it is resolved. If you are not satisfied with our answer, you may take the matter to the Reserve Bank of Malawi.",
      ny: "Lankhulani ndi manejala wa nthambi, imbirani contact centre kapena tilembereni. Timakudziwitsani kuti talandira dandaulo lililonse ndipo timakufotokozerani momwe zikuyendera mpaka litathetsedwa. Ngati simukukhutira ndi yankho lathu, mutha kupititsa nkhaniyo ku Reserve Bank of Malawi.",
    },
    complaintsEmail: "complaints@fdh.co.mw",
  },
  moneyBureau: {
    phone: "+265111833900",
    email: "moneybureau@fdh.co.mw",
    hours: {
      en: "Town bureaus: Monday to Friday 8:00 am to 4:30 pm, Saturday 8:30 am to 12:30 pm. Airport bureaus open every day for international flights.",
      ny: "Ma bureau a m'tauni: Lolemba mpaka Lachisanu 8 koloko m'mawa mpaka 4:30 masana, Loweruka 8:30 m'mawa mpaka 12:30 masana. Ma bureau a ku bwalo la ndege amatsegula tsiku lililonse pamene kuli ndege zopita ndi zochokera kunja.",
    },
    visit: {
      en: "The locations page lists every bureau with its hours and our international money transfer partners.",
      ny: "Tsamba la malo athu lili ndi bureau iliyonse ndi nthawi zake zotsegulira, komanso anzathu otumiza ndalama padziko lonse.",
    },
    complaints: {
      en: "Speak to the bureau supervisor or write to us. We acknowledge every complaint and keep you informed until it is resolved. If you are not satisfied with our answer, you may take the matter to the Reserve Bank of Malawi.",
      ny: "Lankhulani ndi woyang'anira bureau kapena tilembereni. Timakudziwitsani kuti talandira dandaulo lililonse ndipo timakufotokozerani momwe zikuyendera mpaka litathetsedwa. Ngati simukukhutira ndi yankho lathu, mutha kupititsa nkhaniyo ku Reserve Bank of Malawi.",
    },
    complaintsEmail: "complaints@fdh.co.mw",
  },
  discountHouse: {
    phone: "+265111820400",
    email: "firstdiscounthouse@fdh.co.mw",
    hours: WEEKDAY_OFFICE_HOURS,
    visit: {
      en: "Our dealers take calls during office hours. You can also ask about our funds at any {P} Bank branch.",
      ny: "Ogwira ntchito athu a malonda amalandira mafoni pa nthawi ya ntchito. Mutha kufunsanso za matumba athu ku nthambi iliyonse ya {P} Bank.",
    },
    complaints: {
      en: "Call or write to us. We acknowledge every complaint and keep you informed until it is resolved. If you are not satisfied with our answer, you may take the matter to the Reserve Bank of Malawi.",
      ny: "Tiimbireni foni kapena tilembereni. Timakudziwitsani kuti talandira dandaulo lililonse ndipo timakufotokozerani momwe zikuyendera mpaka litathetsedwa. Ngati simukukhutira ndi yankho lathu, mutha kupititsa nkhaniyo ku Reserve Bank of Malawi.",
    },
    complaintsEmail: "complaints@fdh.co.mw",
  },
  properties: {
    phone: "+265111820500",
    email: "properties@fdh.co.mw",
    hours: WEEKDAY_OFFICE_HOURS,
    visit: {
      en: "Tenants can report repairs to the property office by phone or e-mail. Owners and investors are welcome to arrange a meeting at our office.",
      ny: "Obwereka nyumba angathe kunena za zokonza ku ofesi yathu pa foni kapena pa e-mail. Eni nyumba ndi oika ndalama ndi olandiridwa kukonza nthawi yoti tikumane ku ofesi yathu.",
    },
    complaints: {
      en: "Call or write to the property office. We acknowledge every complaint and keep you informed until it is resolved. If the matter is still open, you may ask for it to be reviewed by our general manager.",
      ny: "Imbirani kapena lemberani ofesi yathu. Timakudziwitsani kuti talandira dandaulo lililonse ndipo timakufotokozerani momwe zikuyendera mpaka litathetsedwa. Ngati nkhaniyo sinathe, mutha kupempha kuti iunikidwe ndi general manager wathu.",
    },
    complaintsEmail: "properties@fdh.co.mw",
  },
};
