/** The sample space every emulator starts with: folders, a document of every block type, a week of daily notes, tasks everywhere and a collection. */
import type { SpaceState } from './types';
import { Store, emptyState } from './store';
import { markdownToBlocks } from './markdown-to-blocks';
import { addDays, dateInZone } from './dates';
import { taskMarkdown } from './tasks-model';
import { createCollection } from './collections-model';
import { newId } from './ids';

const WELCOME = `# Welcome to the Emulator

This space is served by the local Craft API emulator. Everything here is **sample data** with *formatting*, ~strike~, \`code\` and a [link](https://craft.do).

## Headings

### Third level

#### Fourth level

<caption>A caption under the headings</caption>

- A bullet
  - A nested bullet
    - Deeper still
1. First step
1. Second step
+ A toggle
  + Inside the toggle
- [ ] An open task in a document
- [x] A finished task in a document

> Focus on what matters

<callout>A callout with <highlight color="yellow">highlighted</highlight> text and ==shorthand==</callout>

\`\`\`typescript
const greeting: string = 'Hello, Craft';
\`\`\`

***

****

*****

******

*******

![Emulator logo](https://picsum.photos/seed/craft/400/200)

| Feature | Status |
| --- | --- |
| Blocks | Done |
| Tasks | Done |

<page><pageTitle>A nested page</pageTitle><content>Content inside the nested page.

<card><pageTitle>A card inside</pageTitle><content>Cards are pages with a card style.</content></card></content></page>

<card cardLayout="large"><pageTitle>A large card</pageTitle><content>- With a list
- Of two items</content></card>`;

export function seedState(now: Date, timezone: string, name = 'Emulator Space'): SpaceState {
  const store = new Store(emptyState(name, timezone), () => now);
  const s = store.state;
  const folder = (fname: string, parentId?: string) => {
    const id = newId();
    s.folders[id] = { id, name: fname, ...(parentId ? { parentId } : {}) };
    return id;
  };
  const projects = folder('Projects');
  const work = folder('Work', projects);
  const reading = folder('Reading');

  const welcome = store.createDocument('Welcome to Emulator Space', { location: 'unsorted' });
  store.insert(markdownToBlocks(WELCOME), welcome.id, -1);
  store.insert(
    [
      {
        type: 'richUrl',
        url: 'https://www.craft.do',
        title: 'Craft',
        description: 'Docs and notes',
        layout: 'regular',
        markdown: '[Craft](https://www.craft.do)',
      },
      {
        type: 'file',
        url: 'https://example.com/handbook.pdf',
        fileName: 'handbook.pdf',
        blockLayout: 'regular',
        mimeType: 'application/pdf',
        markdown: '[handbook.pdf](https://example.com/handbook.pdf)',
      },
    ] as never[],
    welcome.id,
    -1,
  );

  const today = dateInZone(now, timezone);
  const plan = store.createDocument('Project Plan', { location: 'folder', folderId: work });
  store.insert(
    markdownToBlocks(`## Milestones

- [ ] Draft the launch checklist
- [ ] Review the budget

See the [welcome page](block://${welcome.id}) and [today's note](date://${today}).`),
    plan.id,
    -1,
  );
  const [overdue, later] = store
    .get(plan.id)!
    .children.slice(1, 3)
    .map((id) => store.get(id)!);
  overdue.props.taskInfo = { state: 'todo', scheduleDate: addDays(today, -2) };
  later.props.taskInfo = { state: 'todo', deadlineDate: addDays(today, 5) };
  createCollection(
    store,
    plan.id,
    -1,
    {
      name: 'Launch Tasks',
      properties: [
        {
          name: 'Status',
          type: 'singleSelect',
          options: [{ name: 'Not Started' }, { name: 'In Progress' }, { name: 'Completed' }],
        },
        { name: 'Due Date', type: 'date' },
        { name: 'Owner', type: 'text' },
      ],
    },
    [
      { title: 'Write release notes', properties: { status: 'In Progress', dueDate: addDays(today, 3), owner: 'Ada' } },
      { title: 'Record demo video', properties: { status: 'Not Started' } },
    ],
  );

  const readingList = store.createDocument('Reading List', { location: 'folder', folderId: reading });
  store.insert(
    markdownToBlocks(
      'Articles to read:\n\n- [Structure and Interpretation](https://mitpress.mit.edu/sicp)\n- [The Craft API](https://connect.craft.do/api-docs/space)',
    ),
    readingList.id,
    -1,
  );
  const meeting = store.createDocument('Meeting Notes', { location: 'folder', folderId: projects });
  store.insert(markdownToBlocks('# Weekly sync\n\nDiscussed the roadmap and the API emulator.'), meeting.id, -1);
  const template = store.createDocument('Weekly Report Template', { location: 'templates' });
  store.insert(markdownToBlocks('## Wins\n\n## Blockers'), template.id, -1);
  const draft = store.createDocument('Old Draft', { location: 'trash', trashedFrom: { location: 'unsorted' } });
  store.insert(markdownToBlocks('An abandoned draft.'), draft.id, -1);

  for (let back = 6; back >= 0; back--) {
    const date = addDays(today, -back);
    const note = store.ensureDailyNote(date);
    store.insert(
      markdownToBlocks(`## Journal\n\nNotes for ${date}: reviewed the plan.\n\n- [ ] Daily task for ${date}`),
      note.id,
      -1,
    );
    const task = store.get(store.get(note.id)!.children.at(-1)!)!;
    task.props.taskInfo = { state: back % 2 ? 'done' : 'todo', scheduleDate: date };
    if (back % 2) {
      task.markdown = taskMarkdown(`Daily task for ${date}`, 'done');
      task.completedAt = now.toISOString();
    }
  }

  const inbox = (text: string, info: Record<string, string>) =>
    store.insert(
      [{ type: 'text', listStyle: 'task', taskInfo: { state: 'todo', ...info }, markdown: taskMarkdown(text, 'todo') }],
      s.inboxId,
      -1,
    );
  inbox('Triage partner feedback', {});
  inbox('Prepare presentation slides', { scheduleDate: addDays(today, 1) });
  inbox('Pay the invoice', { deadlineDate: addDays(today, -1) });
  const logbook = (text: string, state: 'done' | 'canceled') => {
    const [t] = store.insert(
      [{ type: 'text', listStyle: 'task', taskInfo: { state }, markdown: taskMarkdown(text, state) }],
      s.logbookId,
      -1,
    );
    if (state === 'done') t.completedAt = now.toISOString();
    else t.canceledAt = now.toISOString();
  };
  logbook('Send weekly update', 'done');
  logbook('Book the venue', 'canceled');

  s.selectedDocumentIds = [welcome.id, plan.id, readingList.id];
  return s;
}
