// React bindings of announcements (the framework-free surface is ./index.ts).
export { useAnnouncementRelease } from './use-announcement-release.js';
