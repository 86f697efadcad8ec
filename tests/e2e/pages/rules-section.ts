/**
 * The options page's Rules section as a user sees it: the ordered list, the rule form, the tester,
 * export and import. Locators go by role and label.
 */
import type { Download, Locator, Page } from '@playwright/test';

export interface RuleSteps {
  name: string;
  matchBy: 'Site' | 'URL prefix' | 'Regular expression' | 'Schema.org type';
  value: string;
  /** An option of "Where clips go", by its words. */
  where?: string;
  section?: string;
  title?: string;
}

const VALUE_LABEL = {
  Site: 'Domain',
  'URL prefix': 'URL starts with',
  'Regular expression': 'Regular expression (tested against the URL)',
  'Schema.org type': 'Schema.org type (from the page’s JSON-LD)',
} as const;

export class RulesSection {
  constructor(readonly page: Page) {}

  get region(): Locator {
    return this.page.getByRole('region', { name: 'Rules' });
  }

  get items(): Locator {
    return this.region.getByRole('list', { name: 'Rules' }).getByRole('listitem');
  }

  /** One rule's row, by its name. */
  rule(name: string): Locator {
    return this.items.filter({ has: this.page.getByText(name, { exact: true }) });
  }

  /** The rules' names, in order. */
  async names(): Promise<string[]> {
    return this.items.locator('strong').allTextContents();
  }

  get form(): Locator {
    return this.region.getByRole('form');
  }

  /** The outcome of the last save, removal, export or import. */
  get outcome(): Locator {
    return this.region.getByRole('status').or(this.region.getByRole('alert')).last();
  }

  get testAnswer(): Locator {
    return this.region.getByTestId('rules-test-answer');
  }

  async add(steps: RuleSteps): Promise<void> {
    await this.region.getByRole('button', { name: 'Add a rule' }).click();
    await this.fill(steps);
    await this.form.getByRole('button', { name: 'Save rule' }).click();
  }

  async fill({ name, matchBy, value, where, section, title }: RuleSteps): Promise<void> {
    await this.form.getByLabel('Name', { exact: true }).fill(name);
    await this.form.getByLabel('Matches pages by').selectOption({ label: matchBy });
    await this.form.getByLabel(VALUE_LABEL[matchBy], { exact: true }).fill(value);
    if (where) {
      const list = this.form.getByLabel('Where clips go');
      await list.focus();
      await list.locator('option', { hasText: where }).first().waitFor({ state: 'attached' });
      await list.selectOption({ label: where });
    }
    if (section) await this.form.getByLabel('Section title').fill(section);
    if (title) await this.form.getByLabel('Title (optional)').fill(title);
  }

  async test(url: string, schemaType = ''): Promise<void> {
    await this.region.getByLabel('Page URL').fill(url);
    await this.region.getByLabel('Schema.org type of the page (optional)').fill(schemaType);
    await this.region.getByRole('button', { name: 'Test', exact: true }).click();
  }

  async exportFile(): Promise<Download> {
    const download = this.page.waitForEvent('download');
    await this.region.getByRole('button', { name: 'Export rules' }).click();
    return download;
  }

  async importFile(file: string | { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
    const chooser = this.page.waitForEvent('filechooser');
    await this.region.getByRole('button', { name: 'Import rules' }).click();
    await (await chooser).setFiles(file);
  }

  /** Remove, then confirm when the page asks. */
  async remove(name: string): Promise<void> {
    await this.rule(name).getByRole('button', { name: 'Remove' }).click();
    await this.rule(name).getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
  }
}
