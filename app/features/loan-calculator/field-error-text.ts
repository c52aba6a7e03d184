import { formatKwacha, formatNumber, type Language } from "#domain/language.ts";
import { getLoanProduct } from "#domain/content/loan-products.ts";
import type { LoanCalculatorField, LoanFieldError } from "#domain/content/schemas/loan-calculator.ts";
import { loanCalculatorMessages } from "./loan-calculator-messages.ts";

/** A refused field's message in the visitor's language, with its bound written as they read it. */
export function getFieldErrorText(lang: Language, field: LoanCalculatorField, error: LoanFieldError, productId: string): string {
  const e = loanCalculatorMessages[lang].errors;
  const limit = error.limit ?? 0;
  const product = getLoanProduct(productId)?.name[lang] ?? "";
  switch (field) {
    case "amount":
      if (error.code === "notAnAmount") return e.amountNotAnAmount;
      if (error.code === "tooSmall") return e.amountTooSmall(formatKwacha(limit));
      if (error.code === "tooLarge") return e.amountTooLarge(formatKwacha(limit));
      if (error.code === "aboveProductAmount") return e.amountAboveProduct(formatKwacha(limit), product);
      return e.amountRequired;
    case "rate":
      if (error.code === "notARate") return e.rateNotARate;
      if (error.code === "tooSmall") return e.rateTooSmall(formatNumber(limit));
      if (error.code === "tooLarge") return e.rateTooLarge(formatNumber(limit));
      return e.rateRequired;
    case "term":
      if (error.code === "notWholeMonths") return e.termNotWholeMonths;
      if (error.code === "tooSmall") return e.termTooSmall(formatNumber(limit));
      if (error.code === "tooLarge") return e.termTooLarge(formatNumber(limit));
      if (error.code === "aboveProductTerm") return e.termAboveProduct(formatNumber(limit), product);
      return e.termRequired;
    case "product":
      return e.productUnknown;
  }
}
