export interface LegalSection {
  id: string;
  heading: string;
  paragraphs: readonly string[];
}

export interface LegalDocumentContent {
  title: string;
  intro: string;
  lastUpdated: string;
  sections: readonly LegalSection[];
}
