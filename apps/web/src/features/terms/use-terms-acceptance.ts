import { type BodyOf, updateUser } from '@coffer/contract';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiCall } from '../../lib/api/client';
import { useSetMe } from '../../lib/session/use-me';

/**
 * A terms form's state: the acceptance checkbox, its error once submitted unticked, and the
 * PUT /user/update that records the accepted versions and refreshes the signed-in user.
 */
export function useTermsAcceptance(body: BodyOf<typeof updateUser>) {
  const { t } = useTranslation();
  const setMe = useSetMe();
  const [checked, setChecked] = useState(false);
  const [touched, setTouched] = useState(false);
  const accept = useMutation({
    mutationFn: () => apiCall(updateUser, { body }),
    onSuccess: (answer) => setMe(answer.user),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (checked) accept.mutate();
  };
  const error = touched && !checked ? t('validation.terms') : undefined;
  return { checked, setChecked, error, accept, submit };
}
