import {
  panelId as panelIdOf,
  tabId as tabIdOf,
  tabOf as tabOfList,
  Tabs,
} from '@/components/ui/tabs';

export const LLC_TABS = [
  { key: 'profile', label: 'Profile' },
  { key: 'documents', label: 'Documents' },
  { key: 'sharing', label: 'Sharing' },
  { key: 'changes', label: 'Changes' },
] as const;
export type TLlcTab = (typeof LLC_TABS)[number]['key'];

export const tabOf = (value: string | null): TLlcTab => tabOfList(LLC_TABS, value);

export const tabId = (key: TLlcTab) => tabIdOf('llc', key);
export const panelId = (key: TLlcTab) => panelIdOf('llc', key);

/** LLC Management's tabs (the shared WAI-ARIA tabs). */
export const LlcTabs = ({
  current,
  onSelect,
}: {
  current: TLlcTab;
  onSelect: (t: TLlcTab) => void;
}) => (
  <Tabs name="llc" label="LLC Management" tabs={LLC_TABS} current={current} onSelect={onSelect} />
);
