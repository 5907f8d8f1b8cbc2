import type { Ref } from 'react';

/**
 * A file input kept out of sight and out of the tab order, opened by a button of its own
 * (`ref.current.click()`): the button carries the name and the focus. Hands over the chosen files,
 * then forgets them, so choosing the same file again fires again.
 */
export function HiddenFileInput({
  ref,
  accept,
  multiple = false,
  onFiles,
  'data-testid': testId,
}: {
  ref: Ref<HTMLInputElement>;
  accept?: string;
  multiple?: boolean;
  onFiles: (files: File[]) => void;
  'data-testid'?: string;
}) {
  return (
    <input
      ref={ref}
      type="file"
      multiple={multiple}
      accept={accept}
      className="sr-only"
      tabIndex={-1}
      aria-hidden="true"
      data-testid={testId}
      onChange={(e) => {
        onFiles(Array.from(e.target.files ?? []));
        e.target.value = '';
      }}
    />
  );
}
