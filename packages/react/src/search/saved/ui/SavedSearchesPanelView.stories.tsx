import type { Meta, StoryObj } from '@storybook/react-vite';
import { isWatchlist, savedSearchMessages } from '@trove/core/gallery';
import { savedSearchFixture, savedSearchListFixture, schedulesFixture } from '@trove/test-utils';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { SavedSearchesPanelView } from './SavedSearchesPanelView';

const searches = savedSearchListFixture().filter((search) => !isWatchlist(search));

/** The Saved Searches panel in each state of §2; the connected panel hides the watchlist first. */
const meta = {
  title: 'Search/SavedSearchesPanelView',
  component: SavedSearchesPanelView,
  args: {
    searches,
    schedules: schedulesFixture(),
    defaultName: 'gold sovereign',
    onSave: fn(),
    onOpen: fn(),
    onEditingChange: fn(),
    onUpdate: fn(),
    onDelete: fn(),
  },
} satisfies Meta<typeof SavedSearchesPanelView>;

export default meta;
type Story = StoryObj<typeof meta>;

const saveForm = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('form', { name: 'Save this search' }));

export const Empty: Story = {
  args: { searches: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You have no saved searches yet.')).toBeVisible();
    const form = saveForm(canvasElement);
    await expect(form.getByLabelText('Name')).toHaveValue('gold sovereign');
    await expect(form.getByLabelText('Email notification')).toHaveValue('');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      name: 'gold sovereign',
      schedule: '',
      is_default: false,
    });
  },
};

export const Loading: Story = {
  args: { searches: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading your saved searches…')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { searches: undefined, loadFailed: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Sorry, your saved searches could not be loaded.',
    );
  },
};

/** Three searches: one the default and mailed weekly. A name opens its gallery. */
export const WithSearches: Story = {
  play: async ({ canvasElement, args }) => {
    const list = within(within(canvasElement).getByRole('list', { name: 'Your saved searches' }));
    await expect(list.getAllByRole('listitem')).toHaveLength(3);
    await expect(list.getByText('Default')).toBeVisible();
    await expect(list.getByText('Weekly')).toBeVisible();
    await userEvent.click(list.getByRole('button', { name: 'Medals' }));
    await expect(args.onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }));
    await userEvent.click(list.getByRole('button', { name: 'Edit Sold' }));
    await expect(args.onEditingChange).toHaveBeenCalledWith(4);
  },
};

/** Just saved: highlighted, marked New and announced, for 2000 ms. */
export const NewHighlighted: Story = {
  args: {
    searches: [
      ...searches,
      savedSearchFixture({ id: 9, name: 'Florins for sale', schedule: 'daily', isNew: true }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const item = canvas.getByRole('button', { name: 'Florins for sale' }).closest('li') as HTMLElement;
    await expect(item).toHaveClass('trove-saved-searches__item--new');
    await expect(within(item).getByText('New')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Florins for sale');
  },
};

export const Saving: Story = {
  args: { saving: true },
  play: async ({ canvasElement }) => {
    await expect(saveForm(canvasElement).getByRole('button', { name: 'Saving…' })).toBeDisabled();
  },
};

/** Saved without a name: the spec's message under the field, nothing sent. */
export const ValidationError: Story = {
  play: async ({ canvasElement, args }) => {
    const form = saveForm(canvasElement);
    await userEvent.clear(form.getByLabelText('Name'));
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expect(await form.findByText(savedSearchMessages.required)).toBeVisible();
    await expect(form.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** The server refused the name: its message under the field. */
export const ServerFieldError: Story = {
  args: { saveErrors: { fields: { name: 'You already have a search with this name.' }, alert: [] } },
  play: async ({ canvasElement }) => {
    const form = saveForm(canvasElement);
    await expect(await form.findByText('You already have a search with this name.')).toBeVisible();
    await expect(form.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A save that failed without field messages: the toast says so; the form shows what the server said. */
export const SaveFailure: Story = {
  args: { saveErrors: { alert: ['You do not have permission to perform this action.'] } },
  play: async ({ canvasElement }) => {
    await expect(saveForm(canvasElement).getByRole('alert')).toHaveTextContent(
      'You do not have permission to perform this action.',
    );
  },
};

/** Medals open for editing: name, schedule, Default, Update and Delete. */
export const Editing: Story = {
  args: { editingId: 2 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Edit Medals' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const edit = within(canvas.getByRole('form', { name: 'Edit Medals' }));
    await expect(edit.getByLabelText('Name')).toHaveValue('Medals');
    await expect(edit.getByLabelText('Email notification')).toHaveValue('weekly');
    await expect(edit.getByRole('checkbox', { name: 'Default' })).toBeChecked();
    await userEvent.clear(edit.getByLabelText('Name'));
    await userEvent.type(edit.getByLabelText('Name'), 'War medals');
    await userEvent.click(edit.getByRole('checkbox', { name: 'Default' }));
    await userEvent.click(edit.getByRole('button', { name: 'Update' }));
    await expect(args.onUpdate).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }), {
      name: 'War medals',
      schedule: 'weekly',
      is_default: false,
    });
  },
};

/** Update checks the form first. */
export const EditValidationError: Story = {
  args: { editingId: 2 },
  play: async ({ canvasElement, args }) => {
    const edit = within(within(canvasElement).getByRole('form', { name: 'Edit Medals' }));
    await userEvent.clear(edit.getByLabelText('Name'));
    await userEvent.click(edit.getByRole('button', { name: 'Update' }));
    await expect(await edit.findByText(savedSearchMessages.required)).toBeVisible();
    await expect(args.onUpdate).not.toHaveBeenCalled();
  },
};

/** Delete asks first; the dialog renders over the page, so the play queries `screen`. */
export const ConfirmDelete: Story = {
  args: { editingId: 2 },
  play: async ({ canvasElement, args }) => {
    const edit = within(within(canvasElement).getByRole('form', { name: 'Edit Medals' }));
    await userEvent.click(edit.getByRole('button', { name: 'Delete' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete search' }));
    await expect(dialog.getByText(/Medals/)).toBeVisible();
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};
