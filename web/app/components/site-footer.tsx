export function SiteFooter() { return <footer className='p-4 border-t'>footer</footer>; }
