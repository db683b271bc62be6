/**
 * A form's honeypot: a text field people never see or reach, which naive bots fill in. Off-screen
 * rather than display:none, so bots that skip hidden fields still fill it.
 */
export function HoneypotField({ id, name, label }: { id: string; name: string; label: string }) {
  return (
    <div className="absolute -left-[10000px] h-px w-px overflow-hidden" aria-hidden="true">
      <label htmlFor={id}>{label}</label>
      <input id={id} name={name} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
