// 捐赠项目: the stock starts at the donated quantity and is the server's from then on (approved applications take
// from it in their own transaction); the donated quantity is not changed after the project is added.
import { resources } from '@clinic/sdk/resources';
import { serverResource } from './engine/from-declaration.js';

export const donationProjectResource = serverResource(resources.donationProject, {
  hooks: {
    beforeAdd(values) {
      values.stock = values.quantity;
    },
    beforeEdit(values) {
      delete values.quantity;
    },
  },
});
