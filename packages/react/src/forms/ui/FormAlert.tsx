import { cx } from '../../styles/cx';

export interface FormAlertProps {
  messages: readonly (string | undefined)[];
  className?: string | undefined;
}

/** The messages that belong to no field, announced as an alert; nothing when there are none. */
export function FormAlert({ messages, className }: FormAlertProps) {
  const shown = [...new Set(messages.filter((message): message is string => Boolean(message)))];
  if (shown.length === 0) return null;
  return (
    <div role="alert" className={cx('trove-alert', 'trove-alert--error', className)}>
      {shown.map((message) => (
        <p key={message} className="trove-alert__message">
          {message}
        </p>
      ))}
    </div>
  );
}
