import { Tooltip } from '@fluentui/react-components';

/**
 * Fluent's tooltip showing a button's name below it while `visible` (TooltipOnDemand decides when, and loads this
 * module). It places itself against `target`, the button, and renders nothing in the button's place; the button is
 * named already, so the tooltip adds nothing for a screen reader. Escape hides it, as Fluent's own does.
 */
export function ShownLabel({
  label,
  target,
  visible,
  onHide,
}: {
  label: string;
  target: HTMLElement | null;
  visible: boolean;
  onHide: () => void;
}) {
  return (
    <Tooltip
      content={label}
      relationship="inaccessible"
      visible={visible}
      onVisibleChange={(_, data) => {
        if (!data.visible) onHide();
      }}
      positioning={{ target, position: 'below' }}
    >
      {() => null}
    </Tooltip>
  );
}
