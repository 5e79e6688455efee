import { describe, expect, it } from 'vitest';
import { ProcessEvents, type ProcessEvent } from './process-events';

describe('ProcessEvents', () => {
  it('applies a published event here at once and sends it on to the other processes', async () => {
    const here = new ProcessEvents();
    const sent: string[] = [];
    const seen: ProcessEvent[] = [];
    here.on((e) => seen.push(e));
    here.useNotifier(async (payload) => void sent.push(payload));
    await here.publish({ kind: 'session-forget', sessionId: 's1' });
    expect(seen).toEqual([{ kind: 'session-forget', sessionId: 's1' }]);
    expect(sent).toHaveLength(1);

    const there = new ProcessEvents();
    const heard: ProcessEvent[] = [];
    there.on((e) => heard.push(e));
    there.receive(sent[0]!);
    expect(heard).toEqual([{ kind: 'session-forget', sessionId: 's1' }]);
  });

  it('ignores its own notifications coming back and payloads it cannot read', async () => {
    const here = new ProcessEvents();
    const sent: string[] = [];
    const seen: ProcessEvent[] = [];
    here.useNotifier(async (payload) => void sent.push(payload));
    await here.publish({ kind: 'clock', offsetSeconds: 60 });
    here.on((e) => seen.push(e));
    here.receive(sent[0]!);
    here.receive('not json');
    here.receive('{}');
    expect(seen).toEqual([]);
  });

  it('stops telling a handler once it unsubscribes', async () => {
    const bus = new ProcessEvents();
    const seen: ProcessEvent[] = [];
    const off = bus.on((e) => seen.push(e));
    await bus.publish({ kind: 'resync' });
    off();
    await bus.publish({ kind: 'resync' });
    expect(seen).toHaveLength(1);
  });
});
