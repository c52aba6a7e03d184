// No zod here: the share control runs this in the browser.

/** Spec §2 "Share links", §9: the popup's default size. */
export const SHARE_POPUP_SIZE = { width: 626, height: 436 } as const;
/** Spec §9: how often the share control checks whether its popup was closed. */
export const POPUP_CLOSED_CHECK_MS = 500;

/** Spec §2: the share control's inputs. */
export interface ShareInput {
  network: string;
  url: string;
  title: string;
  description?: string;
  /** Facebook's quote. */
  quote?: string;
  /** Comma-separated, without `#`: "FDHBank,Malawi". */
  hashtags?: string;
  /** The account a tweet mentions, without `@`. */
  twitterUser?: string;
  /** An image URL (Pinterest, VK, Weibo, WordPress). */
  media?: string;
  /** The HTML element the control renders as ("a" by default). */
  tag?: string;
  popup?: { width: number; height: number };
}

interface Fields {
  url: string;
  title: string;
  description: string;
  quote: string;
  hashtags: string[];
  twitterUser: string;
  media: string;
}

const e = encodeURIComponent;
/** Title, URL and description on separate lines, for networks that take one text. */
const lines = (...parts: string[]) =>
  parts
    .filter((part) => part !== "")
    .map(e)
    .join("%0D%0A");
/** A query string of the non-empty parameters. */
const query = (parameters: Record<string, string>) =>
  Object.entries(parameters)
    .filter(([, value]) => value !== "")
    .map(([key, value]) => `${key}=${e(value)}`)
    .join("&");

type Builder = (fields: Fields) => string;

const BUILDERS = {
  baidu: (f) => `https://cang.baidu.com/do/add?${query({ iu: f.url, it: f.title })}`,
  buffer: (f) => `https://bufferapp.com/add?${query({ text: f.title, url: f.url })}`,
  email: (f) => `mailto:?subject=${e(f.title)}&body=${lines(f.url, f.description)}`,
  evernote: (f) => `https://www.evernote.com/clip.action?${query({ title: f.title, url: f.url })}`,
  facebook: (f) =>
    `https://www.facebook.com/sharer/sharer.php?${query({ u: f.url, title: f.title, description: f.description, quote: f.quote, hashtag: f.hashtags[0] ? `#${f.hashtags[0]}` : "" })}`,
  flipboard: (f) => `https://share.flipboard.com/bookmarklet/popout?${query({ v: "2", url: f.url, title: f.title })}`,
  hackernews: (f) => `https://news.ycombinator.com/submitlink?${query({ u: f.url, t: f.title })}`,
  instapaper: (f) => `https://www.instapaper.com/edit?${query({ url: f.url, title: f.title, description: f.description })}`,
  line: (f) => `https://line.me/R/msg/text/?${lines(f.title, f.url, f.description)}`,
  linkedin: (f) => `https://www.linkedin.com/sharing/share-offsite/?${query({ url: f.url })}`,
  messenger: (f) => `fb-messenger://share/?${query({ link: f.url })}`,
  odnoklassniki: (f) =>
    `https://connect.ok.ru/dk?${query({ "st.cmd": "WidgetSharePreview", "st.shareUrl": f.url, "st.comments": f.title })}`,
  pinterest: (f) => `https://pinterest.com/pin/create/button/?${query({ url: f.url, media: f.media, description: f.title })}`,
  pocket: (f) => `https://getpocket.com/save?${query({ url: f.url, title: f.title })}`,
  quora: (f) => `https://www.quora.com/share?${query({ url: f.url, title: f.title })}`,
  reddit: (f) => `https://www.reddit.com/submit?${query({ url: f.url, title: f.title })}`,
  skype: (f) => `https://web.skype.com/share?url=${lines(f.title, f.url, f.description)}`,
  sms: (f) => `sms:?body=${lines(f.title, f.url, f.description)}`,
  telegram: (f) => `https://t.me/share/url?url=${e(f.url)}&text=${lines(f.title, f.description)}`,
  tumblr: (f) => `https://www.tumblr.com/share/link?${query({ url: f.url, name: f.title, description: f.description })}`,
  twitter: (f) =>
    `https://twitter.com/intent/tweet?${query({ text: f.title, url: f.url, hashtags: f.hashtags.join(","), via: f.twitterUser })}`,
  viber: (f) => `viber://forward?text=${lines(f.title, f.url, f.description)}`,
  vk: (f) =>
    `https://vk.com/share.php?${query({ url: f.url, title: f.title, description: f.description, image: f.media, noparse: "true" })}`,
  weibo: (f) => `https://service.weibo.com/share/share.php?${query({ url: f.url, title: f.title, pic: f.media })}`,
  whatsapp: (f) => `https://api.whatsapp.com/send?text=${lines(f.title, f.url, f.description)}`,
  wordpress: (f) => `https://wordpress.com/press-this.php?${query({ u: f.url, t: f.title, s: f.description, i: f.media })}`,
  x: (f) => `https://x.com/intent/post?${query({ text: f.title, url: f.url, hashtags: f.hashtags.join(","), via: f.twitterUser })}`,
  xing: (f) => `https://www.xing.com/spi/shares/new?${query({ url: f.url })}`,
  yammer: (f) => `https://www.yammer.com/messages/new?login=true&status=${lines(f.title, f.url, f.description)}`,
} satisfies Record<string, Builder>;

