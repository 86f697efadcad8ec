/**
 * What the popup, the options page, the menus and the commands ask the background for, besides
 * clips (lib/model/clip.ts): connection checks, destinations, tasks, images and screenshots.
 */
import type { ConnectionSummary, Destination, TaskJob } from './types';

export interface ConnectionDraft {
  apiUrl: string;
  apiKey?: string;
}

export interface ConnectionCheck {
  kind: ConnectionSummary['kind'];
  spaceName: string;
  spaceId?: string;
  timezone: string;
  appUrlTemplate?: string;
  /** The normalised API URL that was tested. */
  apiUrl: string;
}

export interface FolderOption {
  id: string;
  name: string;
  /** 0 for top-level folders, for indenting the picker. */
  depth: number;
}

/** Add a tab, a link or a selection as a task (context menus, the quick-task command, e2e). */
export interface TabTaskRequest {
  tabId?: number;
  connectionId?: string;
  /** A link from the context menu: the task links there instead of to the page. */
  link?: { url: string; text?: string };
  /** The selected text from the context menu: becomes the task's note. */
  selectionText?: string;
  /** Default: the inbox (or, without one, the connection's default document as a to-do block). */
  place?: TaskJob['place'];
}

/** An open task as the popup lists it. */
export interface TaskItem {
  id: string;
  text: string;
  state: 'todo' | 'done' | 'canceled';
  scheduleDate?: string;
  deadlineDate?: string;
}

/** An image on a page (context menu "Send image to Craft"), fetched in the page first. */
export interface ImageRequest {
  srcUrl: string;
  tabId?: number;
  frameId?: number;
  connectionId?: string;
  destination?: Destination | 'last';
  /** The caption's link; read from the tab when omitted. */
  page?: { title: string; url: string };
  jobId?: string;
}

/** The visible area of a tab as a PNG (popup button, context menu). */
export interface ScreenshotRequest {
  tabId?: number;
  windowId?: number;
  connectionId?: string;
  destination?: Destination | 'last';
  jobId?: string;
}
