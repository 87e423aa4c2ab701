/** One page per company of the group: a child menu named like a Home block, or a row of the companies table. */
import { pageSections } from '../cms/content/parts.ts';
import { nameKey } from '../cms/content/slots.ts';
import type { CompanyPage } from '../cms/site-map.ts';
import { TOPIC_KEYS } from '../forms/contact.ts';
import { derived, NONE, routed } from './keys.ts';
import { getModel, type Digested, type SiteModel } from './model.ts';
import type { CompanyContent } from './views.ts';

function companyContent(model: SiteModel, page: CompanyPage): Digested<CompanyContent> {
  if ('menu' in page.source) {
    const { menu } = page.source;
    const own = model.pages.get(menu.id) ?? NONE;
    const block = model.home.value?.blocks.find(
      (candidate) => nameKey(candidate.name) === nameKey(menu.name),
    );
    const group = model.home.value?.images.find(
      (candidate) => nameKey(candidate.name) === nameKey(menu.name),
    );
    return derived(
      () => ({
        name: menu.name,
        html: block?.html ?? '',
        logo: group?.files[0] ?? null,
        pictures: group?.files.slice(1) ?? [],
        businessName: null,
        sections: pageSections('company', own.value),
      }),
      model.home,
      own,
    );
  }
  const rowId = page.source.row;
  const row = model.tables.companies.value.find((candidate) => candidate.id === rowId)!;
  return derived(
    () => ({
      name: row.title,
      html: row.description ?? '',
      logo: row.image,
      pictures: row.images,
      businessName: row.business_name,
      sections: [],
    }),
    JSON.stringify(row),
  );
}

/** getStaticPaths for the company pages: `{ id, name }`; the breadcrumb names the menu group. */
export async function companyRoutes() {
  const model = await getModel();
  return model.map.companyPages.map((page) => {
    const route = routed({ frame: model.frame, company: companyContent(model, page) });
    const group = model.frame.value.nav.find((item) =>
      item.children.some((child) => child.href === page.href),
    );
    return {
      params: { id: page.path[1]!, name: page.path[2]! },
      props: {
        ...route.props,
        breadcrumb: [...(group ? [group.label] : []), page.name],
        topic: TOPIC_KEYS.company(page.key),
      },
      cacheKey: route.cacheKey,
    };
  });
}
