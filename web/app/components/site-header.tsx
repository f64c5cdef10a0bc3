export function SiteHeader() { return <header className='p-4 border-b'>Best Laptops India</header>; }
