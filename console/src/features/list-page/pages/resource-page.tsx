// The page of any declared resource, by name: menu component `resource/<name>` opens it with nothing else written.
import type { ComponentType } from 'react';
import { resources } from '@clinic/sdk/resources';
import { NotFoundView } from '../../../ui/not-found-view';
import { listPageOf } from '../list-page';

const pages = new Map<string, ComponentType>();

export function resourcePageOf(name: string): ComponentType {
  const def = Object.prototype.hasOwnProperty.call(resources, name)
    ? resources[name as keyof typeof resources]
    : undefined;
  if (!def) return NotFoundView;
  let page = pages.get(name);
  if (!page) {
    page = listPageOf({ resource: def });
    pages.set(name, page);
  }
  return page;
}
