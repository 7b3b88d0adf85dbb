// The mobile dynamic-form page named by the address (/dynamicForm/<page>, login included); an unknown name goes to /404.
import { Navigate } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import {
  MobileApplyAddPage,
  MobileApplyDelPage,
  MobileDataApplyPage,
  MobileDataHandleApplyPage,
} from './mobile-apply-pages';
import { MobileApplyMergeListPage, MobileApplyMergePage } from './mobile-merge-pages';
import { MobileApplyAuditPage, MobileApplyDetailsPage, MobileDataApplyAuditPage } from './mobile-audit-pages';
import { MobileLoginPage } from './mobile-login-page';
import {
  MobileDataDetailsPage,
  MobileIndexPage,
  MobileListAllPage,
  MobileMyListPage,
} from './mobile-data-pages';

const PAGES: Readonly<Record<string, ComponentType>> = {
  login: MobileLoginPage,
  index: MobileIndexPage,
  list: MobileListAllPage,
  mList: MobileMyListPage,
  dataDetails: MobileDataDetailsPage,
  dataApply: MobileDataApplyPage,
  dataHandleApply: MobileDataHandleApplyPage,
  applyAdd: MobileApplyAddPage,
  applyDel: MobileApplyDelPage,
  applyMergeList: MobileApplyMergeListPage,
  applyMerge: MobileApplyMergePage,
  applyDetails: MobileApplyDetailsPage,
  applyAudit: MobileApplyAuditPage,
  dataApplyAudit: MobileDataApplyAuditPage,
};

export function MobilePage({ page }: { page: string }) {
  const Page = Object.hasOwn(PAGES, page) ? PAGES[page] : undefined;
  return Page ? <Page key={page} /> : <Navigate to="/404" replace />;
}
