import { defineMessages } from "~/lib/i18n/messages";

/** The round button's label: the only chat strings loaded before the panel is opened. */
export const launcherMessages = defineMessages({
  en: { open: "Open the immigration assistant", close: "Close the immigration assistant" },
  fr: { open: "Ouvrir l’assistant en immigration", close: "Fermer l’assistant en immigration" },
});
