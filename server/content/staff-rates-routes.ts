import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { selectCurrentRates } from "#domain/content/exchange-rates.ts";
import { ErrorSchema } from "#domain/schemas/common.ts";
import type { ExchangeRateInput } from "#domain/content/schemas/exchange-rate.ts";
import {
  ExchangeRateRulesSchema,
  PublishExchangeRatesAnswerSchema,
  PublishExchangeRatesBodySchema,
  RateMoveSchema,
} from "#domain/content/schemas/exchange-rate.ts";
import { findLargeRateMoves, getRateMoveKey } from "#domain/content/rate-moves.ts";
import { STAFF_SECURITY } from "../api/openapi.ts";
import type { AuditLog } from "../staff-identity/audit-log.ts";
import type { StaffAuth } from "../staff-identity/staff-auth.ts";
import type { ContentService } from "./content-service.ts";
import { listAllRecords } from "./list-all.ts";
import { getActor } from "./record-version-routes.ts";
import { HttpError } from "../http-error.ts";
import { PENDING_RESPONSE, type Approvals } from "./pending-changes.ts";
import { randomUUID } from "node:crypto";
import { PERMISSIONS } from "#domain/permissions.ts";
import { z } from "zod";

/** `409 large_rate_move`: the moves to confirm, and the alert they passed. */
const LargeRateMoveSchema = ErrorSchema.extend({ alert_percent: z.number(), moves: z.array(RateMoveSchema) });

/** `POST /api/staff/exchange-rates`: the day's rates for every currency, published in one action. */
export function registerExchangeRateRoutes(
  app: FastifyInstance,
  options: { auth: StaffAuth; audit: AuditLog; content: ContentService; rateAlertPercent: number; approvals?: Approvals | undefined },
): void {
  const { auth, audit, content, rateAlertPercent, approvals } = options;
  // Maker-checker (ADR 062): the day's rates wait for another editor as ONE change.
  const gate = approvals?.isGated("money_bureau_exchange_rates") ? approvals : undefined;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/staff/exchange-rates/rules",
    {
      onRequest: auth.requireRole(...PERMISSIONS.publish),
      schema: {
        tags: ["staff"],
        security: STAFF_SECURITY,
        summary: "The checks today's rates are held to: a move beyond alert_percent from the current rate must be confirmed",
        response: { 200: ExchangeRateRulesSchema, 401: ErrorSchema, 403: ErrorSchema },
      },
    },
    async () => ({ alert_percent: rateAlertPercent }),
  );

  api.post(
    "/api/staff/exchange-rates",
    {
      onRequest: auth.requireRole(...PERMISSIONS.publish),
      schema: {
        tags: ["staff"],
        security: STAFF_SECURITY,
        summary: "Publish the day's exchange rates for all currencies at once (one transaction, one live event per rate)",
        body: PublishExchangeRatesBodySchema,
        response: {
          201: PublishExchangeRatesAnswerSchema,
          ...(gate ? { 202: PENDING_RESPONSE } : {}),
          400: ErrorSchema,
          401: ErrorSchema,
          403: ErrorSchema,
          409: LargeRateMoveSchema,
        },
      },
    },
    async (request, reply) => {
      const { source, set_at, rates, confirmed_moves: confirmed = [] } = request.body;
      // A currency keeps the name it was last published with, unless the form gives a new one.
      const current = selectCurrentRates(await listAllRecords(content, "money_bureau_exchange_rates"), source);
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
      // A move beyond the alert is published only when the publisher confirmed that very move.
      const unconfirmed = findLargeRateMoves(rates, current, rateAlertPercent).filter((move) => !confirmed.includes(getRateMoveKey(move)));
      if (unconfirmed.length > 0) {
        const named = unconfirmed.map((move) => `${getRateMoveKey(move)} ${move.current} → ${move.typed}`).join(", ");
        throw new HttpError(
          409,
          `Rates move more than ${rateAlertPercent} % from the current ones: ${named}. Check them, then confirm each in confirmed_moves.`,
          {
            code: "large_rate_move",
            extra: { alert_percent: rateAlertPercent, moves: unconfirmed },
          },
        );
      }
      if (gate) {
        // One change for the whole day's rates; approving it publishes them in one transaction.
        const change = await gate.propose(request, {
          collection: "money_bureau_exchange_rates",
          recordId: randomUUID(),
          action: "create",
          record: { batch: inputs, ...(confirmed.length > 0 ? { confirmed_moves: confirmed } : {}) },
        });
        return reply.status(202).send(change);
      }
      const records = await content.createMany("money_bureau_exchange_rates", inputs, getActor(request));
      await audit.recordRequest(request, {
        action: "exchange_rates_published",
        targetType: "money_bureau_exchange_rates",
        detail: {
          source,
          set_at,
          currencies: rates.map((rate) => rate.currency_code),
          ...(confirmed.length > 0 ? { confirmed_moves: confirmed } : {}),
        },
      });
      return reply.status(201).send({ set_at: new Date(set_at).toISOString(), records });
    },
  );
}
