import { Award, IndianRupee, ShieldCheck, Target, type LucideIcon } from 'lucide-react';

const BENEFITS: readonly { title: string; icon: LucideIcon; text: string }[] = [
  {
    title: 'Targeted Performance',
    icon: Target,
    text: 'Each list is filtered by what that work actually needs — memory, SSD storage, weight, battery life or dedicated graphics — so you get the performance your tasks use, not a spec sheet built for someone else.',
  },
  {
    title: 'Better Value',
    icon: IndianRupee,
    text: 'Every use case has a realistic budget range in rupees. You see laptops in the price band where the important specifications are available, instead of paying for features you will not use.',
  },
  {
    title: 'Professional Insights',
    icon: Award,
    text: 'Each use case comes with guidance written for that kind of work: what matters most, what you can safely skip and the mistakes buyers in India most often make.',
  },
  {
    title: 'Future-Proof',
    icon: ShieldCheck,
    text: 'Requirements such as an SSD for everyone and 16 GB of RAM for coding or creative work are set with a few years of use in mind, so the laptop keeps up as your software grows.',
  },
];

export function UseCaseBenefits() {
  return (
    <section aria-labelledby="why-use-case-heading" className="space-y-6">
      <h2 id="why-use-case-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
        Why Choose Laptops by Use Case?
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {BENEFITS.map(({ title, icon: Icon, text }) => (
          <li key={title} className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
            <Icon className="h-7 w-7 text-orange-500" aria-hidden="true" />
            <h3 className="mt-3 text-lg font-semibold text-slate-900">{title}</h3>
            <p className="mt-2 text-sm text-slate-600">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
