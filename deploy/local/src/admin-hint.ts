/** The line `npm start` prints about the operators' screens: where they are and how to sign in. */
export function adminSignInHint(port: number, adminEmail: string | undefined): string {
  const url = `http://localhost:${port}/admin`;
  if (adminEmail?.trim()) {
    return `admin: ${url}, sign in as ${adminEmail.trim()} with ADMIN_PASSWORD (it creates the first operator when there is none)`;
  }
  return `admin: ${url}; to sign in, run npm start with ADMIN_EMAIL and ADMIN_PASSWORD (12+ characters) set: the first operator is created from them`;
}
