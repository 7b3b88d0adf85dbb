// The position resource (/sys/position): position picker (search by name) and admin; fields from its declaration.
import { resources } from '@clinic/sdk/resources';
import { serverResource } from './engine/from-declaration.js';

export const positionResource = serverResource(resources.position, {
  hooks: {
    // The position picker's columns (widgets-spec §3) name the rank label rank_dictText.
    afterRead(records) {
      for (const record of records) record.rank_dictText = record.postRank_dictText ?? null;
    },
  },
});
