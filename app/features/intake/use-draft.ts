import { useCallback, useEffect, useRef, useState } from "react";
import type { IntakeValues } from "./fields";

/** How long typing must pause before the draft is sent. */
export const DRAFT_DEBOUNCE_MS = 1000;

export type DraftState = "idle" | "pending" | "saving" | "saved" | "failed";

function sendDraft(values: IntakeValues, keepalive = false): Promise<Response> {
  return fetch("/api/intake/draft", {
    method: "PUT",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ values: { ...values, consent: false } }),
    keepalive,
  });
}

/**
 * Saves the form to the server (never to browser storage) once typing pauses, and at once when the
 * page is left with changes still waiting.
 */
export function useDraftAutosave(values: IntakeValues) {
  const [state, setState] = useState<DraftState>("idle");
  const first = useRef(true);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const waiting = useRef<IntakeValues | undefined>(undefined);
  // Answers can arrive out of order; only the latest request may report "saved".
  const sequence = useRef(0);
  const inFlight = useRef<Promise<unknown>>(Promise.resolve());

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    waiting.current = values;
    setState("pending");
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      waiting.current = undefined;
      const mine = ++sequence.current;
      setState("saving");
      const request = sendDraft(values);
      inFlight.current = request.catch(() => {});
      request
        .then((response) => {
          if (mine === sequence.current) setState(response.ok ? "saved" : "failed");
        })
        .catch(() => {
          if (mine === sequence.current) setState("failed");
        });
    }, DRAFT_DEBOUNCE_MS);
    return () => clearTimeout(timer.current);
  }, [values]);

  useEffect(() => {
    const flush = () => {
      if (!waiting.current) return;
      clearTimeout(timer.current);
      void sendDraft(waiting.current, true).catch(() => {});
      waiting.current = undefined;
    };
    const onHidden = () => {
      if (document.visibilityState === "hidden") flush();
    };
    window.addEventListener("pagehide", flush);
    document.addEventListener("visibilitychange", onHidden);
    return () => {
      window.removeEventListener("pagehide", flush);
      document.removeEventListener("visibilitychange", onHidden);
    };
  }, []);

  /**
   * Before submitting: drops a save still waiting for typing to pause and waits for one already sent,
   * so no draft can reach the server after the submission that removes it (a slow connection would
   * otherwise bring the submitted answers back as a draft).
   */
  const settle = useCallback(async () => {
    clearTimeout(timer.current);
    waiting.current = undefined;
    sequence.current += 1;
    await inFlight.current;
    // The answer to the request awaited here is no longer reported: no "Saving…" left showing.
    setState((current) => (current === "saved" ? current : "idle"));
  }, []);

  return { state, settle };
}
