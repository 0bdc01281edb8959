import { createContext, useContext } from 'react';
import type { LoadCodeDetector, OpenCamera } from '@agendina/ui';

/**
 * The camera and the detector the scan dialogs use. The app leaves them to the kit's defaults
 * (the rear camera; BarcodeDetector or the zxing library); screen stories provide fakes, since
 * a headless browser has no camera.
 */
export interface ScanDevices {
  loadDetector?: LoadCodeDetector;
  openCamera?: OpenCamera;
}

export const ScanDevicesContext = createContext<ScanDevices>({});

export const useScanDevices = (): ScanDevices => useContext(ScanDevicesContext);
