import { useMessages } from "~/lib/i18n/use-locale";
import { serviceKeys, type ServiceKey } from "../fields";
import { intakeMessages } from "../messages";
import { FormSection } from "./form-section";

export function ServicesSection({
  selected,
  onToggle,
}: {
  selected: Record<ServiceKey, boolean>;
  onToggle: (key: ServiceKey, checked: boolean) => void;
}) {
  const t = useMessages(intakeMessages);
  return (
    <FormSection id="services">
      <div className="mt-2 grid gap-3 sm:grid-cols-2">
        {serviceKeys.map((key) => (
          <label key={key} className="flex items-start gap-3 text-slate-800">
            <input
              type="checkbox"
              name={`services.${key}`}
              checked={selected[key]}
              onChange={(event) => onToggle(key, event.target.checked)}
              className="mt-1 size-4 accent-red-700"
            />
            {t.services[key]}
          </label>
        ))}
      </div>
    </FormSection>
  );
}
