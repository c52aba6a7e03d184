import { useEffect, useId, useRef } from "react";
import { buildShareUrl, opensInPopup, SHARE_POPUP_SIZE, type ShareInput, type ShareNetwork } from "#domain/share-links.ts";
import { openSharePopup, type SharePopup } from "./open-share-popup.ts";
import { shareMessages } from "./share-messages.ts";
import { useScreenMessages } from "#app/i18n/screen-messages.ts";
import "./share.css";

/** The networks the news shows, in order: what Malawian readers use most first. */
export const DEFAULT_SHARE_NETWORKS: ShareNetwork[] = ["whatsapp", "facebook", "x", "linkedin", "telegram", "email", "sms"];

const NETWORK_NAMES: Record<ShareNetwork, string> = {
  baidu: "Baidu",
  buffer: "Buffer",
  email: "E-mail",
  evernote: "Evernote",
  facebook: "Facebook",
  flipboard: "Flipboard",
  hackernews: "Hacker News",
  instapaper: "Instapaper",
  line: "LINE",
  linkedin: "LinkedIn",
  messenger: "Messenger",
  odnoklassniki: "Odnoklassniki",
  pinterest: "Pinterest",
  pocket: "Pocket",
  quora: "Quora",
  reddit: "Reddit",
  skype: "Skype",
  sms: "SMS",
  telegram: "Telegram",
  tumblr: "Tumblr",
  twitter: "X",
  viber: "Viber",
  vk: "VK",
  weibo: "Weibo",
  whatsapp: "WhatsApp",
  wordpress: "WordPress",
  x: "X",
  xing: "XING",
  yammer: "Yammer",
};

type ShareLinksProps = Omit<ShareInput, "network"> & { networks?: ShareNetwork[] };

/**
 * The share control (spec §2 "Share links"): one link per network. Links work without
 * JavaScript; with it, web networks open in a centred popup watched every 500 ms, and focus
 * returns to the link when the popup closes. An unknown network throws (spec §8).
 */
export function ShareLinks({ networks = DEFAULT_SHARE_NETWORKS, popup = SHARE_POPUP_SIZE, tag = "a", ...input }: ShareLinksProps) {
  const shareText = useScreenMessages(shareMessages);
  const headingId = useId();
  const open = useRef<SharePopup | undefined>(undefined);
  useEffect(() => () => open.current?.stop(), []);
  const links = networks.map((network) => ({ network, href: buildShareUrl({ ...input, network }), isPopup: opensInPopup(network) }));
  const label = (network: ShareNetwork, isPopup: boolean) => (
    <>
      {shareText.on(NETWORK_NAMES[network])}
      {isPopup ? <span className="visually-hidden"> {shareText.opensWindow}</span> : null}
    </>
  );
  const openPopup = (href: string, returnFocusTo: HTMLElement) => {
    open.current?.stop();
    open.current = openSharePopup(window, href, () => returnFocusTo.focus(), popup);
    return open.current !== undefined;
  };
  return (
    <section className="share-links" aria-labelledby={headingId}>
      <h2 id={headingId} className="share-links__heading">
        {shareText.heading}
      </h2>
      <ul className="share-links__list">
        {links.map(({ network, href, isPopup }) => (
          <li key={network}>
            {tag === "button" ? (
              <button
                type="button"
                className={`share-links__link share-links__link--${network}`}
                onClick={(event) => {
                  if (!isPopup) window.location.href = href;
                  else if (!openPopup(href, event.currentTarget)) window.open(href, "_blank", "noopener");
                }}
              >
                {label(network, isPopup)}
              </button>
            ) : (
              <a
                className={`share-links__link share-links__link--${network}`}
                href={href}
                {...(isPopup ? { target: "_blank", rel: "noopener noreferrer" } : {})}
                onClick={(event) => {
                  // Mail and SMS open the visitor's own app; web networks a watched popup.
                  if (isPopup && openPopup(href, event.currentTarget)) event.preventDefault();
                }}
              >
                {label(network, isPopup)}
              </a>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