export type ShareNetwork = keyof typeof BUILDERS;
/** Every network the share control knows. */
export const SHARE_NETWORKS = Object.keys(BUILDERS).sort() as ShareNetwork[];

/** Networks that open in the visitor's own app (mail, messages, an installed app), never in a popup. */
const APP_NETWORKS: ReadonlySet<ShareNetwork> = new Set(["email", "sms", "messenger", "viber"]);

/** Whether a string names a network the share control knows. */
export function isShareNetwork(value: string): value is ShareNetwork {
  return Object.hasOwn(BUILDERS, value);
}

/** Spec §8: a share control with an unknown network throws. */
export class UnknownShareNetworkError extends Error {
  constructor(network: string) {
    super(`Unknown share network: ${network}`);
    this.name = "UnknownShareNetworkError";
  }
}

/** The sharing address of a network for a page; an unknown network throws (spec §8). */
export function buildShareUrl(input: ShareInput): string {
  const network = input.network.trim().toLowerCase();
  if (!isShareNetwork(network)) throw new UnknownShareNetworkError(input.network);
  const hashtags = (input.hashtags ?? "")
    .split(",")
    .map((tag) => tag.trim().replace(/^#/, ""))
    .filter((tag) => tag !== "");
  return BUILDERS[network]({
    url: input.url,
    title: input.title,
    description: input.description ?? "",
    quote: input.quote ?? "",
    hashtags,
    twitterUser: (input.twitterUser ?? "").trim().replace(/^@/, ""),
    media: input.media ?? "",
  });
}

/** Whether the network opens in a popup window (web networks) or in the visitor's app (mail, sms...). */
export function opensInPopup(network: string): boolean {
  const name = network.trim().toLowerCase();
  if (!isShareNetwork(name)) throw new UnknownShareNetworkError(network);
  return !APP_NETWORKS.has(name);
}

/** The `window.open` features of a popup of this size centred on the visitor's screen (spec §9: 626 by 436 by default). */
export function getPopupFeatures(
  screen: { width: number; height: number; left?: number; top?: number },
  popup: { width: number; height: number } = SHARE_POPUP_SIZE,
): string {
  const left = Math.max(0, Math.round((screen.left ?? 0) + (screen.width - popup.width) / 2));
  const top = Math.max(0, Math.round((screen.top ?? 0) + (screen.height - popup.height) / 2));
  return `popup=yes,width=${popup.width},height=${popup.height},left=${left},top=${top},resizable=yes,scrollbars=yes`;
}
