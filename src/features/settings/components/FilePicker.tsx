import { FileUploader } from '@/components/ui/FileUploader';

type Props = {
  accept: string;
  file: File | null;
  onChange: (file: File | null) => void;
  disabled?: boolean;
  /** Shown instead of "No file chosen" when a file is already on record. */
  placeholder?: string;
};

/**
 * One file inside a FormField: the kit's FileUploader in its one-line form (drop the file on it or
 * choose it); the chosen file stays shown until it is removed or replaced (also after a failed
 * upload). The type and size checks stay the caller's, which words them for its document.
 */
export function FilePicker({ accept, file, onChange, disabled, placeholder }: Props) {
  return (
    <FileUploader
      variant="compact"
      accept={accept}
      enforceAccept={false}
      files={file ? [file] : []}
      onFilesChange={(files) => onChange(files[0] ?? null)}
      disabled={disabled}
      placeholder={placeholder}
      showLimits={false}
    />
  );
}
