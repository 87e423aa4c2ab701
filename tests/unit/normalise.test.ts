import { describe, expect, it } from 'vitest';
import {
  normaliseEmployees,
  normaliseMenuPage,
  normaliseNotices,
  normaliseSliders,
  type ResolveMedia,
} from '../../scripts/lib/normalise.ts';
import {
  MediaRefSchema,
  RawContentImagesAnswerSchema,
  RawEmployeeSchema,
  RawMenuContentsAnswerSchema,
  RawMenusAnswerSchema,
  RawNoticeSchema,
  RawSettingSchema,
  RawSliderSchema,
  SettingsSchema,
} from '../../src/cms/schema.ts';

const keep: ResolveMedia = (raw) => (raw === null ? null : raw.replace(/^\/media\//, ''));

describe('raw CMS answers', () => {
  it('drops extra fields and fills missing optional ones', () => {
    const setting = RawSettingSchema.parse({ id: 1, site_name: 'Group', logo: '/media/l.png', created_at: 'x', secret_field: 42 });
    expect(setting).not.toHaveProperty('created_at');
    expect(setting).not.toHaveProperty('secret_field');
    expect(setting.slider).toBeNull();
    expect(setting.instagram_url).toBeNull();
  });

  it('treats an empty string like a missing value', () => {
    expect(RawSettingSchema.parse({ id: 1, facebook_url: '' }).facebook_url).toBeNull();
  });

  it('reads nested menus, with or without children and parent', () => {
    const { menus } = RawMenusAnswerSchema.parse({
      menus: [
        { id: 1, name: 'Home', position: 0 },
        { id: 2, name: 'About', parent: null, children: [{ id: 3, name: 'Mission', parent: 2, children: [] }] },
      ],
    });
    expect(menus[0]).toEqual({ id: 1, name: 'Home', parent: null, children: [] });
    expect(menus[1]!.children[0]).toEqual({ id: 3, name: 'Mission', parent: 2, children: [] });
  });

  it('accepts a designation as an object, a bare id or null, keeping only a name it can show', () => {
    const base = { id: 1, first_name: 'Ada' };
    expect(RawEmployeeSchema.parse({ ...base, designation: { id: 4, name: 'Partner', level: 2 } }).designation).toEqual({
      id: 4,
      name: 'Partner',
    });
    expect(RawEmployeeSchema.parse({ ...base, designation: 4 }).designation).toBeNull();
    expect(RawEmployeeSchema.parse(base).designation).toBeNull();
    expect(RawEmployeeSchema.parse(base).street_address_two).toBeNull();
  });

  it('rejects a wrong type or a bad date with the field path', () => {
    const notice = RawNoticeSchema.safeParse({ id: 1, title: 'T', date: '12/05/2026', file: null });
    expect(notice.success).toBe(false);
    expect(notice.error!.issues[0]!.path).toEqual(['date']);
    expect(RawSliderSchema.safeParse({ id: '1' }).success).toBe(false);
  });

  it('accepts string, array and null image groups and null contents', () => {
    expect(RawContentImagesAnswerSchema.parse({ content_images: { a: 'x.jpg', b: ['y.jpg'], c: null } }).content_images).toEqual({
      a: 'x.jpg',
      b: ['y.jpg'],
      c: null,
    });
    expect(RawMenuContentsAnswerSchema.parse({ menu_contents: null }).menu_contents).toBeNull();
  });
});

describe('normalisation', () => {
  it('turns every image group into a list and drops empty names', () => {
    const page = normaliseMenuPage(
      { id: 5, name: 'Message' },
      { About: '<p>x</p>', Cleared: null },
      { One: 'a.jpg', Many: ['b.jpg', '', 'c.jpg'], None: null },
      keep,
    );
    expect(page.images).toEqual({ One: ['a.jpg'], Many: ['b.jpg', 'c.jpg'], None: [] });
    expect(page.blocks).toEqual({ About: '<p>x</p>' });
  });

  it('gives a menu answered 204 no blocks and no groups', () => {
    expect(normaliseMenuPage({ id: 9, name: 'History' }, null, null, keep)).toEqual({ id: 9, name: 'History', blocks: {}, images: {} });
  });

  it('passes each file name to the resolver with what its field may hold and where it was found', () => {
    const seen: string[] = [];
    const record: ResolveMedia = (raw, _kind, field, where) => {
      seen.push(`${raw} (${field}) @ ${where}`);
      return null;
    };
    normaliseMenuPage({ id: 5, name: 'Message' }, {}, { Gallery: ['../x.jpg'] }, record);
    normaliseNotices([RawNoticeSchema.parse({ id: 3, title: 'N', date: '2026-01-01', file: '/media/notice/n.pdf' })], record);
    expect(seen).toEqual([
      '../x.jpg (image) @ menu 5 (Message), image group "Gallery"',
      '/media/notice/n.pdf (notice) @ notice 3, field "file"',
    ]);
  });

  it('orders slides by serial number and leaves out a slide without an image', () => {
    const raw = [
      { id: 1, serial_number: 2, image: '/media/b.jpg' },
      { id: 2, serial_number: 1, image: '/media/a.jpg' },
      { id: 3, serial_number: null, image: null },
    ].map((slider) => RawSliderSchema.parse(slider));
    expect(normaliseSliders(raw, keep).map((slider) => slider.id)).toEqual([2, 1]);
  });

  it('orders notices newest first and employees by id', () => {
    const notices = [
      { id: 1, title: 'old', date: '2025-01-01', file: null },
      { id: 2, title: 'new', date: '2026-01-01', file: '/media/n.pdf' },
    ].map((notice) => RawNoticeSchema.parse(notice));
    expect(normaliseNotices(notices, keep).map((notice) => notice.title)).toEqual(['new', 'old']);
    const employees = [
      { id: 9, first_name: 'B' },
      { id: 2, first_name: 'A' },
    ].map((employee) => RawEmployeeSchema.parse(employee));
    expect(normaliseEmployees(employees, keep).map((employee) => employee.id)).toEqual([2, 9]);
  });
});

describe('snapshot schemas', () => {
  it.each(['../x.jpg', '/etc/passwd', 'https://evil.example/x.jpg', 'a\\b.jpg', 'a//b.jpg', ''])('refuse the media ref %j', (ref) => {
    expect(MediaRefSchema.safeParse(ref).success).toBe(false);
  });

  it('refuse a settings file whose logo escapes the media folder', () => {
    const settings = {
      id: 1,
      site_name: null,
      title: null,
      logo: '../../secret.png',
      favicon: null,
      slider: null,
      email: null,
      phone: null,
      address: null,
      facebook_url: null,
      twitter_url: null,
      instagram_url: null,
    };
    expect(SettingsSchema.safeParse(settings).success).toBe(false);
  });
});
