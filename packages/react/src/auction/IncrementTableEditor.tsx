import { IncrementTableView, type IncrementTableViewProps } from './ui/IncrementTableView';
import { incrementsSaveError, useIncrements, useSetIncrements } from './useIncrements';

export interface IncrementTableEditorProps
  extends Omit<IncrementTableViewProps, 'table' | 'failed' | 'saving' | 'error' | 'onSave'> {
  /** The organisation (auction house) whose table is edited. */
  organisation: number;
}

/**
 * An organisation's bid increment table over the API, for its admins and owners: loaded, edited and
 * saved (or put back to the default table), with a toast either way.
 */
export function IncrementTableEditor({ organisation, ...view }: IncrementTableEditorProps) {
  const table = useIncrements(organisation);
  const save = useSetIncrements(organisation);
  return (
    <IncrementTableView
      {...view}
      table={table.data}
      failed={table.isError && !table.data}
      saving={save.isPending}
      error={save.isError ? incrementsSaveError(save.error) : null}
      onSave={(increments) => save.mutate({ increments })}
    />
  );
}
