// Test helper: picks an entry of the console's select the way a keyboard user does (Enter opens, the entry is chosen).
import { act, fireEvent, screen } from '@testing-library/react';

export async function chooseOption(trigger: HTMLElement, label: string): Promise<void> {
  await act(async () => fireEvent.keyDown(trigger, { key: 'Enter' }));
  const option = await screen.findByRole('option', { name: label });
  await act(async () => fireEvent.click(option));
}
