import { Plus } from 'lucide-react';
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import { paths } from '../../lib/paths';
import { TRANSFER_RESOURCES, type TransferResource } from '@shared/transfer';
import { Button } from '../../components/ui/button';
import { ApiError, messageOf } from '../../lib/api-client';
import { useCreateAdminItem } from '../api/create-admin-item';
import { useDeleteAdminItem } from '../api/delete-admin-item';
import type { AdminListFilters } from '../api/get-admin-list';
import type { CrudResource } from '../api/resource';
import { useUpdateAdminItem } from '../api/update-admin-item';
import { useAdminFilters } from '../hooks/use-admin-filters';
import { useEditFromAddress, type ReturningTab } from '../hooks/use-edit-from-address';
import { useListErrorToast } from '../hooks/use-list-error-toast';
import { successToast, type CrudLabels } from './messages';
import { FormFieldsReport, type AdminFormProps, type FormHasField } from './admin-form';
import { AdminList, type AdminFilter } from './admin-list';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { FormPanel } from './form-panel';
import { editButtonId, ItemActions } from './item-actions';
import { TransferBar } from './transfer-bar';

export interface CrudTabProps<T extends { id: string }, B, R> {
  resource: CrudResource;
  labels: CrudLabels;
  /** How the item is named in buttons, the delete dialog and the toasts. */
  itemName: (item: T) => string;
  /** One item of the list; `actions` holds its Edit and Delete buttons where allowed. */
  renderItem: (item: T, actions: ReactNode) => ReactNode;
  /**
   * The add form, and the edit form when `editable` (it receives the item then). Without one,
   * the tab only lists and deletes (suggestions, feedback).
   */
  Form?: ComponentType<AdminFormProps<T, B>>;
  editable?: boolean;
  canDelete?: (item: T) => boolean;
  filters?: readonly AdminFilter[];
  /** Says what the server made of an add (users: whether the welcome mail went out). */
  onAdded?: (result: R) => void;
  layout?: 'grid' | 'rows';
  /** Shown between the heading and the list while the list shows (prompts: stat cards). */
  aboveList?: ReactNode;
  /**
   * The form's wording, for a tab that imports and exports (TRANSFER_RESOURCES): the import
   * preview names a row's errors with its field labels.
   */
  formMessages?: Readonly<Record<string, unknown>>;
  /** Also say a failed load in a toast, with `labels.loadFailed` (docs/product.md#admin-panel: prompts). */
  toastLoadFailure?: boolean;
}

/** `back`: the tab the edit was opened from (Link Health, issue 33), where closing it returns. */
/** What a closed edit tells the tab it returns to, in the history entry's state. */
export interface SavedItem {
  resource: CrudResource;
  id: string;
}

type Mode<T> =
  { kind: 'list' } | { kind: 'add' } | { kind: 'edit'; item: T; back?: ReturningTab | null };

/**
 * A management tab (docs/product.md#admin-panel): search, count and list with an Add button; the add and
 * edit forms take the list's place (and hide the Add button) until saved or cancelled; deleting
 * asks first. After a change the lists and statistics refresh and a toast says how it went.
 */
