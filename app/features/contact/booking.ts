/** SPEC §9 "Business hours", said once and shown by the contact page. */
export const businessHours = [
  { days: "weekdays", opens: "09:00", closes: "17:00" },
  { days: "saturday", opens: null, closes: null },
] as const;
