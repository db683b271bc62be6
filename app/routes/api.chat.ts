import type { Route } from "./+types/api.chat";
import { priceOf } from "~/features/booking/availability";
import { loadAvailability } from "~/features/booking/booking.server";
import { apiMessages } from "~/features/chat/api-messages";
import { CHAT_RATE_LIMIT, handleChat } from "~/features/chat/chat.server";
import { llmSettings } from "~/features/chat/llm.server";
import { recentRounds } from "~/features/rounds/rounds.server";
import { jsonError, methodNotAllowed } from "~/lib/http.server";
import { logger } from "~/lib/logger.server";
import { hitRateLimit } from "~/lib/rate-limit.server";
import { servicesOf } from "~/lib/services.server";

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  try {
    const { env, db } = servicesOf(context);
    return await handleChat(request, {
      llm: llmSettings(env),
      rateLimit: (ip) => hitRateLimit(db, `chat:${ip}`, CHAT_RATE_LIMIT, env.RATE_LIMIT_MULTIPLIER),
      rounds: () => recentRounds(db),
      meetings: async () =>
        (await loadAvailability(db)).meetingTypes.map((type) => ({
          name: type.name,
          minutes: type.minutes,
          priceCents: priceOf(type),
        })),
    });
  } catch (error) {
    logger.error({ reason: error instanceof Error ? error.message : "unknown" }, "chat request failed");
    return jsonError(503, apiMessages.en.unavailable);
  }
}

export function loader() {
  return methodNotAllowed(["POST"]);
}
