// Being written in this session: replaced by the page's real module.
export default function Page() {
  return <main className="p-8">price-range</main>;
}