export function CrudTab<T extends { id: string }, B, R = unknown>({
  resource,
  labels,
  itemName,
  renderItem,
  Form,
  editable = Form !== undefined,
  canDelete = () => true,
  filters = [],
  onAdded,
  layout = 'grid',
  aboveList,
  toastLoadFailure = false,
  formMessages = {},
}: CrudTabProps<T, B, R>) {
  const [mode, setMode] = useState<Mode<T>>({ kind: 'list' });
  const filterState = useAdminFilters();
  const [deleting, setDeleting] = useState<T | null>(null);
  const create = useCreateAdminItem<B, R>(resource);
  const update = useUpdateAdminItem<B>(resource);
  const remove = useDeleteAdminItem(resource);
  const navigate = useNavigate();
  useEditFromAddress<T>(resource, Boolean(Form) && editable, (item, back) =>
    setMode({ kind: 'edit', item, back }),
  );

  // Back on the list, the focus returns to the button that opened the form.
  const returnFocus = useRef<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (mode.kind !== 'list' || !returnFocus.current) return;
    (document.getElementById(returnFocus.current) ?? heading.current)?.focus();
    returnFocus.current = null;
  }, [mode]);
  /**
   * Back to the list, or to the tab the edit came from, telling it (in the history entry's state,
   * never in the address: a link must not make an admin's browser act) which item was saved.
   */
  const close = (saved = false) => {
    if (mode.kind === 'edit' && mode.back) {
      const state = saved ? { saved: { resource, id: mode.item.id } satisfies SavedItem } : null;
      setMode({ kind: 'list' });
      void navigate(`${paths.admin}?tab=${mode.back}`, { replace: true, state });
      return;
    }
    returnFocus.current =
      mode.kind === 'edit' ? editButtonId(resource, mode.item.id) : `${resource}-add`;
    setMode({ kind: 'list' });
  };

  // The open form's fields, as its AdminForm reports them (saveFailedToast).
  const formFields = useRef<FormHasField | null>(null);
  const reportFields = useCallback((hasField: FormHasField | null) => {
    formFields.current = hasField;
  }, []);

  const save = async (body: B) => {
    const editing = mode.kind === 'edit' ? mode.item : null;
    try {
      if (editing) {
        await update.mutateAsync({ id: editing.id, body });
        toast.success(successToast(labels, 'updated'));
      } else {
        const result = await create.mutateAsync(body);
        if (onAdded) onAdded(result);
        else toast.success(successToast(labels, 'added'));
      }
    } catch (error) {
      toast.error(...saveFailedToast(labels, editing !== null, error, formFields.current));
      throw error;
    }
    close(true);
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    const name = itemName(deleting);
    try {
      await remove.mutateAsync(deleting.id);
      toast.success(successToast(labels, 'deleted', name));
      // The Delete button that opened the dialog is gone with its item: the focus goes to the
      // tab's heading instead of the page's top.
      setTimeout(() => {
        if (document.activeElement === document.body) heading.current?.focus();
      }, 0);
    } catch (error) {
      toast.error(labels.deleteFailed(name), { description: messageOf(error) });
    }
    setDeleting(null);
  };

  const formOpen = mode.kind !== 'list';
  return (
    <section aria-labelledby={`${resource}-heading`}>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2
          id={`${resource}-heading`}
          ref={heading}
          tabIndex={-1}
          className="text-xl font-semibold focus:outline-none"
        >
          {labels.heading}
        </h2>
        {!formOpen && (
          <div className="flex flex-wrap items-center gap-2">
            {isTransferResource(resource) && (
              <TransferBar
                resource={resource}
                heading={labels.heading}
                filters={filterState.values}
                formMessages={formMessages}
              />
            )}
            {Form && (
              <Button id={`${resource}-add`} onClick={() => setMode({ kind: 'add' })}>
                <Plus className="h-4 w-4" aria-hidden="true" /> {labels.add}
              </Button>
            )}
          </div>
        )}
      </div>
      {Form && formOpen ? (
        <FormPanel title={mode.kind === 'edit' ? labels.editTitle : labels.addTitle}>
          <FormFieldsReport value={reportFields}>
            <Form
              key={mode.kind === 'edit' ? mode.item.id : 'add'}
              item={mode.kind === 'edit' ? mode.item : undefined}
              onSubmit={save}
              onCancel={() => close()}
            />
          </FormFieldsReport>
        </FormPanel>
      ) : (
        <>
          {aboveList}
          {toastLoadFailure && (
            <LoadFailureToast
              resource={resource}
              values={filterState.values}
              text={labels.loadFailed}
            />
          )}
          <AdminList<T>
            resource={resource}
            labels={labels}
            filters={filters}
            {...filterState}
            layout={layout}
            renderItem={(item) =>
              renderItem(
                item,
                <ItemActions
                  resource={resource}
                  id={item.id}
                  name={itemName(item)}
                  onEdit={editable ? () => setMode({ kind: 'edit', item }) : undefined}
                  onDelete={canDelete(item) ? () => setDeleting(item) : undefined}
                />,
              )
            }
          />
        </>
      )}
      <ConfirmDeleteDialog
        name={deleting ? itemName(deleting) : null}
        body={deleting ? labels.confirmBody(itemName(deleting)) : ''}
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}

/** Issue 23: the content tabs export and import (docs/product.md#export-and-import). */
const isTransferResource = (resource: CrudResource): resource is TransferResource =>
  (TRANSFER_RESOURCES as readonly string[]).includes(resource);

/**
 * A failed save's toast: the resource's words, then the server's reason. Where docs/product.md#admin-panel gives a
 * failed add its own title and sentence (tools: 'Ralat'), the sentence is said as given; a reason
 * follows it only when no field of the form shows it: a field the server names that the form
 * lacks (or an unknown form) shows nothing, so the toast keeps the reason.
 */
function saveFailedToast(
  labels: CrudLabels,
  editing: boolean,
  error: unknown,
  hasField: FormHasField | null,
) {
  const reason = messageOf(error);
  if (editing) return [labels.updateFailed, { description: reason }] as const;
  if (!labels.addFailedTitle) return [labels.addFailed, { description: reason }] as const;
  const shownInForm =
    error instanceof ApiError &&
    hasField !== null &&
    Object.keys(error.fields ?? {}).some((field) => hasField(field));
  const description = shownInForm ? labels.addFailed : `${labels.addFailed} ${reason}`;
  return [labels.addFailedTitle, { description }] as const;
}

/** Says a failed load of the list in a toast too; reads the same query as the AdminList. */
function LoadFailureToast(props: {
  resource: CrudResource;
  values: AdminListFilters;
  text: string;
}) {
  useListErrorToast(props.resource, props.values, props.text);
  return null;
}
