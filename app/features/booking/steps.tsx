import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { CalendarDays, Clock, MapPin, Phone } from "lucide";
import { Icon } from "~/components/ui/icon";
import { useEffect, useRef, type ReactNode } from "react";
import { Form, Link, useActionData, useNavigation } from "react-router";
import type { z } from "zod";
import { site } from "~/config/site";
import type { Locale } from "~/lib/i18n/locale";
import { format } from "~/lib/i18n/messages";
import { useLocale, useMessages } from "~/lib/i18n/use-locale";
import { cn } from "~/lib/cn";
import { formatOfficeDayParts } from "./format";
import { bookingMessages } from "./messages";
import type { DayPage, FormOutcome, MeetingTypeView, PickerView, SlotView } from "./picker";
import { priceText } from "./price";
import { Notice } from "./slot-choices";
import { strongLinkClass } from "~/components/ui/text-link";

const choiceClass =
  "flex h-full w-full flex-col items-start rounded-lg border bg-white p-4 text-left text-slate-900 transition-colors hover:border-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700";

/** One numbered step of a booking page. */
export function Step({
  id,
  number,
  title,
  children,
}: {
  id: string;
  number: number;
  title: string;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-28">
      <h2 id={`${id}-heading`} className="flex items-center gap-3 text-2xl font-semibold text-slate-900">
        <span
          aria-hidden="true"
          className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-red-700 text-base text-white"
        >
          {number}
        </span>
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** What a form whose step is a free slot is given (the booking form, the moving form). */
export interface SlotFormProps {
  /** The chosen day; none when it filled up and only the nearest free slots are left. */
  day: string | null;
  slots: readonly SlotView[];
  action: string;
}

/**
 * A form whose step is a free slot, checked in the browser with its action's schema: Conform's form
 * and fields, the action's last answer, and whether the form is being sent.
 */
export function useSlotForm<Input extends Record<string, unknown>, Output>(
  id: string,
  schema: (locale: Locale) => z.ZodType<Output, Input>,
  validation: { shouldValidate: "onBlur" | "onSubmit"; shouldRevalidate?: "onInput" },
) {
  const locale = useLocale();
  const outcome = useActionData<FormOutcome>();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST";
  const [form, fields] = useForm({
    id,
    lastResult: outcome?.result,
    ...validation,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: schema(locale) }),
  });
  return { outcome, busy, form, fields };
}

/** "15 minutes", "By phone or video". */
export function MeetingFacts({ type }: { type: Pick<MeetingTypeView, "minutes" | "mode"> }) {
  const t = useMessages(bookingMessages);
  const Where = type.mode === "office" ? MapPin : Phone;
  return (
    <span className="mt-2 flex flex-col gap-1 text-sm text-slate-700">
      <span className="flex items-center gap-2">
        <Icon node={Clock} aria-hidden="true" className="size-4 shrink-0 text-red-700" />
        {format(t.minutes, { n: type.minutes })}
      </span>
      <span className="flex items-center gap-2">
        <Icon node={Where} aria-hidden="true" className="size-4 shrink-0 text-red-700" />
        {t.modes[type.mode]}
      </span>
    </span>
  );
}

/**
 * The step of the booking page whose choice got no answer, from the query that was asked for
 * (`unanswered`): a meeting other than the one shown, else a day.
 */
export function unloadedStep(
  unanswered: string | undefined,
  shown: Pick<MeetingTypeView, "id"> | null,
): "meeting" | "day" | null {
  if (unanswered === undefined) return null;
  return new URLSearchParams(unanswered).get("type") === (shown?.id ?? null) ? "day" : "meeting";
}

/**
 * Said in the step whose choice got no answer (offline), under its choices, so the one clicked does
 * not move: the page is as it was. It comes into sight if it is out of it, clear of the sticky header.
 */
export function StepUnloaded() {
  const t = useMessages(bookingMessages);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // At once: a smooth scroll would be left half done by the visitor's next scroll or click.
    ref.current?.scrollIntoView({ block: "nearest", behavior: "instant" });
  }, []);
  return (
    <div ref={ref} className="mt-4 scroll-mt-28 scroll-mb-4">
      <Notice tone="error" title={t.stepUnloadedTitle}>
        <p>{t.stepUnloadedText}</p>
      </Notice>
    </div>
  );
}

