import { defineScreenMessages } from "#app/i18n/screen-messages.ts";

// The sub-site homes (app/features/home): banners, promotions, key offerings, news, care work.

const en = {
  banners: "Highlights",
  slide: "slide",
  slideOf: (index: number, count: number) => `${index} of ${count}`,
  slides: "Choose a slide",
  goToSlide: (index: number, count: number) => `Slide ${index} of ${count}`,
  previous: "Previous slide",
  next: "Next slide",
  pause: "Pause slides",
  play: "Play slides",
  more: "Find out more",
  promotions: "Current promotions",
  until: (date: string) => `Until ${date}`,
  offerings: "Products and services",
  group: "Explore the group",
  news: "Latest news",
  allNews: "All news",
  cares: "Our community work",
  allCares: "All our community work",
  openAccount: "Open an account",
  openAccountLede: "Apply from your phone: no branch visit to start.",
};

export const homeMessages = defineScreenMessages(en, {
  banners: "Zowunikira",
  slide: "chithunzi",
  slideOf: (index, count) => `${index} mwa ${count}`,
  slides: "Sankhani chithunzi",
  goToSlide: (index, count) => `Chithunzi ${index} mwa ${count}`,
  previous: "Chithunzi cham'mbuyo",
  next: "Chithunzi chotsatira",
  pause: "Imitsani zithunzi",
  play: "Yambitsani zithunzi",
  more: "Dziwani zambiri",
  promotions: "Mwayi wapadera wa panopa",
  until: (date) => `Mpaka ${date}`,
  offerings: "Ntchito zathu",
  group: "Dziwani za gulu lathu",
  news: "Nkhani zaposachedwa",
  allNews: "Nkhani zonse",
  cares: "Ntchito zathu m'madera",
  allCares: "Ntchito zathu zonse m'madera",
  openAccount: "Tsegulani akaunti",
  openAccountLede: "Lembani pempho pa foni yanu: simukufunika kupita ku nthambi kuti muyambe.",
});
