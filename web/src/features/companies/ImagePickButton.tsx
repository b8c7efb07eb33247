import { Button } from '@fluentui/react-components';
import { ImageAddRegular } from '@fluentui/react-icons';
import { useRef, type ChangeEvent } from 'react';

/**
 * A button that opens the file picker for one image. The browser's own file input is hidden: it labels itself in the
 * browser's language («Choose File», «No file chosen»), not the page's.
 */
export function ImagePickButton({
  label,
  disabled,
  onPick,
}: {
  label: string;
  disabled: boolean;
  onPick: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg,image/webp"
        hidden
        aria-label={label}
        disabled={disabled}
        onChange={onPick}
      />
      <Button icon={<ImageAddRegular />} disabled={disabled} onClick={() => input.current?.click()}>
        {label}
      </Button>
    </>
  );
}
