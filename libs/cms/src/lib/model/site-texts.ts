/** A notice above the collection search results, e.g. about a data update. */
export interface ResultsNotification {
  readonly id: string;
  readonly title?: string;
  readonly message: string;
  readonly linkText?: string;
  readonly linkUrl?: string;
}

/** The group's social media accounts, as full URLs. */
export interface FooterSocialUrls {
  readonly facebook?: string;
  readonly x?: string;
  readonly instagram?: string;
}

/** The editable texts of the footer (spec §1); link labels are the app's messages. */
export interface FooterTexts {
  readonly id: string;
  readonly organisation: string;
  /** Street address, one line per entry. */
  readonly address: readonly string[];
  /** Phone number as shown, e.g. "+358 294 500 200". */
  readonly phone?: string;
  readonly feedbackSurveyUrl?: string;
  readonly social: FooterSocialUrls;
}
