import type { RichTextDocument } from './rich-text-document';

/** An info box shown on the pages of some objects and galleries (spec §3). */
export interface ObjectInfo {
  readonly id: string;
  readonly objectIds: readonly number[];
  readonly galleryIds: readonly string[];
  readonly title: string;
  readonly content?: RichTextDocument;
  readonly linkTitle?: string;
  readonly linkUrl?: string;
  /** Whether the link opens in a new tab. */
  readonly newTab: boolean;
}

/** The link button of an object page (the CMS calls it haunLinkkipainike). */
export interface ObjectLinkButton {
  readonly text: string;
  readonly url: string;
}

/** Object id (as text, so the map survives JSON) → its link button. */
export type ObjectLinkMap = Readonly<Record<string, ObjectLinkButton>>;

/** An editor's introduction of one person, shown on their page (looked up by their id). */
export interface PersonIntroduction {
  readonly id: string;
  /** The person's id as their page's address has it ("50118", "name:…"). */
  readonly personId: string;
  readonly introduction: RichTextDocument;
}

/**
 * An editor's content advisory of one object (looked up by its id): a note shown before its
 * image, in the languages it is written in, and whether the images stay blurred until the
 * visitor asks to see them (the same in every language).
 */
export interface ObjectAdvisory {
  readonly id: string;
  readonly objectId: number;
  /** The note in this language; absent when it is not written in it (none is taken from another). */
  readonly advisory?: RichTextDocument;
  readonly blurImage: boolean;
}

/** Extra text about one object, written in the CMS (spec §3: looked up by id). */
export interface ObjectAdditionalInfo {
  readonly id: string;
  readonly objectId: number;
  readonly title?: string;
  readonly content: RichTextDocument;
}
