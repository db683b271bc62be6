import { fieldsOf, isShown, type IntakeField, type IntakeSection, type IntakeValues } from "../fields";
import { FormSection } from "./form-section";
import { QuestionField } from "./question-fields";

/** A section of questions: the rows of its table that the answers so far call for. */
export function QuestionSection({
  section,
  values,
  errorOf,
  touched,
  onChange,
  onBlur,
}: {
  section: IntakeSection;
  values: IntakeValues;
  errorOf: (name: IntakeField) => string | undefined;
  touched: Readonly<Partial<Record<IntakeField, boolean>>>;
  onChange: (name: IntakeField, value: string) => void;
  onBlur: (name: IntakeField) => void;
}) {
  return (
    <FormSection id={section.id}>
      <div className="mt-2 grid gap-5 md:grid-cols-2">
        {fieldsOf(section)
          .filter((field) => isShown(field, values))
          .map((field) => (
            <QuestionField
              key={field.name}
              field={field}
              value={values[field.name]}
              error={errorOf(field.name)}
              touched={Boolean(touched[field.name])}
              onChange={(value) => onChange(field.name, value)}
              onBlur={() => onBlur(field.name)}
            />
          ))}
      </div>
    </FormSection>
  );
}
