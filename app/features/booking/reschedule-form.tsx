import { getFormProps } from "@conform-to/react";
import { Form } from "react-router";
import { buttonStyles } from "~/components/ui/button";
import { useMessages } from "~/lib/i18n/use-locale";
import { cn } from "~/lib/cn";
import { bookingMessages } from "./messages";
import { rescheduleSchema } from "./schema";
import { OutcomeNotice, SlotFieldset, TimeZoneField } from "./slot-choices";
import { Step, useSlotForm, type SlotFormProps } from "./steps";

/** Step 2 of moving a booking: a free slot of the chosen day, or the nearest ones after a refusal. */
export function RescheduleForm({ day, slots, action }: SlotFormProps) {
  const t = useMessages(bookingMessages);
  const { outcome, busy, form, fields } = useSlotForm("reschedule", rescheduleSchema, {
    shouldValidate: "onSubmit",
  });
  return (
    <Form method="post" action={`${action}#time`} {...getFormProps(form)} noValidate>
      <TimeZoneField />
      <Step id="time" number={2} title={t.timeHeading}>
        <OutcomeNotice outcome={outcome} failedTitle={t.moveFailedTitle} />
        <SlotFieldset field={fields.startsAt} formId={form.id} day={day} slots={slots} outcome={outcome} />
        <button
          type="submit"
          disabled={busy}
          className={cn(buttonStyles({ size: "lg" }), "mt-8 w-full sm:w-auto")}
        >
          {busy ? t.moving : t.move}
        </button>
      </Step>
    </Form>
  );
}
