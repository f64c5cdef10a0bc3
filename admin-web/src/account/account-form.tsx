import type { ReactNode } from 'react';

interface AccountFormProps {
  /** Runs on submit; the browser's own submission is already stopped. */
  onSubmit: () => void;
  /** The server's complaint about the form as a whole rather than one field. */
  error?: string;
  /** The submit button. */
  submit: ReactNode;
  /** Room for a long key or link (the authenticator's secret). */
  wide?: boolean;
  children: ReactNode;
}

/** A form of the Account screen: its fields, then the form's own error, then the submit button. */
export function AccountForm({ onSubmit, error, submit, wide = false, children }: AccountFormProps) {
  return (
    <form
      className={wide ? 'mt-4 grid max-w-xl gap-4' : 'mt-4 grid max-w-md gap-4'}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      noValidate
    >
      {children}
      {error && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {error}
        </p>
      )}
      <div>{submit}</div>
    </form>
  );
}
