import { useRef, useState } from 'react';
import {
  BarcodeScannerDialog,
  Button,
  Columns,
  ColumnsItem,
  TextField,
  useBarcodeWedge,
} from '@agendina/ui';
import { useScanDevices } from './scan-devices.ts';

export interface ScanFieldProps {
  label: string;
  description?: string;
  value: string;
  onChange: (value: string) => void;
  /** A code read by a keyboard-wedge scanner in this field or by the camera. */
  onScan: (code: string) => void;
  errorMessage?: string | undefined;
  /** Focus on mount: the count starts with the scan field ready for the scanner. */
  autoFocus?: boolean;
  /** Where the field's input can be found again (to focus it after a save). */
  inputRef?: React.RefObject<HTMLDivElement | null>;
}

/**
 * A text field that also takes scans: a keyboard-wedge scanner types into it (its Enter never
 * submits anything), «Fotocamera» opens the camera dialog, and typing by hand always works.
 */
export function ScanField({
  label,
  description,
  value,
  onChange,
  onScan,
  errorMessage,
  autoFocus,
  inputRef,
}: ScanFieldProps) {
  const [camera, setCamera] = useState(false);
  const devices = useScanDevices();
  const wedge = useBarcodeWedge({ onScan });
  const own = useRef<HTMLDivElement>(null);
  return (
    <div ref={inputRef ?? own}>
      <Columns space="sm" alignY="bottom">
        <ColumnsItem>
          <TextField
            label={label}
            type="search"
            description={description}
            value={value}
            onChange={onChange}
            errorMessage={errorMessage}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the stock room's scan field, asked for by the page
            autoFocus={autoFocus}
            {...wedge}
          />
        </ColumnsItem>
        <ColumnsItem width="content">
          <Button variant="secondary" onPress={() => setCamera(true)}>
            Fotocamera
          </Button>
        </ColumnsItem>
      </Columns>
      <BarcodeScannerDialog isOpen={camera} onOpenChange={setCamera} onScan={onScan} {...devices} />
    </div>
  );
}
