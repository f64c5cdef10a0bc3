import { TextField } from '../layout/form-field';

interface CredentialFieldProps {
  value: string;
  /** The server's complaint about this field. */
  error?: string;
  onChange: (value: string) => void;
}

/** The operator's password as it is now, asked again before the account changes. */
export function CurrentPasswordField({
  label = 'Password',
  value,
  error,
  onChange,
}: CredentialFieldProps & { label?: string }) {
  return (
    <TextField
      label={label}
      type="password"
      autoComplete="current-password"
      required
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** The 6-digit code the operator's authenticator app shows now. */
export function TotpCodeField({ value, error, onChange }: CredentialFieldProps) {
  return (
    <TextField
      label="Code from the app"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      required
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
