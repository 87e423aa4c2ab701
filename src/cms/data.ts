/** The site's one door to the snapshot: typed reads of the content collections. */
import { getCollection, getEntry } from 'astro:content';
import type { Employee, MenuNode, MenuPage, Notice, Settings, Slider } from './schema.ts';

export async function getSettings(): Promise<Settings> {
  const entry = await getEntry('settings', 'settings');
  if (!entry) throw new Error('The snapshot has no general settings (settings.json).');
  return entry.data;
}

export async function getMenuTree(): Promise<MenuNode[]> {
  return (await getEntry('menuTree', 'tree'))?.data.menus ?? [];
}

export async function getMenuPages(): Promise<MenuPage[]> {
  return (await getCollection('pages')).map((entry) => entry.data);
}

/** In the snapshot's order: newest first. */
export async function getNotices(): Promise<Notice[]> {
  return sortedBy(await getCollection('notices'), (a, b) => b.date.localeCompare(a.date) || b.id - a.id);
}

export async function getEmployees(): Promise<Employee[]> {
  return sortedBy(await getCollection('employees'), (a, b) => a.id - b.id);
}

export async function getSliders(): Promise<Slider[]> {
  return sortedBy(await getCollection('sliders'), (a, b) => (a.serial_number ?? Infinity) - (b.serial_number ?? Infinity) || a.id - b.id);
}

function sortedBy<T>(entries: Array<{ data: T }>, compare: (a: T, b: T) => number): T[] {
  return entries.map((entry) => entry.data).sort(compare);
}
