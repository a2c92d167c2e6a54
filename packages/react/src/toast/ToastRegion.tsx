import { ToastRegionView, type ToastRegionViewProps } from './ui/ToastRegionView';
import { useToast } from './useToast';

export type ToastRegionProps = Omit<ToastRegionViewProps, 'queue'>;

/** Shows the toasts of the nearest `<ToastProvider>` (or of the page); render it once per page. */
export function ToastRegion(props: ToastRegionProps) {
  return <ToastRegionView queue={useToast()} {...props} />;
}
