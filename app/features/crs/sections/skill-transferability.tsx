import { Questions, type QuestionProps } from "../fields";
import { transferabilityQuestions } from "../questions";

export function SkillTransferability(props: QuestionProps) {
  return (
    <>
      <p className="text-slate-700">{props.t.transferabilityLead}</p>
      <Questions questions={transferabilityQuestions} {...props} />
    </>
  );
}
