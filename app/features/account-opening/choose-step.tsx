import { useState, type FormEvent } from "react";
import { ACCOUNT_OPTION_IDS, DRAFT_MAX_AGE_DAYS, getAccountHolder, type AccountOptionId } from "#domain/account-opening/schemas/account-application.ts";
import type { AccountOpeningMessages } from "./account-opening-messages.ts";

/** Step 1: the account options as radio cards, the spec §9 default preselected, each saying what it needs. */
export function ChooseStep({
  m,
  option,
  onChoose,
}: {
  m: AccountOpeningMessages;
  option: AccountOptionId;
  onChoose: (option: AccountOptionId) => void;
}) {
  const [chosen, setChosen] = useState(option);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChoose(chosen);
  };
  return (
    <form className="ao-form" onSubmit={submit} noValidate>
      <fieldset className="ao-options">
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
                  <strong>{m.needs}</strong> {holder === "business" ? m.needsBusiness : m.needsPersonal}
                </span>
              </span>
            </label>
          );
        })}
      </fieldset>
      <p className="form-field__hint">{m.draftKept(DRAFT_MAX_AGE_DAYS)}</p>
      <div className="ao-actions">
        <button type="submit" className="button">
          {m.continue}
        </button>
      </div>
    </form>
  );
}
