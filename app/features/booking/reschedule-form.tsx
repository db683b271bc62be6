import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useActionData, useNavigation } from "react-router";
import { buttonStyles } from "~/components/ui/button";
import { useLocale, useMessages } from "~/lib/i18n/use-locale";
import { cn } from "~/lib/cn";
import { bookingMessages } from "./messages";
import type { FormOutcome, SlotView } from "./picker";
import { rescheduleSchema } from "./schema";
import { OutcomeNotice, SlotFieldset, TimeZoneField } from "./slot-choices";
import { Step } from "./steps";

/** Step 2 of moving a booking: a free slot of the chosen day, or the nearest ones after a refusal. */
export function RescheduleForm({
  day,
  slots,
  action,
}: {
  /** The chosen day; none when it filled up and only the nearest free slots are left. */
  day: string | null;
  slots: readonly SlotView[];
  action: string;
}) {
  const locale = useLocale();
  const t = useMessages(bookingMessages);
  const outcome = useActionData<FormOutcome>();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST";
  const [form, fields] = useForm({
    id: "reschedule",
    lastResult: outcome?.result,
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: rescheduleSchema(locale) }),
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
