import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { selectCurrentRates } from "#domain/content/exchange-rates.ts";
import { ErrorSchema } from "#domain/schemas/common.ts";
import type { ExchangeRateInput } from "#domain/content/schemas/exchange-rate.ts";
import { PublishExchangeRatesAnswerSchema, PublishExchangeRatesBodySchema } from "#domain/content/schemas/exchange-rate.ts";
import { STAFF_SECURITY } from "../api/openapi.ts";
import type { AuditLog } from "../staff-identity/audit-log.ts";
import type { StaffAuth } from "../staff-identity/staff-auth.ts";
import type { ContentService } from "./content-service.ts";
import { HttpError } from "../http-error.ts";
import { PERMISSIONS } from "#domain/permissions.ts";

/** `POST /api/staff/exchange-rates`: the day's rates for every currency, published in one action. */
export function registerExchangeRateRoutes(
  app: FastifyInstance,
  options: { auth: StaffAuth; audit: AuditLog; content: ContentService },
): void {
  const { auth, audit, content } = options;
  app.withTypeProvider<ZodTypeProvider>().post(
    "/api/staff/exchange-rates",
    {
      onRequest: auth.requireRole(...PERMISSIONS.publish),
      schema: {
        tags: ["staff"],
        security: STAFF_SECURITY,
        summary: "Publish the day's exchange rates for all currencies at once (one transaction, one live event per rate)",
        body: PublishExchangeRatesBodySchema,
        response: { 201: PublishExchangeRatesAnswerSchema, 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema },
      },
    },
    async (request, reply) => {
      const { source, set_at, rates } = request.body;
      // A currency keeps the name it was last published with, unless the form gives a new one.
      const current = selectCurrentRates(await content.list("money_bureau_exchange_rates", { limit: 1000 }), source);
      const inputs: ExchangeRateInput[] = rates.map((rate) => {
        const known = current.find((record) => record.currency_code === rate.currency_code);
        const currencyName = rate.currency_name ?? known?.currency_name;
        if (!currencyName)
          throw new HttpError(400, `body.rates: give currency_name for ${rate.currency_code}, a currency not published before`);
        return {
          source,
          set_at,
          currency_code: rate.currency_code,
          currency_name: currencyName,
          buying: rate.buying,
          selling: rate.selling,
        };
      });
      const records = await content.createMany("money_bureau_exchange_rates", inputs);
      await audit.recordRequest(request, {
        action: "exchange_rates_published",
        targetType: "money_bureau_exchange_rates",
        detail: { source, set_at, currencies: rates.map((rate) => rate.currency_code) },
      });
      return reply.status(201).send({ set_at: new Date(set_at).toISOString(), records });
    },
  );
}
