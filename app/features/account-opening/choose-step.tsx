import { useLayoutEffect, useRef, useState, type FormEvent } from "react";
import {
  ACCOUNT_OPTION_IDS,
  DRAFT_MAX_AGE_DAYS,
  getAccountHolder,
  getAccountTier,
  type AccountOptionId,
  type Tier1Limits,
} from "#domain/account-opening/application-rules.ts";
import { formatKwacha } from "#domain/language.ts";
import { useIsHydrated } from "#app/components/use-is-hydrated.ts";
import { useSite } from "#app/features/shell/use-site.ts";
import type { AccountOpeningMessages } from "./account-opening-messages.ts";

/** Step 1: the account options as radio cards, the spec §9 default preselected, each saying what it needs. */
export function ChooseStep({
  m,
  option,
  tier1Limits,
  onChoose,
}: {
  m: AccountOpeningMessages;
  option: AccountOptionId;
  /** The bank's TIER1_* settings, shown on the tier-1 card (ADR 072). */
  tier1Limits: Tier1Limits;
  onChoose: (option: AccountOptionId) => void;
}) {
  const [chosen, setChosen] = useState(option);
  const options = useRef<HTMLFieldSetElement>(null);
  // A slow phone paints this step before its code arrives, and the radios already work: an option
  // tapped then is still checked in the page when the code takes over. Keep it (the visitor chose it), before
  // React's first update would put the checked option back to the preselected one.
  useLayoutEffect(() => {
    const tapped = options.current?.querySelector<HTMLInputElement>('input[name="option"]:checked')?.value;
    const match = ACCOUNT_OPTION_IDS.find((id) => id === tapped);
    if (match) setChosen(match);
  }, []);
  const { t } = useSite();
  // Before the screen's code runs a tap would only reload step 1: the button waits, and says so (ADR 060).
  const isHydrated = useIsHydrated();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChoose(chosen);
  };
  return (
    <form className="ao-form" onSubmit={submit} noValidate>
      <fieldset className="ao-options" ref={options}>
        <legend className="ao-form__legend">{m.chooseLegend}</legend>
        {ACCOUNT_OPTION_IDS.map((id) => {
          const holder = getAccountHolder(id);
          return (
            <label key={id} className={`ao-option${chosen === id ? " ao-option--chosen" : ""}`}>
              <input type="radio" name="option" value={id} checked={chosen === id} onChange={() => setChosen(id)} />
              <span className="ao-option__body">
                <span className="ao-option__kind">
                  {holder === "business" ? m.business : m.personal}
                  {id === "personal_first_save" ? <span className="ao-option__badge">{m.recommended}</span> : null}
                </span>
                <span className="ao-option__name">{m.options[id].name}</span>
                <span className="ao-option__summary">{m.options[id].summary}</span>
                <span className="ao-option__needs">
                  <strong>{m.needs}</strong>{" "}
                  {holder === "business" ? m.needsBusiness : getAccountTier(id) === 1 ? m.needsTier1 : m.needsPersonal}
                </span>
                {getAccountTier(id) === 1 ? (
                  <span className="ao-option__needs">
                    {m.tier1Limits(formatKwacha(tier1Limits.max_balance, 0), formatKwacha(tier1Limits.daily_limit, 0))}
                  </span>
                ) : null}
              </span>
            </label>
          );
        })}
      </fieldset>
      <p className="form-field__hint">{m.draftKept(DRAFT_MAX_AGE_DAYS)}</p>
      <p className="ao-status" role="status">
        {isHydrated ? "" : t.loading}
      </p>
      <div className="ao-actions">
        <button type="submit" className="button" disabled={!isHydrated} aria-busy={!isHydrated}>
          {m.continue}
        </button>
      </div>
    </form>
  );
}