/** Step 1: the meeting types, each a button of a GET form, so choosing works without JavaScript. */
export function MeetingTypeStep({
  types,
  selected,
  action,
  notice,
}: {
  types: readonly MeetingTypeView[];
  selected: string | null;
  action: string;
  /** Said under the choices (a choice that could not be loaded). */
  notice?: ReactNode;
}) {
  const locale = useLocale();
  const t = useMessages(bookingMessages);
  return (
    <Step id="meeting" number={1} title={t.typeHeading}>
      <Form method="get" action={`${action}#day`} preventScrollReset>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {types.map((type) => {
            const current = type.id === selected;
            return (
              <li key={type.id}>
                <button
                  type="submit"
                  name="type"
                  value={type.id}
                  aria-current={current || undefined}
                  className={cn(choiceClass, current ? "border-red-700 bg-red-50" : "border-slate-300")}
                >
                  <span className="flex w-full flex-wrap items-center justify-between gap-2">
                    <span className="text-lg font-semibold">{type.name}</span>
                    <span
                      className={cn(
                        "rounded-full px-2 py-0.5 text-sm font-semibold",
                        type.priceCents === 0 ? "bg-green-100 text-green-900" : "bg-slate-100 text-slate-800",
                      )}
                      data-testid="meeting-price"
                    >
                      {priceText(type.priceCents, locale)}
                    </span>
                  </span>
                  <MeetingFacts type={type} />
                  {current && <span className="mt-2 text-sm font-semibold text-red-800">{t.selected}</span>}
                </button>
              </li>
            );
          })}
        </ul>
      </Form>
      {notice}
    </Step>
  );
}

function pageLink(path: string, keep: Record<string, string>, from: string): string {
  return `${path}?${new URLSearchParams({ ...keep, from }).toString()}#day`;
}

/**
 * Step 2: the days with free slots, one page at a time, each a button of a GET form. `keep` holds
 * the query the page needs besides the day (the meeting type).
 */
export function DayStep({
  number,
  picker,
  action,
  keep,
  notice,
}: {
  number: number;
  picker: PickerView;
  action: string;
  keep: Record<string, string>;
  /** Said under the days (a day that could not be loaded). */
  notice?: ReactNode;
}) {
  const t = useMessages(bookingMessages);
  const { dayPage } = picker;
  return (
    <Step id="day" number={number} title={t.dayHeading}>
      {picker.dayGone && (
        <div className="mb-4">
          <Notice tone="error" title={t.dayGone} />
        </div>
      )}
      {dayPage.days.length === 0 ? (
        <p className="text-slate-700">
          {format(t.noDays, { n: picker.horizonDays, phone: site.phone, email: site.email })}
        </p>
      ) : (
        <>
          <p className="text-slate-700">{format(t.dayLead, { n: picker.horizonDays })}</p>
          <Form method="get" action={`${action}#time`} preventScrollReset className="mt-4">
            {Object.entries(keep).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <DayButtons dayPage={dayPage} chosen={picker.day} />
          </Form>
          <DayPaging dayPage={dayPage} action={action} keep={keep} />
        </>
      )}
      {notice}
    </Step>
  );
}

function DayButtons({ dayPage, chosen }: { dayPage: DayPage; chosen: string | null }) {
  const locale = useLocale();
  const t = useMessages(bookingMessages);
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {dayPage.days.map(({ day, slots }) => {
        const parts = formatOfficeDayParts(day, locale);
        const current = day === chosen;
        return (
          <li key={day}>
            <button
              type="submit"
              name="day"
              value={day}
              aria-current={current ? "date" : undefined}
              className={cn(choiceClass, "p-3", current ? "border-red-700 bg-red-50" : "border-slate-300")}
            >
              <span className="text-sm font-semibold text-slate-700 first-letter:uppercase">
                {parts.weekday}
                <span className="sr-only">, </span>
              </span>
              <span className="font-semibold">
                {parts.date}
                <span className="sr-only">, </span>
              </span>
              <span className="mt-1 flex items-center gap-1 text-sm text-slate-700">
                <Icon node={CalendarDays} aria-hidden="true" className="size-4 shrink-0 text-red-700" />
                {slots === 1 ? t.oneTime : format(t.manyTimes, { n: slots })}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

function DayPaging({
  dayPage,
  action,
  keep,
}: {
  dayPage: DayPage;
  action: string;
  keep: Record<string, string>;
}) {
  const t = useMessages(bookingMessages);
  if (!dayPage.earlier && !dayPage.later) return null;
  return (
    <p className="mt-4 flex flex-wrap justify-between gap-4">
      {dayPage.earlier ? (
        <Link to={pageLink(action, keep, dayPage.earlier)} preventScrollReset className={strongLinkClass}>
          ← {t.earlierDays}
        </Link>
      ) : (
        <span />
      )}
      {dayPage.later && (
        <Link to={pageLink(action, keep, dayPage.later)} preventScrollReset className={strongLinkClass}>
          {t.laterDays} →
        </Link>
      )}
    </p>
  );
}
