import { defineScreenMessages } from "#app/i18n/screen-messages.ts";

// Board and team screens (app/features/people).

const en = {
  filters: "Filter board members",
  company: "Company",
  roleType: "Role type",
  allRoleTypes: "All role types",
  roleTypes: {
    Chairperson: "Chairperson",
    "Independent Non-Executive Director": "Independent Non-Executive Director",
    "Non-Executive Director": "Non-Executive Director",
    "Executive Director": "Executive Director",
    "Company Secretary": "Company Secretary",
  } as Record<string, string>,
  apply: "Show",
  boardCount: (count: number) => (count === 1 ? "1 board member" : `${count} board members`),
  boardEmpty: "No board member matches these filters.",
  teamEmpty: "The team will be listed here soon.",
  qualifications: "Qualifications",
};

export const peopleMessages = defineScreenMessages(en, {
  filters: "Sefani mamembala a bungwe",
  company: "Kampani",
  roleType: "Mtundu wa udindo",
  allRoleTypes: "Maudindo onse",
  roleTypes: {
    Chairperson: "Wapampando",
    "Independent Non-Executive Director": "Director Wodziyimira Payekha (Non-Executive)",
    "Non-Executive Director": "Director (Non-Executive)",
    "Executive Director": "Director (Executive)",
    "Company Secretary": "Mlembi wa Kampani",
  },
  apply: "Onetsani",
  boardCount: (count) => (count === 1 ? "Membala mmodzi wa bungwe" : `Mamembala ${count} a bungwe`),
  boardEmpty: "Palibe membala wa bungwe wogwirizana ndi zosankhazi.",
  teamEmpty: "Gulu la oyang'anira lidzaonetsedwa pano posachedwa.",
  qualifications: "Maphunziro",
});
