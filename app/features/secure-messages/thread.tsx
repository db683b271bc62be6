import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Paperclip } from "lucide";
import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { Field } from "~/components/form/field";
import { buttonStyles } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { strongLinkClass } from "~/components/ui/text-link";
import { documentRuleLabels, documentRules } from "~/content/document-rules";
import { cn } from "~/lib/cn";
import { formatDateTime } from "~/lib/dates";
import { localizePath } from "~/lib/i18n/locale";
import { format } from "~/lib/i18n/messages";
import { useLocale, useMessages } from "~/lib/i18n/use-locale";
import { FilePicker } from "~/features/documents/file-picker";
import { formatFileSize } from "~/features/documents/format";
import { networkMessages } from "~/components/ui/network-messages";
import { threadMessages } from "./messages";
import {
  MESSAGE_MAX_LENGTH,
  messageSchema,
  type MessageOutcome,
  type Side,
  type ThreadMessage,
} from "./thread-values";

/**
 * A client's thread as one side reads it: each message with who wrote it and when, its file, and what
 * arrived since that side last read it marked as new. `fileBase` is where that side downloads files.
 */
export function ThreadView({
  messages,
  side,
  unreadSince,
  clientName,
  fileBase,
}: {
  messages: ThreadMessage[];
  side: Side;
  unreadSince: string | null;
  /** How the consultant's page names the client's messages. */
  clientName?: string;
  fileBase: string;
}) {
  const locale = useLocale();
  const t = useMessages(threadMessages);
  if (messages.length === 0) return <p className="text-slate-700">{t.empty}</p>;
  return (
    <ol aria-label={t.threadLabel} className="space-y-4">
      {messages.map((message, index) => {
        const mine = message.fromConsultant === (side === "consultant");
        const author = mine ? t.you : side === "client" ? t.consultant : (clientName ?? "");
        const isNew = !mine && (unreadSince === null || message.createdAt > unreadSince);
        return (
          <li
            key={message.id}
            id={index === messages.length - 1 ? "latest" : undefined}
            className={cn(
              "max-w-[85%] rounded-lg border p-3 sm:max-w-[75%]",
              mine ? "ml-auto border-red-200 bg-red-50" : "border-slate-200 bg-white",
            )}
            data-testid="thread-message"
          >
            <p className="flex flex-wrap items-baseline gap-x-2 text-sm text-slate-700">
              <span className="font-semibold text-slate-900">{author}</span>
              <time dateTime={message.createdAt}>{formatDateTime(message.createdAt, locale)}</time>
              {isNew && (
                <span className="rounded-full bg-red-700 px-2 text-xs font-semibold text-white">
                  {t.newMark}
                </span>
              )}
            </p>
            <p className="mt-1 break-words whitespace-pre-wrap text-slate-900">{message.body}</p>
            {message.file && (
              <p className="mt-2 text-sm">
                <a
                  href={localizePath(`${fileBase}/${message.file.id}`, locale)}
                  download
                  className={cn(strongLinkClass, "break-all")}
                >
                  <Icon node={Paperclip} aria-hidden="true" className="mr-1 inline size-4" />
                  {format(t.attachment, {
                    name: message.file.name,
                    size: formatFileSize(message.file.size, locale),
                  })}
                </a>
              </p>
            )}
          </li>
        );
      })}
    </ol>
  );
}

/**
 * The form that writes in a thread, with or without JavaScript: a plain multipart post to the page.
 * A refused message comes back with its text and the reason; a sent one reloads the thread. Pages key
 * it by the thread's length, so a sent message leaves an empty form.
 */
export function ComposeForm({ result, count, side }: { result?: MessageOutcome; count: number; side: Side }) {
  const locale = useLocale();
  const t = useMessages(threadMessages);
  const network = useMessages(networkMessages);
  const navigation = useNavigation();
  const [chosen, setChosen] = useState<string>();
  const [form, fields] = useForm({
    id: `message-${count}`,
    lastResult: result?.submission,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: messageSchema(locale) }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const labels = documentRuleLabels[locale];
  const problem =
    result?.status === "tooMany"
      ? format(t.tooMany, { minutes: result.retryMinutes ?? 15 })
      : result?.status === "tooLarge"
        ? format(t.tooLarge, { max: labels.maxFileSize })
        : result?.status === "unavailable"
          ? t.unavailable
          : result?.status === "unsent"
            ? network.notSent
            : undefined;
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      preventScrollReset
      {...getFormProps(form)}
      className="space-y-4 rounded-lg border border-slate-200 p-4"
    >
      <h2 className="text-xl font-semibold text-slate-900">{t.composeHeading}</h2>
      <Field field={fields.body} label={t.body} help={format(t.bodyHelp, { n: MESSAGE_MAX_LENGTH })} required>
        {(control) => <textarea {...control} rows={5} maxLength={MESSAGE_MAX_LENGTH} />}
      </Field>
      <Field
        field={fields.file}
        label={t.file}
        help={format(t.fileHelp, { formats: documentRules.formats.join(", "), max: labels.maxFileSize })}
      >
        {({ defaultValue: _, className: _className, ...control }) => (
          <div className="mt-1">
            <FilePicker
              input={{ ...control, accept: ".pdf,.jpg,.jpeg,.png,.tif,.tiff" }}
              chosen={chosen}
              onChoose={setChosen}
            />
          </div>
        )}
      </Field>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" disabled={navigation.state === "submitting"} className={buttonStyles()}>
          {t.send}
        </button>
        <span role="alert" className="text-red-800">
          {problem}
        </span>
      </div>
      {side === "client" && <p className="text-sm text-slate-700">{t.privacy}</p>}
    </Form>
  );
}
