import { zodResolver } from '@hookform/resolvers/zod';
import {
  NEVER_SCHEDULE_LABEL,
  NEVER_SCHEDULE_VALUE,
  newSavedSearchForm,
  type SavedSearchForm,
  type Schedule,
  savedSearchFormSchema,
  scheduleOptions,
} from '@trove/core/gallery';
import { useForm } from 'react-hook-form';
import { SubmitButton } from '../../../forms/ui/SubmitButton';
import { type LinkComponent, PlainLink } from '../../../shell/ui/linkComponent';
import { ModalDialog } from '../../../shell/ui/ModalDialog';
import { cx } from '../../../styles/cx';
import { SavedSearchFields } from './SavedSearchFields';

export interface RegisterSearchTranslations {
  title: string;
  intro: string;
  name: string;
  schedule: string;
  never: string;
  continue: string;
  /** The register step, naming the search that will be saved. */
  registerIntro: (name: string) => string;
  join: string;
  login: string;
  back: string;
  close: string;
}

export const registerSearchTranslations: RegisterSearchTranslations = /* @__PURE__ */ (() => ({
  title: 'Save this search',
  intro: 'Name this search and choose how often to hear about new listings that match it.',
  name: 'Name',
  schedule: 'Email notification',
  never: NEVER_SCHEDULE_LABEL,
  continue: 'Continue',
  registerIntro: (name: string) =>
    `Join for FREE or log in, and “${name}” will be saved to your searches. Joining is free.`,
  join: 'Join for FREE',
  login: 'Log In',
  back: 'Back',
  close: 'Close',
}))();

/** Where the register step sends the visitor. The pending search waits in storage meanwhile. */
export interface RegisterSearchHrefs {
  join: string;
  login: string;
}

export const registerSearchHrefs: RegisterSearchHrefs = { join: '/sign-up', login: '/login' };

/** Seed 001 §4: the name and schedule step, then the register step. */
export type RegisterSearchStep = { type: 'details' } | { type: 'register'; name: string };

type Slot = 'modal' | 'form' | 'field' | 'submit' | 'actions';

export interface RegisterSearchModalViewProps {
  /** Default: true. */
  isOpen?: boolean;
  /** Escape, a click outside and the close button: the visitor does not want to save it. */
  onClose?: () => void;
  step: RegisterSearchStep;
  /** The name the form starts with: core's `savedSearchName` of the search shown. */
  defaultName: string;
  /** What the details form starts with instead, e.g. what the visitor chose before going Back. */
  defaultValues?: SavedSearchForm | undefined;
  /** The server's schedules; Never is always offered first. */
  schedules?: readonly Schedule[];
  /** The details step is filled in (and valid): go on to register. */
  onContinue?: (form: SavedSearchForm) => void;
  /** Back from the register step to the details. */
  onBack?: () => void;
  hrefs?: Partial<RegisterSearchHrefs>;
  linkComponent?: LinkComponent;
  classNames?: Partial<Record<Slot, string>>;
  translations?: Partial<RegisterSearchTranslations>;
}

/**
 * The register-search modal a signed-out visitor sees when a search link asks for it (§2 Gallery):
 * name the search and pick a schedule, then join or log in to have it saved.
 */
export function RegisterSearchModalView({
  isOpen = true,
  onClose,
  step,
  defaultName,
  defaultValues,
  schedules = [],
  onContinue,
  onBack,
  hrefs,
  linkComponent: Link = PlainLink,
  classNames = {},
  translations,
}: RegisterSearchModalViewProps) {
  const t = { ...registerSearchTranslations, ...translations };
  const to = { ...registerSearchHrefs, ...hrefs };
  return (
    <ModalDialog
      title={t.title}
      isOpen={isOpen}
      onClose={onClose}
      closeLabel={t.close}
      className={cx('trove-register-search', classNames.modal)}
    >
      {step.type === 'details' ? (
        <DetailsForm
          t={t}
          defaultValues={defaultValues ?? newSavedSearchForm(defaultName)}
          schedules={schedules}
          onContinue={onContinue}
          classNames={classNames}
        />
      ) : (
        <div className="trove-register-search__register">
          <p>{t.registerIntro(step.name)}</p>
          <div className={cx('trove-actions', classNames.actions)}>
            <Link href={to.join} className="trove-button trove-button--primary">
              {t.join}
            </Link>
            <Link href={to.login} className="trove-button">
              {t.login}
            </Link>
            <button type="button" className="trove-button trove-button--link" onClick={onBack}>
              {t.back}
            </button>
          </div>
        </div>
      )}
    </ModalDialog>
  );
}

interface DetailsFormProps {
  t: RegisterSearchTranslations;
  defaultValues: SavedSearchForm;
  schedules: readonly Schedule[];
  onContinue: RegisterSearchModalViewProps['onContinue'];
  classNames: Partial<Record<Slot, string>>;
}

function DetailsForm({ t, defaultValues, schedules, onContinue, classNames }: DetailsFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(savedSearchFormSchema),
    defaultValues,
  });
  return (
    <form
      noValidate
      className={cx('trove-form', classNames.form)}
      onSubmit={handleSubmit((form) => onContinue?.(form))}
    >
      <p>{t.intro}</p>
      <SavedSearchFields
        register={register}
        errors={errors}
        options={scheduleOptions(schedules).map((option) =>
          option.value === NEVER_SCHEDULE_VALUE ? { ...option, label: t.never } : option,
        )}
        labels={t}
        className={classNames.field}
      />
      <SubmitButton
        submitting={false}
        label={t.continue}
        submittingLabel={t.continue}
        className={classNames.submit}
      />
    </form>
  );
}
