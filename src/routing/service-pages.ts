/** One page per service (`/service-single/{id}`, and `/service/{id}` as SPEC routes it). */
import { serviceIcon } from '../cms/content/service-icon.ts';
import type { RecordOf } from '../cms/schema.ts';
import { SERVICES } from '../demo/services.ts';
import { derived, routed, whole } from './keys.ts';
import { getModel, type Digested, type SiteModel } from './model.ts';
import type { ServiceView } from './views.ts';

/** The table's services; where it has none, the template's sixteen sample services (SPEC §2), on the template's site only. */
function serviceViews(model: SiteModel): Digested<ServiceView[]> {
  const rows = model.tables.services;
  if (rows.value.length === 0) {
    if (!model.frame.value.template) return { value: [], digest: 'no services' };
    const sample = SERVICES.map((service) => ({
      id: service.id,
      title: service.title,
      html: service.description,
      icon: service.fIcon1,
      image: null,
      fromCms: false,
    }));
    return { value: sample, digest: 'sample services' };
  }
  return derived(
    () =>
      rows.value.map((row: RecordOf<'services'>) => ({
        id: row.id,
        title: row.title,
        html: row.details ?? '',
        icon: serviceIcon(row.icon),
        image: row.image,
        fromCms: true,
      })),
    rows,
  );
}

/** Each service's page, with every service for its sidebar. */
export async function serviceRoutes() {
  const model = await getModel();
  const all = serviceViews(model);
  return all.value.map((service) => {
    const route = routed({ frame: model.frame, service: whole(service), services: all });
    return { params: { id: String(service.id) }, ...route };
  });
}
