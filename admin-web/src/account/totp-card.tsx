import type { TotpEnrolment } from '@bli/contracts';
import { Badge, Button, Card, CardBody, toast } from '@bli/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ShieldCheck, ShieldOff } from 'lucide-react';
import { useState } from 'react';
import { SESSION_KEY, sessionQuery } from '../auth/auth.queries';
import { fieldErrorsByName } from '../lib/api-error';
import { AccountForm } from './account-form';
import { confirmTotp, disableTotp, enrolTotp } from './account.queries';
import { CurrentPasswordField, TotpCodeField } from './credential-fields';

const FIELDS = ['password', 'code'] as const;

/** Step 1 with the password, step 2 the new secret (shown this once) and a code to confirm it. */
function TurnOn() {
  const queryClient = useQueryClient();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const enrol = useMutation({
    mutationFn: enrolTotp,
    onSuccess: (started) => {
      setPassword('');
      setEnrolment(started);
    },
  });
  const confirm = useMutation({
    mutationFn: confirmTotp,
    onSuccess: () => {
      toast({ title: 'Two-step sign-in is on', description: 'Sign-in now asks for a code.' });
      void queryClient.invalidateQueries({ queryKey: SESSION_KEY });
    },
  });

  if (!enrolment) {
    const errors = fieldErrorsByName(enrol.error, FIELDS);
    return (
      <AccountForm
        onSubmit={() => {
          if (password) enrol.mutate(password);
        }}
        error={errors.form}
        submit={
          <Button type="submit" disabled={enrol.isPending}>
            <ShieldCheck className="h-4 w-4" aria-hidden="true" />
            Set up an authenticator app
          </Button>
        }
      >
        <CurrentPasswordField value={password} error={errors.password} onChange={setPassword} />
      </AccountForm>
    );
  }

  const errors = fieldErrorsByName(confirm.error, FIELDS);
  return (
    <AccountForm
      wide
      onSubmit={() => {
        if (code.trim()) confirm.mutate(code);
      }}
      error={errors.form}
      submit={
        <Button type="submit" disabled={confirm.isPending}>
          Turn on two-step sign-in
        </Button>
      }
    >
      <p className="text-sm text-slate-700">
        Add this key to your authenticator app (it is shown only now), then enter the code the app
        shows.
      </p>
      <dl className="grid gap-2 text-sm">
        <dt className="font-medium">Key</dt>
        <dd className="font-mono break-all" data-testid="totp-secret">
          {enrolment.secret}
        </dd>
        <dt className="font-medium">Or open this link on the phone with the app</dt>
        <dd className="font-mono text-xs break-all">
          <a className="text-orange-700 underline" href={enrolment.otpauthUri}>
            {enrolment.otpauthUri}
          </a>
        </dd>
      </dl>
      <TotpCodeField value={code} error={errors.code} onChange={setCode} />
    </AccountForm>
  );
}

/** Turning it off takes the password and a current code. */
function TurnOff() {
  const queryClient = useQueryClient();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const disable = useMutation({
    mutationFn: () => disableTotp(password, code),
    onSuccess: () => {
      toast({
        title: 'Two-step sign-in is off',
        description: 'Sign-in asks for the password only.',
      });
      void queryClient.invalidateQueries({ queryKey: SESSION_KEY });
    },
  });
  const errors = fieldErrorsByName(disable.error, FIELDS);
  return (
    <AccountForm
      onSubmit={() => {
        if (password && code.trim()) disable.mutate();
      }}
      error={errors.form}
      submit={
        <Button type="submit" variant="outline" disabled={disable.isPending}>
          <ShieldOff className="h-4 w-4" aria-hidden="true" />
          Turn off two-step sign-in
        </Button>
      }
    >
      <CurrentPasswordField value={password} error={errors.password} onChange={setPassword} />
      <TotpCodeField value={code} error={errors.code} onChange={setCode} />
    </AccountForm>
  );
}

/** The second factor: a code of an authenticator app (TOTP) after the password at sign-in. */
export function TotpCard() {
  const session = useQuery(sessionQuery);
  const enabled = session.data?.user.totpEnabled ?? false;
  return (
    <Card>
      <CardBody className="p-6">
        <div className="flex items-center gap-3">
          <h2 className="text-lg font-semibold">Two-step sign-in</h2>
          <Badge tone={enabled ? 'success' : 'neutral'}>{enabled ? 'On' : 'Off'}</Badge>
        </div>
        <p className="mt-1 text-sm text-slate-600">
          With it on, signing in also asks for the 6-digit code of an authenticator app.
        </p>
        {enabled ? <TurnOff /> : <TurnOn />}
      </CardBody>
    </Card>
  );
}
