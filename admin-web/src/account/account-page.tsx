import { PasswordCard } from './password-card';
import { SessionsCard } from './sessions-card';
import { TotpCard } from './totp-card';

/** The signed-in operator's own account: password, sessions, two-step sign-in. */
export default function AccountPage() {
  return (
    <div className="grid gap-6">
      <h1 className="text-2xl font-bold">Account</h1>
      <PasswordCard />
      <SessionsCard />
      <TotpCard />
    </div>
  );
}
