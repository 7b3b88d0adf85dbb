// Public surface of the announcement detail feature.
export {
  DYNAMIC_DETAIL_DELAY_MS,
  createAnnouncementDetailModel,
  type AnnouncementDetail,
  type AnnouncementDetailModel,
  type AnnouncementDetailOptions,
  type AnnouncementDetailSnapshot,
  type DynamicNotice,
} from './announcement-detail-model.js';
export { announcementTransportFromClient, type AnnouncementTransport } from './sdk-announcement-transport.js';
export { safeInAppHref } from './safe-href.js';
export {
  announcementReleaseTransportOf,
  canRelease,
  canRevoke,
  createAnnouncementReleaseModel,
  type AnnouncementReleaseModel,
  type AnnouncementReleaseSnapshot,
  type AnnouncementReleaseTransport,
} from './announcement-release-model.js';
export {
  createReadRecordsModel,
  type ReadFilter,
  type ReadRecord,
  type ReadRecordsModel,
  type ReadRecordsSnapshot,
} from './read-records-model.js';
export {
  announcementAudience,
  announcementAudienceText,
  type AnnouncementAudience,
} from './announcement-audience.js';
