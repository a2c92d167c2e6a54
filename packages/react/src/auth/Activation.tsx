import { useEffect, useRef } from 'react';
import { type ActivationStatus, ActivationView, type ActivationViewProps } from './ui/ActivationView';
import { useActivate } from './useActivate';

export interface ActivationProps extends Omit<ActivationViewProps, 'status'> {
  /** From the emailed link. */
  uid: string;
  /** From the emailed link. */
  token: string;
  /** Called once the server answered; the site then opens the gallery. */
  onActivated?: (success: boolean) => void;
}

/** The activation link's page over the API: activates once on entry and says how it went. */
export function Activation({ uid, token, onActivated, ...view }: ActivationProps) {
  const activate = useActivate();
  const { mutate } = activate;
  const onActivatedRef = useRef(onActivated);
  useEffect(() => {
    onActivatedRef.current = onActivated;
  });
  // The link is single-use: StrictMode's second effect run (and any re-render) must not send it again.
  const sentFor = useRef<string | null>(null);
  useEffect(() => {
    const key = `${uid}/${token}`;
    if (sentFor.current === key) return;
    sentFor.current = key;
    mutate(
      { uid, token },
      {
        onSuccess: () => onActivatedRef.current?.(true),
        onError: () => onActivatedRef.current?.(false),
      },
    );
  }, [uid, token, mutate]);
  const status: ActivationStatus = activate.isSuccess
    ? 'success'
    : activate.isError
      ? 'failure'
      : 'activating';
  return <ActivationView status={status} {...view} />;
}
