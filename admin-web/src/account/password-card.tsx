import { ADMIN_PASSWORD_MIN_LENGTH } from '@bli/contracts';
import { Button, Card, CardBody, toast } from '@bli/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { fieldErrorsByName } from '../lib/api-error';
import { TextField } from '../layout/form-field';
import { AccountForm } from './account-form';
import { changePassword, OPERATOR_SESSIONS_KEY } from './account.queries';
import { CurrentPasswordField } from './credential-fields';

const FIELDS = ['currentPassword', 'newPassword'] as const;

/** Changing the password: the current one, the new one twice; other sessions end with it. */
export function PasswordCard() {
  const queryClient = useQueryClient();
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [repeated, setRepeated] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const change = useMutation({
    mutationFn: changePassword,
    onSuccess: () => {
      setCurrentPassword('');
      setNewPassword('');
      setRepeated('');
      toast({
        title: 'Password changed',
        description: 'Your other sessions have been signed out.',
      });
      void queryClient.invalidateQueries({ queryKey: OPERATOR_SESSIONS_KEY });
    },
  });
  const errors = fieldErrorsByName(change.error, FIELDS);

  const submit = () => {
    if (!currentPassword || !newPassword) return;
    setMismatch(newPassword !== repeated);
    if (newPassword !== repeated) return;
    change.mutate({ currentPassword, newPassword });
  };

  return (
    <Card>
      <CardBody className="p-6">
        <h2 className="text-lg font-semibold">Password</h2>
        <AccountForm
          onSubmit={submit}
          error={errors.form}
          submit={
            <Button type="submit" disabled={change.isPending}>
              <KeyRound className="h-4 w-4" aria-hidden="true" />
              {change.isPending ? 'Changing...' : 'Change password'}
            </Button>
          }
        >
          <CurrentPasswordField
            label="Current password"
            value={currentPassword}
            error={errors.currentPassword}
            onChange={setCurrentPassword}
          />
          <TextField
            label="New password"
            type="password"
            autoComplete="new-password"
            required
            minLength={ADMIN_PASSWORD_MIN_LENGTH}
            hint={`At least ${ADMIN_PASSWORD_MIN_LENGTH} characters.`}
            value={newPassword}
            error={errors.newPassword}
            onChange={(event) => setNewPassword(event.target.value)}
          />
          <TextField
            label="New password again"
            type="password"
            autoComplete="new-password"
            required
            value={repeated}
            error={mismatch ? 'The two new passwords differ.' : undefined}
            onChange={(event) => setRepeated(event.target.value)}
          />
        </AccountForm>
      </CardBody>
    </Card>
  );
}
