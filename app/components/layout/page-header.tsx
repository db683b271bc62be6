/** The title band at the top of a content page: its single h1 and an optional lead. */
export function PageHeader({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: string;
  children?: React.ReactNode;
}) {
  return (
    <div className="bg-gradient-to-b from-red-50 to-white">
      <div className="mx-auto max-w-7xl px-4 py-12 md:py-16">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 md:text-5xl">{title}</h1>
        {lead && <p className="mt-4 max-w-3xl text-lg text-slate-700">{lead}</p>}
        {children}
      </div>
    </div>
  );
}
