import { Button, Card, CardBody } from '@bli/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LogIn } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { readableError } from '../lib/api-error';
import { TextField } from '../layout/form-field';
import { logIn, SESSION_KEY, sessionQuery } from './auth.queries';
import { needsCode } from './login-step';
import { safeReturnPath } from './return-path';

/**
 * The operators' sign-in; afterwards back to the page they were on. With the operator's second
 * factor on, a right password brings a second step: the authenticator app's code.
 */
export function LoginPage() {
  const [params] = useSearchParams();
  const returnTo = safeReturnPath(params.get('next'));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useQuery(sessionQuery);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [askingCode, setAskingCode] = useState(false);
  const login = useMutation({
    mutationFn: logIn,
    onError: (error) => {
      if (needsCode(error)) setAskingCode(true);
    },
    onSuccess: (signedIn) => {
      // Whatever was cached belonged to the previous session (or to none).
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_KEY[0] });
      queryClient.setQueryData(SESSION_KEY, signedIn);
      void navigate(returnTo, { replace: true });
    },
  });

  if (session.data && !login.isPending) return <Navigate to={returnTo} replace />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password) return;
    if (askingCode && !code.trim()) return;
    login.mutate(askingCode ? { email, password, code } : { email, password });
  };
  // Another account or password starts over at the first step.
  const changeCredentials = (change: () => void) => {
    change();
    setAskingCode(false);
    setCode('');
  };

  return (
    <main className="flex min-h-screen items-center justify-center p-4">
      <Card className="w-full max-w-sm">
        <CardBody className="p-6">
          <h1 className="text-xl font-bold">Best Laptops India admin</h1>
          <p className="mt-1 text-sm text-slate-600">Sign in to manage price ranges and syncs.</p>
          <form className="mt-6 grid gap-4" onSubmit={submit} noValidate>
            <TextField
              label="Email"
              type="email"
              name="email"
              autoComplete="username"
              required
              value={email}
              onChange={(event) => changeCredentials(() => setEmail(event.target.value))}
            />
            <TextField
              label="Password"
              type="password"
              name="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(event) => changeCredentials(() => setPassword(event.target.value))}
            />
            {askingCode && (
              <TextField
                label="Authentication code"
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                hint="The 6-digit code your authenticator app shows now."
                required
                autoFocus
                value={code}
                onChange={(event) => setCode(event.target.value)}
              />
            )}
            {login.isError && !needsCode(login.error) && (
              <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
                {readableError(login.error, 'Sign-in failed. Please try again.')}
              </p>
            )}
            <Button type="submit" disabled={login.isPending}>
              <LogIn className="h-4 w-4" aria-hidden="true" />
              {login.isPending ? 'Signing in...' : 'Sign in'}
            </Button>
          </form>
        </CardBody>
      </Card>
    </main>
  );
}
