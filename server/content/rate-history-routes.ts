import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { selectRateHistory } from "#domain/content/rate-history.ts";
import { RateHistoryQuerySchema, RateHistorySchema } from "#domain/content/schemas/rate-history.ts";
import { ErrorSchema } from "#domain/schemas/common.ts";
import type { ContentService } from "./content-service.ts";
import { listAllRecords } from "./list-all.ts";

/** `GET /api/exchange-rate-history`: a currency's daily money-bureau rates over 30, 90 or 365 days. */
export function registerRateHistoryRoutes(app: FastifyInstance, options: { content: ContentService; now?: () => Date }): void {
  const { content, now = () => new Date() } = options;
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/exchange-rate-history",
    {
      schema: {
        tags: ["money_bureau_exchange_rates"],
        summary: "A currency's money-bureau rates, one per day (the last published that day), over the last 30, 90 or 365 days",
        querystring: RateHistoryQuerySchema,
        response: { 200: RateHistorySchema, 400: ErrorSchema },
      },
    },
    async (request) => {
      const { currency, days } = request.query;
      const history = selectRateHistory(await listAllRecords(content, "money_bureau_exchange_rates"), { currency, days, now: now() });
      return { currency, days, history };
    },
  );
}
