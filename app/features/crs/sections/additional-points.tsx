import { Questions, type QuestionProps } from "../fields";
import { additionalQuestions, jobOfferNoteId } from "../questions";

export function AdditionalPoints(props: QuestionProps) {
  const { t } = props;
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Questions questions={additionalQuestions} {...props} />
      <p id={jobOfferNoteId} className="text-sm text-slate-700 sm:col-span-2">
        {t.jobOffer.note}{" "}
        <a
          href={t.jobOffer.url}
          className="font-semibold text-red-800 underline underline-offset-2 hover:text-red-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700"
        >
          {t.jobOffer.link}
        </a>
      </p>
    </div>
  );
}
