// The owner's copy of the salon's data (/salone «I tuoi dati», GDPR art. 20; issue #32): a ZIP,
// of which the contract fixes the content type (its files are the server's to list).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { exportSalonDataMutation } from '@agendina/api';
import { states } from '../shared/provider-states.ts';
import { interaction } from './support.ts';

const zipFile = path.join(path.dirname(fileURLToPath(import.meta.url)), 'salon-export.zip');

describe('Salon data export', () => {
  it('GET /salon/export', () =>
    interaction({
      state: states.signedIn,
      description: "a download of all the salon's data",
      method: 'GET',
      path: '/salon/export',
      status: 200,
      binaryResponse: { contentType: 'application/zip', file: zipFile },
      run: async (app) => {
        const blob = await app.mutate(exportSalonDataMutation(app.client), undefined);
        expect(blob.size).toBeGreaterThan(0);
        // A ZIP starts with PK.
        expect(new Uint8Array(await blob.slice(0, 2).arrayBuffer())).toEqual(
          new Uint8Array([0x50, 0x4b]),
        );
      },
    }));
});
